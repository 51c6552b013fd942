import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import * as z from 'zod';
import { listPageSchema, maxPageSize } from '../../../domain/shared/list-page';
import { adminUserCountersSchema, adminUsersPageSchema, type AdminUserCounters } from '../../../domain/customer/customer-views';
import type { ReceiveParcelInput } from '../../../domain/parcel/parcel-input';
import { customerSchema } from '../customers/customer-schema';
import { adminParcelSchema, receiveParcelResultSchema, type ReceiveParcelResult } from '../parcels/parcel-schema';
import { userSchema, usersResource } from '../users/user-schema';
import { adminShipmentViewSchema, shipmentCommandResultSchema, type AdminShipmentView, type ShipmentCommandResult } from '../../../domain/shipment/shipment-views';
import type { CreateLabelInput, ProcessShipmentInput, RecordPaymentInput, ReplaceLabelInput, WaivePaymentInput } from '../../../domain/shipment/shipment-input';
import { shipmentsResource } from '../shipments/shipments-resource';
import { httpClient, parseResponse } from './http-client';

export const adminApiUrl = '/admin/api';

const recordSchemas: Partial<Record<string, z.ZodType>> = {
  parcels: adminParcelSchema,
  customers: customerSchema,
  [usersResource]: userSchema,
  [shipmentsResource]: adminShipmentViewSchema,
};

/** Where a resource's API lives when its name (the French path of the page) is not the API's. */
const resourcePaths: Partial<Record<string, string>> = { [usersResource]: 'users', [shipmentsResource]: 'shipments' };
const apiPathOf = (resource: string) => resourcePaths[resource] ?? resource;

/**
 * A list page as each resource's API answers it; what goes beyond the shared shape (a search that
 * matched more than it shows) reaches the list in its `meta`.
 */
type AnyListPage = { items: unknown[]; nextCursor: string | null; total: number | null; truncated?: boolean };
const listPageSchemas: Partial<Record<string, z.ZodType<AnyListPage>>> = {
  [usersResource]: adminUsersPageSchema,
  // Reception: a search or a date range has no total (counting it would read it all)
  parcels: listPageSchema(adminParcelSchema).extend({ total: z.number().int().min(0).nullable() }),
  [shipmentsResource]: listPageSchema(adminShipmentViewSchema),
};

export type ReceiveParcelOptions = {
  /** One key per submission: a retry of the same submission passes the same key so the API applies it once. */
  idempotencyKey?: string;
};
export type CommandOptions = ReceiveParcelOptions;

export type ShipmentCommand<Input> = (id: Identifier, input: Input, options?: CommandOptions) => Promise<{ data: ShipmentCommandResult }>;

/** The staff's commands on a shipment, each answering the stream version to wait for. */
export type ShipmentCommands = {
  processShipment: ShipmentCommand<ProcessShipmentInput>;
  /** A new quote for an expired one, same amounts. */
  reissueQuote: ShipmentCommand<Record<string, never>>;
  recordPayment: ShipmentCommand<Pick<RecordPaymentInput, 'reference' | 'amountEuros'>>;
  waivePayment: ShipmentCommand<WaivePaymentInput>;
  createLabel: ShipmentCommand<CreateLabelInput>;
  /** A new label (carrier, number, reason) for a box that has not left. */
  replaceLabel: ShipmentCommand<ReplaceLabelInput>;
  markShipped: ShipmentCommand<Record<string, never>>;
  markDelivered: ShipmentCommand<Record<string, never>>;
};

/** The API's path of each command under /admin/api/shipments/{id}/. */
const shipmentCommandPaths = {
  processShipment: 'process',
  reissueQuote: 'quote',
  recordPayment: 'payment',
  waivePayment: 'waiver',
  createLabel: 'label',
  replaceLabel: 'label/replacement',
  markShipped: 'shipped',
  markDelivered: 'delivered',
} as const satisfies Record<keyof ShipmentCommands, string>;

/** ra-data-simple-rest plus the business commands, each a named method (intent, not a CRUD update). */
export type PasserelleDataProvider = DataProvider & {
  receiveParcel: (
    id: Identifier,
    measurements: ReceiveParcelInput,
    options?: ReceiveParcelOptions,
  ) => Promise<{ data: ReceiveParcelResult }>;
  /** The users page's totals: users, confirmed e-mails, Premium subscribers (staff not counted). */
  getUserCounters: () => Promise<{ data: AdminUserCounters }>;
  /**
   * Every row of a filtered list, for an export: page after page of the API's largest page, each asked
   * with the cursor the previous one returned; `onProgress` hears the rows fetched so far and the total.
   */
  exportList: <RecordType>(
    resource: string,
    params: { filter?: unknown; sort?: { field: string; order: string } },
    onProgress?: (progress: ExportProgress) => void,
  ) => Promise<RecordType[]>;
  /** One shipment once the read model shows `version` (the API waits a few seconds at most, then answers 503). */
  getShipmentAtVersion: (id: Identifier, version: number) => Promise<{ data: AdminShipmentView }>;
} & ShipmentCommands;

/** Where an export stands: rows fetched, and the list's total when the API counts it. */
export type ExportProgress = { fetched: number; total: number | null };

type HttpClient = typeof httpClient;

/** The cursors of a list (one filter, sort and page size): `cursors[n]` fetches page n + 1, `null` past the last page. */
type CursorTrail = (string | null | undefined)[];

export const createDataProvider = (apiUrl: string = adminApiUrl, http: HttpClient = httpClient): PasserelleDataProvider => {
  const rest = simpleRestProvider(apiUrl, http);

  /**
   * Validates records against the resource's schema and hands them back unchanged: react-admin's
   * DataProvider is generic over the record type its caller picks, so the typing stays there.
   */
  const checked = <Records>(resource: string, records: Records): Records => {
    const schema = recordSchemas[resource];
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
    const schema: z.ZodType<AnyListPage> = listPageSchemas[resource] ?? listPageSchema(z.unknown());
    return parseResponse(schema, json);
  };
  const listQuery = (params: { perPage: number; sort?: { field: string; order: string }; filter?: unknown }) => {
    const query: Record<string, string> = { perPage: String(params.perPage), filter: JSON.stringify(params.filter ?? {}) };
    if (params.sort?.field) query.sort = JSON.stringify([params.sort.field, params.sort.order]);
    return query;
  };
  const listPage = async (resource: string, params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: unknown }) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const query = listQuery({ perPage, sort: params.sort, filter: params.filter });
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

  const shipmentCommand =
    <Input,>(path: string): ShipmentCommand<Input> =>
    async (id, input, { idempotencyKey = crypto.randomUUID() } = {}) => {
      const { json } = await http(`${apiUrl}/shipments/${encodeURIComponent(String(id))}/${path}`, {
        method: 'POST',
        headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
        body: JSON.stringify(input),
      });
      return { data: parseResponse(shipmentCommandResultSchema, json) };
    };
  const shipmentCommands = (): ShipmentCommands => ({
    processShipment: shipmentCommand(shipmentCommandPaths.processShipment),
    reissueQuote: shipmentCommand(shipmentCommandPaths.reissueQuote),
    recordPayment: shipmentCommand(shipmentCommandPaths.recordPayment),
    waivePayment: shipmentCommand(shipmentCommandPaths.waivePayment),
    createLabel: shipmentCommand(shipmentCommandPaths.createLabel),
    replaceLabel: shipmentCommand(shipmentCommandPaths.replaceLabel),
    markShipped: shipmentCommand(shipmentCommandPaths.markShipped),
    markDelivered: shipmentCommand(shipmentCommandPaths.markDelivered),
  });

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
      const query = listQuery({ perPage: maxPageSize, sort: params.sort, filter: params.filter });
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

    getUserCounters: async () => {
      const { json } = await http(`${apiUrl}/users/counters`);
      return { data: parseResponse(adminUserCountersSchema, json) };
    },

    getShipmentAtVersion: async (id, version) => {
      const { json } = await http(`${apiUrl}/shipments/${encodeURIComponent(String(id))}?version=${version}`);
      return { data: parseResponse(adminShipmentViewSchema, json) };
    },
    ...shipmentCommands(),

    receiveParcel: async (id, measurements, { idempotencyKey = crypto.randomUUID() } = {}) => {
      const { json } = await http(`${apiUrl}/parcels/${encodeURIComponent(String(id))}/receive`, {
        method: 'POST',
        headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
        body: JSON.stringify({
          weightKg: measurements.weightKg,
          lengthCm: measurements.lengthCm,
          widthCm: measurements.widthCm,
          heightCm: measurements.heightCm,
        }),
      });
      return { data: parseResponse(receiveParcelResultSchema, json) };
    },
  };
};

export const dataProvider = createDataProvider();
