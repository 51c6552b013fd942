import { streamIdOf } from '../../events/envelope';
import type { ParcelStatus } from '../../events/parcel-events';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import type { ParcelForShipment } from '../../domain/shipment/shipment-commands';
import { loadState } from '../platform/command';
import { getCounts, getRows } from '../platform/read-models';
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
  return { parcelId, trackingNumber: state.trackingNumber, customerId: state.customerId, status: state.status, shipmentId: state.shipmentId };
};
