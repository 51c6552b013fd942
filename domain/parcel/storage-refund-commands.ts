import type { ParcelFreeStorageShortened, ParcelStatus } from '../../events/parcel-events';
import type { CommandMetadata } from '../shared/decider';
import { NotFoundError } from '../shared/errors';
import { plans } from '../pricing/plans';
import { parcelNotFoundMessage, type ParcelState } from './parcel';
import { shortenedFreeDays, storageDayOf } from './storage';

/**
 * Statuses in which a parcel is still at the warehouse with storage terms that may bill it again: in
 * storage, or waiting for its quote's payment (its fees restart if that quote expires).
 */
export const atWarehouseStatuses: readonly ParcelStatus[] = ['received', 'stored', 'ready_to_ship'];
export const isAtWarehouse = (status: string): boolean => (atWarehouseStatuses as readonly string[]).includes(status);

/**
 * A full refund of the Premium period the parcel was received in ends that period at `refundedAt`
 * (DECISIONS, "Refunds"): the parcel takes the free plan's terms from then. `paymentId` is the refunded
 * period's payment. The reaction that asks it picks the parcels received during that period.
 */
export type ShortenFreeStorage = {
  type: 'ShortenFreeStorage';
  data: { parcelId: string; paymentId: string; refundedAt: string };
  metadata: CommandMetadata;
};

/**
 * Nothing for a parcel gone from the warehouse, without storage terms, or whose free period already ends
 * no later than the free plan's would (received on the free plan, or shortened already: a redelivery).
 */
export const shortenFreeStorage = ({ data }: ShortenFreeStorage, state: ParcelState): ParcelFreeStorageShortened[] => {
  if (state.status === 'unknown') throw new NotFoundError(parcelNotFoundMessage);
  const { storage } = state;
  if (!storage || !isAtWarehouse(state.status)) return [];
  const freeDays = shortenedFreeDays(storage.terms, plans.free.freeStorageDays, storageDayOf(new Date(data.refundedAt)));
  if (freeDays >= storage.terms.freeDays) return [];
  return [
    {
      type: 'ParcelFreeStorageShortened',
      data: {
        parcelId: data.parcelId,
        reason: 'subscription_period_refunded',
        effectiveAt: data.refundedAt,
        paymentId: data.paymentId,
        plan: 'free',
        freeDays,
        previousFreeDays: storage.terms.freeDays,
      },
    },
  ];
};
