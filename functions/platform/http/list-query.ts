import * as z from 'zod';
import { maxPageSize, type ListPage, type ListSortFields } from '../../../domain/shared/list-page';
import type { IndexNameOf, TableDefinition } from '../tables';
import { getCount, getRows, queryPage } from '../read-models';
import { json, type HttpResult } from './middlewares';

/**
 * The list query of the back office: `?filter={...}&sort=["field","DESC"]&perPage=25&cursor=...`
 * (filter and sort are JSON values in the query string). A page continues from the cursor of the
 * previous one, so every page costs the same whatever the size of the list.
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

/** `sortableFields`: the list's own, stated beside its views in the domain, where the back office reads them too. */
export const listQuerySchema = <Filter extends z.ZodType>(sortableFields: ListSortFields, filter: Filter) =>
  z.object({
    sort: jsonParameter(
      z.tuple([
        z.enum(sortableFields, { error: `Cette liste ne se trie que par ${sortableFields.join(', ')}` }),
        z.enum(['ASC', 'DESC'], { error: 'Le sens du tri est ASC ou DESC' }),
      ]),
      'sort',
    ).optional(),
    perPage: z.coerce
      .number()
      .int()
      .min(1, 'Le nombre de lignes par page doit être au moins 1')
      .max(maxPageSize, `Le nombre de lignes par page ne peut dépasser ${maxPageSize}`)
      .default(25),
    cursor: z.string().max(1024).optional(),
    filter: jsonParameter(filter, 'filter').optional(),
  });

export const idsFilter = z.array(z.string().max(64)).max(maxPageSize).optional();

type Source<Row extends object, Table extends TableDefinition> = { table: Table; rowSchema: z.ZodType<Row> };

/** One page of a list: rows by ids (react-admin's getMany), or a page of the index partition the filter chose. */
export const listPage = async <Row extends object, Table extends TableDefinition, View>(options: {
  source: Source<Row, Table>;
  ids: string[] | undefined;
  index: { indexName: IndexNameOf<Table>; partition: string };
  /** the counter holding the total of this partition */
  counter: string;
  descending: boolean;
  perPage: number;
  cursor: string | undefined;
  /** may be async: a view can carry presigned links (a parcel's first photo); or the views of the whole page at once (batch reads) */
  toView: ((row: Row) => View | Promise<View>) | { page: (rows: Row[]) => Promise<View[]> };
}): Promise<HttpResult> => {
  const { toView } = options;
  const views = (rows: Row[]): Promise<View[]> => ('page' in toView ? toView.page(rows) : Promise.all(rows.map(toView)));
  if (options.ids) {
    const rows = await getRows(options.source, options.ids);
    return page({ items: await views(rows), nextCursor: null, total: rows.length });
  }
  const [{ rows, nextCursor }, total] = await Promise.all([
    queryPage(options.source, { ...options.index, descending: options.descending, limit: options.perPage, cursor: options.cursor }),
    getCount(options.counter),
  ]);
  return page({ items: await views(rows), nextCursor, total });
};

const page = <View>(body: ListPage<View>): HttpResult => json(200, body);
