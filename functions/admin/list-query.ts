import * as z from 'zod';
import { countRows, getRows, queryRows, type IndexQuery } from '../platform/read-models';
import { json, type HttpResult } from '../platform/http/middlewares';

/**
 * The list query of react-admin's simple REST data provider:
 * `?sort=["field","DESC"]&range=[0,24]&filter={...}`, each a JSON value in the query string.
 */
const jsonParameter = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `Le paramètre ${name} doit être un JSON valide` });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const listQuerySchema = <Filter extends z.ZodType>(sortableFields: readonly [string, ...string[]], filter: Filter) =>
  z.object({
    sort: jsonParameter(z.tuple([z.enum(sortableFields), z.enum(['ASC', 'DESC'])]), 'sort').optional(),
    range: jsonParameter(
      z
        .tuple([z.number().int().min(0), z.number().int().min(0)])
        .refine(([start, end]) => end >= start && end - start < 500, 'Plage invalide (500 lignes au plus)'),
      'range',
    ).optional(),
    filter: jsonParameter(filter, 'filter').optional(),
  });

export const idsFilter = z.array(z.string().max(64)).max(100).optional();

/** One page of a list: rows by ids (getMany), or from the index partition chosen by the filter. */
export const listPage = async <Row>(options: {
  resource: string;
  readModel: IndexQuery['readModel'];
  ids: string[] | undefined;
  index: Omit<IndexQuery, 'readModel' | 'descending'>;
  descending: boolean;
  range: [number, number] | undefined;
  toView: (row: Row) => unknown;
}): Promise<HttpResult> => {
  const [start, end] = options.range ?? [0, 24];
  if (options.ids) {
    const rows = await getRows<Row>(options.readModel, options.ids);
    return page(options.resource, rows.map(options.toView), 0, rows.length);
  }
  const query = { ...options.index, readModel: options.readModel };
  const [rows, total] = await Promise.all([
    queryRows<Row>({ ...query, descending: options.descending }, { offset: start, limit: end - start + 1 }),
    countRows(query),
  ]);
  return page(options.resource, rows.map(options.toView), start, total);
};

const page = (resource: string, items: unknown[], start: number, total: number): HttpResult =>
  json(200, items, {
    'content-range': `${resource} ${start}-${Math.max(start, start + items.length - 1)}/${total}`,
    'access-control-expose-headers': 'Content-Range',
  });
