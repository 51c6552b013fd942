import { streamIdOf } from '../../events/envelope';
import type { ParcelStatus } from '../../events/parcel-events';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { storageDayOf } from '../../domain/parcel/storage';
import { storageFeesBilledOn } from '../../domain/parcel/storage-commands';
import type { ParcelForShipment } from '../../domain/shipment/shipment-commands';
import { isReturnable, type ParcelForReturn } from '../../domain/return/return-commands';
import { maxPageSize } from '../../domain/shared/list-page';
import { isAtWarehouse } from '../../domain/parcel/storage-refund-commands';
import { loadState } from '../platform/command';
import { getCounts, getRows, queryPage } from '../platform/read-models';
import { parcelCounters, parcelsProjection, type ParcelRow } from './parcels-projection';

/**
 * The parcels aggregate's published face: what other aggregates may read of a parcel (a shipment's
 * views, documents and mails; the users page's parcel counts). The rows, table and projection are
 * internals of this folder.
 */
export type ParcelCard = {
  parcelId: string;
  customerId: string;
  trackingNumber: string;
  description: string;
  status: ParcelStatus;
  /** measured at the warehouse, null until then */
  weightGrams: number | null;
  /** storage fees accrued so far, as events */
  storageFeesCents: number;
};

const cardOf = (row: ParcelRow): ParcelCard => ({
  parcelId: row.parcelId,
  customerId: row.customerId,
  trackingNumber: row.trackingNumber,
  description: row.description,
  status: row.status,
  weightGrams: row.weightGrams,
  storageFeesCents: row.storageFeesCents,
});

/** Parcels by id, in one batch read, as a map by id (absent ids are left out). */
export const parcelCards = async (parcelIds: readonly string[]): Promise<Map<string, ParcelCard>> =>
  new Map((await getRows(parcelsProjection, parcelIds)).map((row) => [row.parcelId, cardOf(row)]));

/** How many parcels each customer has, read from the list totals (one batch read). */
export const parcelCountsOfCustomers = async (customerIds: readonly string[]): Promise<Map<string, number>> => {
  const counts = await getCounts(customerIds.map(parcelCounters.byCustomer));
  return new Map(customerIds.map((customerId) => [customerId, counts.get(parcelCounters.byCustomer(customerId)) ?? 0]));
};

/** A parcel as a shipment request needs it, from its events (consistent: the request decides on it), or undefined when unknown. */
export const parcelForShipment = async (parcelId: string): Promise<ParcelForShipment | undefined> => {
  const { state } = await loadState(parcelDecider, streamIdOf('parcel', parcelId));
  if (state.status === 'unknown') return undefined;
  // A parcel in a return has left storage: a shipment cannot take it (the decider reads it as not in stock).
  return { parcelId, trackingNumber: state.trackingNumber, customerId: state.customerId, status: state.returnId === null ? state.status : 'in_return', shipmentId: state.shipmentId };
};

/**
 * The storage fees a quote issued at `now` would bill for these parcels (what its issue accrues first
 * and bills: `accrueStorageFeesThroughToday`), read from their events without accruing anything. The
 * read model holds only the fees of the daily job's last run.
 */
export const storageFeesBilledAt = async (parcelIds: readonly string[], now: Date): Promise<number> => {
  const day = storageDayOf(now);
  const loaded = await Promise.all(parcelIds.map((parcelId) => loadState(parcelDecider, streamIdOf('parcel', parcelId))));
  return loaded.reduce((sum, { state }) => sum + storageFeesBilledOn(state, day), 0);
};

/** A parcel as a return request needs it, from its events (the request decides on it), or undefined when unknown. */
export const parcelForReturn = async (parcelId: string): Promise<ParcelForReturn | undefined> => {
  const { state } = await loadState(parcelDecider, streamIdOf('parcel', parcelId));
  if (state.status === 'unknown') return undefined;
  return { parcelId, trackingNumber: state.trackingNumber, customerId: state.customerId, status: state.status, shipmentId: state.shipmentId, returnId: state.returnId };
};

/** A parcel the customer may ask to return, as the returns page lists it. */
export type ReturnableParcel = ParcelCard & {
  carrier: string;
  receivedAt: string | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  /** the return request that holds it, if any (the returns page offers it again while that request waits for its payment) */
  returnId: string | null;
};

/** The most of a customer's parcels the returns page looks through (newest first): a customer's own parcels, a few pages at most. */
const returnablePages = 5;

/**
 * The customer's parcels a return may take (received or stored, in no shipment), newest first, with the
 * return that holds one if any; from the read model: the request itself decides on the parcel's events.
 */
export const returnableParcelsOf = async (customerId: string): Promise<ReturnableParcel[]> => {
  const found: ReturnableParcel[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < returnablePages; page += 1) {
    const { rows, nextCursor } = await queryPage(parcelsProjection, { indexName: 'byCustomer', partition: customerId, descending: true, limit: maxPageSize, cursor });
    for (const row of rows) {
      if (isReturnable({ ...row, returnId: null })) {
        found.push({ ...cardOf(row), carrier: row.carrier, receivedAt: row.receivedAt, lengthCm: row.lengthCm, widthCm: row.widthCm, heightCm: row.heightCm, returnId: row.returnId });
      }
    }
    if (nextCursor === null) break;
    cursor = nextCursor;
  }
  return found;
};

/** A customer's latest parcels, newest first (one page of their list): the support inbox's customer card. */
export const recentParcelsOf = async (customerId: string, limit: number): Promise<ParcelCard[]> => {
  const { rows } = await queryPage(parcelsProjection, { indexName: 'byCustomer', partition: customerId, descending: true, limit: Math.min(limit, maxPageSize) });
  return rows.map(cardOf);
};

/** A customer's parcel still at the warehouse, with the instant it was received. */
export type ParcelAtWarehouse = { parcelId: string; status: ParcelStatus; receivedAt: string };

/**
 * Every parcel of a customer still at the warehouse (received, stored, or waiting for its quote's
 * payment), from the read model, every page: what a refunded Premium period may concern. The command
 * each gets decides on the parcel's own events.
 */
export const parcelsAtWarehouseOf = async (customerId: string): Promise<ParcelAtWarehouse[]> => {
  const found: ParcelAtWarehouse[] = [];
  let cursor: string | undefined;
  do {
    const { rows, nextCursor } = await queryPage(parcelsProjection, { indexName: 'byCustomer', partition: customerId, descending: false, limit: maxPageSize, cursor });
    for (const row of rows) {
      if (row.receivedAt !== null && isAtWarehouse(row.status)) {
        found.push({ parcelId: row.parcelId, status: row.status, receivedAt: row.receivedAt });
      }
    }
    cursor = nextCursor ?? undefined;
  } while (cursor);
  return found;
};
