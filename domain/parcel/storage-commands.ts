import type { ParcelStatus, ParcelStorageStarted, StorageFeeAccrued, StorageReminderSent } from '../../events/parcel-events';
import type { CommandMetadata } from '../shared/decider';
import { NotFoundError } from '../shared/errors';
import { plans, storageFeePerDayCents } from '../pricing/plans';
import type { PlanInForce } from '../subscription/subscription';
import { parcelNotFoundMessage, type ParcelState, type ParcelStorage } from './parcel';
import { accrualRange, freeDaysLeft, storageDayOf, storageReminderDue, type StorageDay } from './storage';

/**
 * Statuses in which a parcel sits in the warehouse and accrues storage fees. A parcel whose quote is
 * pending is `ready_to_ship` (fees stop); back to `stored` when that quote expires (fees restart, the
 * days of the quote caught up by the next accrual since nothing was accrued for them).
 */
export const storageStatuses: readonly ParcelStatus[] = ['received', 'stored'];
export const isInStorage = (status: string): boolean => (storageStatuses as readonly string[]).includes(status);

/** The storage terms that a reception fixes: the Paris day it happened and the free days of the customer's plan then. */
export const storageStartedOn = (parcelId: string, plan: PlanInForce, metadata: CommandMetadata): ParcelStorageStarted => ({
  type: 'ParcelStorageStarted',
  data: { parcelId, receivedDay: storageDayOf(metadata.now), plan: plan.plan, freeDays: plans[plan.plan].freeStorageDays, subscriptionVersion: plan.version },
});

/**
 * Storage terms for a parcel in storage that has none: received before storage was counted, or by a
 * path that does not record them. The job brings the day of its reception and its owner's plan.
 */
export type StartStorage = {
  type: 'StartStorage';
  data: { parcelId: string; receivedDay: StorageDay; plan: PlanInForce };
  metadata: CommandMetadata;
};

export const startStorage = ({ data }: StartStorage, state: ParcelState): ParcelStorageStarted[] => {
  if (state.status === 'unknown') throw new NotFoundError(parcelNotFoundMessage);
  if (state.storage || !isInStorage(state.status)) return [];
  const { plan, version } = data.plan;
  return [{ type: 'ParcelStorageStarted', data: { parcelId: data.parcelId, receivedDay: data.receivedDay, plan, freeDays: plans[plan].freeStorageDays, subscriptionVersion: version } }];
};

/** The daily job's command for one parcel: accrue every unaccrued paid day up to `day` (one event), record the reminder due then. */
export type AccrueStorage = {
  type: 'AccrueStorage';
  data: { parcelId: string; day: StorageDay };
  metadata: CommandMetadata;
};

type KnownParcel = Exclude<ParcelState, { status: 'unknown' }>;

/** A parcel accrues fees and gets reminders while in storage; one in a return has left it (DECISIONS, "Money, proven"). */
const accruingStorage = (state: KnownParcel): ParcelStorage | null =>
  state.storage && isInStorage(state.status) && state.returnId === null ? state.storage : null;

/** The paid days not yet accrued up to `day` included, as the one event that accrues them (null when none). */
const unaccruedFees = (state: KnownParcel, parcelId: string, day: StorageDay): StorageFeeAccrued | null => {
  const storage = accruingStorage(state);
  if (!storage) return null;
  const range = accrualRange(storage.terms, storage.accruedThrough, day);
  return range ? { type: 'StorageFeeAccrued', data: { parcelId, ...range, amountCents: range.days * storageFeePerDayCents } } : null;
};

/**
 * What a quote issued on `day` bills for this parcel's storage: the fees accrued so far and those its
 * issue accrues first (`functions/parcels/commands.ts`). The processing panel shows this figure before
 * the quote exists, whenever the daily job last ran.
 */
export const storageFeesBilledOn = (state: ParcelState, day: StorageDay): number =>
  state.status === 'unknown' ? 0 : (state.storage?.feesCents ?? 0) + (unaccruedFees(state, state.parcelId, day)?.data.amountCents ?? 0);

/**
 * Nothing for a parcel that is not (or no longer) in storage, nothing already accrued or reminded:
 * the job may run any number of times a day, and a run after missed days catches them up.
 */
export const accrueStorage = ({ data }: AccrueStorage, state: ParcelState): (StorageFeeAccrued | StorageReminderSent)[] => {
  if (state.status === 'unknown') throw new NotFoundError(parcelNotFoundMessage);
  const storage = accruingStorage(state);
  if (!storage) return [];
  const accrued = unaccruedFees(state, data.parcelId, data.day);
  const fees: StorageFeeAccrued[] = accrued ? [accrued] : [];
  // A run for a day before the last one accrued (by hand, `--date`) is in the past: no reminder then.
  const past = storage.accruedThrough !== null && data.day < storage.accruedThrough;
  const due = past ? null : storageReminderDue(storage.terms, data.day);
  const alreadySent = due !== null && storage.reminders.some((reminder) => reminder.kind === due.kind && reminder.day === due.day);
  if (!due || alreadySent) return fees;
  const reminder: StorageReminderSent = {
    type: 'StorageReminderSent',
    data: {
      parcelId: data.parcelId,
      kind: due.kind,
      day: due.day,
      freeDaysLeft: freeDaysLeft(storage.terms, data.day),
      feesAccruedCents: storage.feesCents + (fees[0]?.data.amountCents ?? 0),
    },
  };
  return [...fees, reminder];
};
