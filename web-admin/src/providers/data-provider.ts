import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import * as z from 'zod';
import { listPageSchema, maxPageSize } from '../../../domain/shared/list-page';
import { adminApiUrl } from '../config';
import { adminFeatures } from '../features';
import type { AnyListPage, ApiClient } from '../lib/admin-feature';
import { parcelCommands, type ParcelCommands } from '../parcels/parcel-commands';
import { paymentCommands, type PaymentCommands } from '../payments/payment-commands';
import { returnCommands, type ReturnCommands } from '../returns/return-commands';
import { shipmentCommands, type ShipmentCommands, type ShipmentReads } from '../shipments/shipment-commands';
import { statisticsReads, type StatisticsReads } from '../statistics/statistics-reads';
import { supportReads, type SupportReads } from '../support/support-reads';
import { customerNotificationReads, type CustomerNotificationReads } from '../customers/customer-notification-reads';
import { healthReads, type HealthReads } from '../health/health-reads';
import { userCommands, type UserCommands } from '../users/user-commands';
import { httpClient, parseResponse, type HttpClient } from './http-client';

export { adminApiUrl };

/** How each feature's records travel, from the features' own statements. */
const featureApis = adminFeatures.flatMap((feature) => (feature.api ? [feature.api] : []));
const recordSchemas = new Map(featureApis.flatMap((api) => (api.record ? [[api.resource, api.record] as const] : [])));
const listPageSchemas = new Map(featureApis.flatMap((api) => (api.listPage ? [[api.resource, api.listPage] as const] : [])));
const resourcePaths = new Map(featureApis.flatMap((api) => (api.path ? [[api.resource, api.path] as const] : [])));
const apiPathOf = (resource: string) => resourcePaths.get(resource) ?? resource;

/** ra-data-simple-rest plus the business commands, each a named method stated in its feature's folder (intent, not a CRUD update). */
export type PasserelleDataProvider = DataProvider &
  ParcelCommands &
  UserCommands &
  ShipmentCommands &
  ShipmentReads &
  StatisticsReads &
  SupportReads &
  CustomerNotificationReads &
  HealthReads &
  ReturnCommands &
  PaymentCommands & {
    /**
     * Every row of a filtered list, for an export: page after page of the API's largest page, each asked
     * with the cursor the previous one returned; `onProgress` hears the rows fetched so far and the total.
     */
    exportList: <RecordType>(
      resource: string,
      params: { filter?: unknown; sort?: { field: string; order: string } },
      onProgress?: (progress: ExportProgress) => void,
    ) => Promise<RecordType[]>;
  };

/** Where an export stands: rows fetched, and the list's total when the API counts it. */
export type ExportProgress = { fetched: number; total: number | null };

/**
 * The orders each list answers in (the API refuses any other). A component that names no sort gets
 * react-admin's default, `id`, which no list sorts by: such a request goes without a sort and the
 * list answers in its own order, rather than being refused.
 */
const listSortFields = new Map(featureApis.flatMap((api) => (api.sortFields ? [[api.resource, api.sortFields] as const] : [])));
const sortsBy = (resource: string, field: string) => listSortFields.get(resource)?.includes(field) ?? true;

/** The cursors of a list (one filter, sort and page size): `cursors[n]` fetches page n + 1, `null` past the last page. */
type CursorTrail = (string | null | undefined)[];

export const createDataProvider = (apiUrl: string = adminApiUrl, http: HttpClient = httpClient): PasserelleDataProvider => {
  const rest = simpleRestProvider(apiUrl, http);

  /**
   * Validates records against the resource's schema and hands them back unchanged: react-admin's
   * DataProvider is generic over the record type its caller picks, so the typing stays there.
   */
  const checked = <Records>(resource: string, records: Records): Records => {
    const schema = recordSchemas.get(resource);
    if (schema) {
      const items: unknown[] = Array.isArray(records) ? records : [records];
      for (const item of items) parseResponse(schema, item);
    }
    return records;
  };
  /** The one hand-over of parsed list items to the record type react-admin's caller chose (see `checked`). */
  const checkedList = <RecordType>(resource: string, items: unknown[]): RecordType[] => checked(resource, items) as RecordType[];

  /**
   * Lists page by cursor: page n + 1 is asked with the cursor that page n returned. The cursors of
   * the pages seen are kept per list, so "next" and "previous" cost one request each; a page never
   * reached is walked to from the last known one.
   */
  const trails = new Map<string, CursorTrail>();
  const fetchPage = async (resource: string, query: Record<string, string>, cursor: string | undefined) => {
    const parameters = new URLSearchParams(query);
    if (cursor) parameters.set('cursor', cursor);
    const { json } = await http(`${apiUrl}/${apiPathOf(resource)}?${parameters.toString()}`);
    const schema: z.ZodType<AnyListPage> = listPageSchemas.get(resource) ?? listPageSchema(z.unknown());
    return parseResponse(schema, json);
  };
  const listQuery = (resource: string, params: { perPage: number; sort?: { field: string; order: string }; filter?: unknown }) => {
    const query: Record<string, string> = { perPage: String(params.perPage), filter: JSON.stringify(params.filter ?? {}) };
    if (params.sort?.field && sortsBy(resource, params.sort.field)) query.sort = JSON.stringify([params.sort.field, params.sort.order]);
    return query;
  };
  const listPage = async (resource: string, params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: unknown }) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const query = listQuery(resource, { perPage, sort: params.sort, filter: params.filter });
    const trailKey = JSON.stringify([resource, query]);
    const trail = trails.get(trailKey) ?? [undefined];
    trails.set(trailKey, trail);
    let known = Math.min(page, trail.length) - 1;
    while (known > 0 && trail[known] === undefined) known -= 1;
    for (;;) {
      const cursor = trail[known];
      const result = await fetchPage(resource, query, cursor ?? undefined);
      trail[known + 1] = result.nextCursor;
      if (known + 1 === page || result.nextCursor === null) {
        return {
          items: result.items,
          pageInfo: { hasNextPage: result.nextCursor !== null, hasPreviousPage: page > 1 },
          meta: {
            ...(result.total === null ? {} : { total: result.total }),
            ...(result.truncated === undefined ? {} : { truncated: result.truncated }),
          },
        };
      }
      known += 1;
    }
  };

  const client: ApiClient = { apiUrl, http };

  return {
    ...rest,
    getList: async (resource, params) => {
      const { items, ...page } = await listPage(resource, params);
      return { ...page, data: checkedList(resource, items) };
    },
    getOne: async (resource, params) => {
      const result = await rest.getOne(apiPathOf(resource), params);
      return { ...result, data: checked(resource, result.data) };
    },
    getMany: async (resource, params) => {
      const result = await fetchPage(resource, { filter: JSON.stringify({ id: params.ids }) }, undefined);
      return { data: checkedList(resource, result.items) };
    },
    getManyReference: async (resource, params) => {
      const { items, ...page } = await listPage(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      return { ...page, data: checkedList(resource, items) };
    },

    exportList: async <RecordType,>(resource: string, params: { filter?: unknown; sort?: { field: string; order: string } }, onProgress?: (progress: ExportProgress) => void) => {
      const query = listQuery(resource, { perPage: maxPageSize, sort: params.sort, filter: params.filter });
      const rows: unknown[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await fetchPage(resource, query, cursor ?? undefined);
        rows.push(...page.items);
        cursor = page.nextCursor;
        onProgress?.({ fetched: rows.length, total: page.total });
      } while (cursor !== null);
      return checkedList<RecordType>(resource, rows);
    },

    ...parcelCommands(client),
    ...userCommands(client),
    ...shipmentCommands(client),
    ...returnCommands(client),
    ...paymentCommands(client),
    ...statisticsReads(client),
    ...supportReads(client),
    ...customerNotificationReads(client),
    ...healthReads(client),
  };
};

export const dataProvider = createDataProvider();
