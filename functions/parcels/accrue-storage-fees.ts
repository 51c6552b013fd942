import { randomUUID } from 'node:crypto';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { storageDayOf, type StorageDay } from '../../domain/parcel/storage';
import { storageStatuses } from '../../domain/parcel/storage-commands';
import { planInForce } from '../subscriptions/queries';
import { pastOrPresentDayOf } from '../platform/job-day';
import { customerCard } from '../customers/queries';
import { executeCommand, type CommandContext } from '../platform/command';
import { createLogger } from '../platform/logger';
import { notify } from '../notifications/commands';
import { queryPage } from '../platform/read-models';
import { parcelsProjection, type ParcelRow } from './parcels-projection';
import { parcelHeldByReturn } from '../returns/queries';
import { clock } from '../platform/clock';

const logger = createLogger({ handler: 'accrue-storage-fees' });
const jobName = 'accrue-storage-fees';
const pageSize = 100;
/** Parcels handled at once: each is two round-trips to the event store, a mail at most. */
const concurrency = 10;

/** `feesAccrued`: paid days accrued by the run, over all parcels (each parcel's are one event). */
export type AccrualReport = { day: StorageDay; parcels: number; feesAccrued: number; remindersSent: number; failures: number };

/**
 * The command of one parcel for one day has an id derived from both: a second run of the day (the
 * local scheduler runs hourly, EventBridge retries) finds its changeset and appends nothing. The
 * reminder's e-mail goes only when this run appended its event, and the notification centre sends it
 * once per event whatever happens (a crash between the append and the send loses that one e-mail,
 * which the next week's reminder makes up).
 */
export const storageAccrualContextOf = (parcelId: string, step: StorageDay | 'start', correlationId: string, now: Date): CommandContext => ({
  commandId: `${jobName}:${parcelId}:${step}`,
  requestFingerprint: `${jobName}:${parcelId}:${step}`,
  correlationId,
  causationId: null,
  actor: { kind: 'system', id: jobName },
  now,
});

/**
 * A parcel in storage without storage terms (received before they were recorded, or by a path that
 * records none) gets them first: the Paris day of its reception and its owner's plan in force then.
 */
const startStorageIfUnrecorded = async (row: ParcelRow, correlationId: string, now: Date) => {
  if (row.storageReceivedDay !== null || row.receivedAt === null) return;
  const context = storageAccrualContextOf(row.parcelId, 'start', correlationId, now);
  await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId: streamIdOf('parcel', row.parcelId),
    command: {
      type: 'StartStorage',
      data: { parcelId: row.parcelId, receivedDay: storageDayOf(new Date(row.receivedAt)), plan: await planInForce(row.customerId, new Date(row.receivedAt)) },
      metadata: { now, actor: context.actor },
    },
    context,
  });
};

const accrueOne = async (row: ParcelRow, day: StorageDay, correlationId: string, now: Date) => {
  // A return holds its parcel from the request, before the parcel's own events say it (DECISIONS, « Returns »):
  // its days are not billed; if the request is never written, a later run catches them up.
  if (await parcelHeldByReturn(row.parcelId)) return { feesAccrued: 0, remindersSent: 0 };
  await startStorageIfUnrecorded(row, correlationId, now);
  const outcome = await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId: streamIdOf('parcel', row.parcelId),
    command: { type: 'AccrueStorage', data: { parcelId: row.parcelId, day }, metadata: { now, actor: { kind: 'system', id: jobName } } },
    context: storageAccrualContextOf(row.parcelId, day, correlationId, now),
  });
  if (outcome.replayed) return { feesAccrued: 0, remindersSent: 0 };
  const fees = outcome.events.reduce((days, event) => days + (event.type === 'StorageFeeAccrued' ? event.data.days : 0), 0);
  const reminders = outcome.events.flatMap((event) => (event.type === 'StorageReminderSent' ? [{ eventId: event.eventId, reminder: event.data }] : []));
  const { state } = outcome;
  let sent = 0;
  for (const { eventId, reminder } of reminders) {
    if (state.status === 'unknown' || !state.storage) break;
    const customer = await customerCard(state.customerId);
    if (!customer) {
      logger.warn('rappel de stockage sans client à prévenir', { parcelId: row.parcelId, customerId: state.customerId });
      continue;
    }
    // A customer who turned the reminders off gets none: the centre records it « non envoyé : désinscrit ».
    const notified = await notify({
      kind: 'storage_reminder',
      customerId: state.customerId,
      to: customer,
      causeId: eventId,
      data: { trackingNumber: state.trackingNumber, terms: state.storage.terms, reminder },
      correlationId,
      now,
    });
    if (notified === 'sent') sent += 1;
  }
  return { feesAccrued: fees, remindersSent: sent };
};

/** Every parcel in storage, page by page from the parcels read model's status index (never a scan). */
async function* parcelsInStorage(): AsyncGenerator<ParcelRow[]> {
  for (const status of storageStatuses) {
    let cursor: string | undefined;
    do {
      const page = await queryPage(parcelsProjection, { indexName: 'byStatus', partition: status, descending: false, limit: pageSize, cursor });
      yield page.rows;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
}

/** Accrues the storage fees of every parcel in storage up to `day` and sends the reminders due then. */
export const accrueStorageFees = async (day: StorageDay, now: Date = clock.now()): Promise<AccrualReport> => {
  const correlationId = randomUUID();
  const report: AccrualReport = { day, parcels: 0, feesAccrued: 0, remindersSent: 0, failures: 0 };
  for await (const rows of parcelsInStorage()) {
    for (let start = 0; start < rows.length; start += concurrency) {
      const results = await Promise.allSettled(rows.slice(start, start + concurrency).map((row) => accrueOne(row, day, correlationId, now)));
      results.forEach((result, index) => {
        report.parcels += 1;
        if (result.status === 'fulfilled') {
          report.feesAccrued += result.value.feesAccrued;
          report.remindersSent += result.value.remindersSent;
        } else {
          // One parcel's failure does not stop the others; the next run catches its days up.
          report.failures += 1;
          logger.error('frais de stockage non comptés pour un colis', { parcelId: rows[start + index]?.parcelId, error: String(result.reason) });
        }
      });
    }
  }
  (report.failures > 0 ? logger.warn : logger.info)('frais de stockage comptés', report);
  return report;
};

/**
 * Scheduled daily in Europe/Paris (hourly locally: a second run of the day changes nothing). A run by
 * hand names its day (`npm run job -- accrue-storage-fees --date 2027-01-15`), never a future one.
 */
export const handler = async (input: unknown = {}): Promise<AccrualReport> => {
  const now = clock.now();
  const date = pastOrPresentDayOf(input, now);
  return accrueStorageFees(date ?? storageDayOf(now), now);
};
