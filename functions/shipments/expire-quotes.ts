import { randomUUID } from 'node:crypto';
import { createLogger } from '../platform/logger';
import { pastOrPresentDayOf } from '../platform/job-day';
import { queryPage } from '../platform/read-models';
import { runShipmentCommand } from './shipment-command';
import { shipmentsProjection } from './shipments-projection';
import { clock } from '../platform/clock';

const logger = createLogger({ handler: 'expire-quotes' });
const jobName = 'expire-quotes';

export type ExpiryReport = { at: string; expired: number; failures: number };

/**
 * Marks expired the quotes left unpaid past their 30 days at `asOf`, read from the pending quotes' index
 * up to then (only those, a page at a time). Each command's id is the quote's, so a repeated run changes
 * nothing. The events are stamped with the real time, `now`.
 */
export const expireQuotes = async (asOf: Date, now: Date): Promise<ExpiryReport> => {
  const correlationId = randomUUID();
  const report: ExpiryReport = { at: asOf.toISOString(), expired: 0, failures: 0 };
  let cursor: string | undefined;
  do {
    const page = await queryPage(shipmentsProjection, {
      indexName: 'byPendingQuote',
      partition: 'pending',
      descending: false,
      limit: 100,
      cursor,
      sortKeyRange: { between: ['', asOf.toISOString()] },
    });
    for (const row of page.rows) {
      const quoteNumber = row.quote?.quoteNumber ?? 'aucun';
      try {
        const result = await runShipmentCommand(row.shipmentId, (metadata) => ({ type: 'ExpireQuote', data: { shipmentId: row.shipmentId, asOf }, metadata }), {
          commandId: `${jobName}:${quoteNumber}`,
          requestFingerprint: `${jobName}:${quoteNumber}`,
          correlationId,
          causationId: null,
          actor: { kind: 'system', id: jobName },
          now,
        });
        if (result.appended) report.expired += 1;
      } catch (error) {
        report.failures += 1;
        logger.error('devis non expiré', { shipmentId: row.shipmentId, error: String(error) });
      }
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  (report.failures > 0 ? logger.warn : logger.info)('devis expirés', report);
  return report;
};

/**
 * Scheduled daily. A run by hand may name its day (`npm run job -- expire-quotes --date 2027-01-15`),
 * never a future one, and judges the quotes at the end of that day, or now for today.
 */
export const handler = async (input: unknown = {}): Promise<ExpiryReport> => {
  const now = clock.now();
  const date = pastOrPresentDayOf(input, now);
  const endOfDay = date ? new Date(`${date}T23:59:59Z`) : now;
  return expireQuotes(endOfDay < now ? endOfDay : now, now);
};
