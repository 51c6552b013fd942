import * as z from 'zod';
import { returnPhotoSchema } from '../../events/return-events';
import { listedReturnStatuses, returnStatuses, type ReturnStatus } from '../../domain/return/return-request';
import { returnRequestFields } from '../../domain/return/return-views';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { returnsTable } from './returns-table';

/** The list keys a request carries once it counts (sparse indexes: see `returns-table.ts`). */
const listKeysSchema = {
  listPartition: z.literal('return').optional(),
  listedCustomerId: z.string().optional(),
  listedStatus: z.string().optional(),
  listedUrgency: z.string().optional(),
  listedStatusUrgency: z.string().optional(),
};

export const returnRowSchema = z.object({
  ...returnRequestFields,
  customerId: z.string(),
  paymentId: z.string().nullable(),
  photos: z.array(returnPhotoSchema),
  /** sort key of every list: the time the request counted from (or was opened, until then), then id */
  requestedKey: z.string(),
  openedAt: z.string(),
  requestedAt: z.string().nullable(),
  updatedAt: z.string(),
  history: z.array(z.object({ status: z.enum(returnStatuses), at: z.string() })),
  ...listKeysSchema,
});
export type ReturnRow = z.infer<typeof returnRowSchema>;

export const returnCounters = {
  all: 'returns',
  byStatus: (status: string) => `returns#status#${status}`,
  byUrgency: (urgency: string) => `returns#urgency#${urgency}`,
  byStatusAndUrgency: (status: string, urgency: string) => `returns#status#${status}#urgency#${urgency}`,
  byCustomer: (customerId: string) => `returns#customer#${customerId}`,
};

const isListed = (status: ReturnStatus) => (listedReturnStatuses as readonly string[]).includes(status);

/** A new status, its line in the history, and the list keys that follow it. */
const withStatus = (row: ReturnRow, status: ReturnStatus, at: string, changes: Partial<ReturnRow> = {}): ReturnRow => {
  const { listPartition: _a, listedCustomerId: _b, listedStatus: _c, listedUrgency: _d, listedStatusUrgency: _e, ...rest } = row;
  const next: ReturnRow = { ...rest, ...changes, status, updatedAt: at, history: row.status === status ? row.history : [...row.history, { status, at }] };
  if (!isListed(status)) return next;
  return {
    ...next,
    listPartition: 'return',
    listedCustomerId: row.customerId,
    listedStatus: status,
    listedUrgency: row.urgency,
    listedStatusUrgency: `${status}#${row.urgency}`,
  };
};

type ProjectedEventType =
  | 'ReturnRequestOpened'
  | 'ReturnRequested'
  | 'ReturnCheckoutAbandoned'
  | 'ReturnReceivedAtWarehouse'
  | 'ReturnSentToMerchant'
  | 'ReturnClosed'
  | 'ReturnRefused';

export const returnsProjection: Projection<ReturnRow, ProjectedEventType, typeof returnsTable> = {
  name: 'project-returns',
  description: 'Projection des demandes de retour (file du back-office, demandes du client)',
  table: returnsTable,
  eventTypes: ['ReturnRequestOpened', 'ReturnRequested', 'ReturnCheckoutAbandoned', 'ReturnReceivedAtWarehouse', 'ReturnSentToMerchant', 'ReturnClosed', 'ReturnRefused'],
  rowSchema: returnRowSchema,
  keyOf: (event) => ({ returnId: event.data.returnId }),
  // Only a request that counts is in the totals, as in the lists.
  countersOf: (row) =>
    isListed(row.status)
      ? [
          returnCounters.all,
          returnCounters.byStatus(row.status),
          returnCounters.byUrgency(row.urgency),
          returnCounters.byStatusAndUrgency(row.status, row.urgency),
          returnCounters.byCustomer(row.customerId),
        ]
      : [],
  evolve: (row, event) => {
    if (event.type === 'ReturnRequestOpened') {
      const { data } = event;
      const { returnId, reference, customerId, parcelId, parcelTrackingNumber, type, reason, urgency, description, weightGrams, lengthCm, widthCm, heightCm, costCents, paymentId, photos } = data;
      return {
        returnId,
        reference,
        customerId,
        parcelId,
        parcelTrackingNumber,
        status: 'awaiting_payment',
        type,
        reason,
        urgency,
        description,
        weightGrams,
        lengthCm,
        widthCm,
        heightCm,
        costCents,
        paymentId,
        photos,
        shipping: null,
        refusal: null,
        requestedKey: `${event.occurredAt}#${returnId}`,
        openedAt: event.occurredAt,
        requestedAt: null,
        updatedAt: event.occurredAt,
        history: [],
      };
    }
    if (!row) return row;
    const at = event.occurredAt;
    switch (event.type) {
      case 'ReturnRequested':
        // The queue is in the order requests came to count (a paid one when its payment succeeded).
        return withStatus(row, 'requested', at, { requestedAt: at, requestedKey: `${at}#${row.returnId}` });
      case 'ReturnCheckoutAbandoned':
        return withStatus(row, 'abandoned', at);
      case 'ReturnReceivedAtWarehouse':
        return withStatus(row, 'received_at_return_warehouse', at);
      case 'ReturnSentToMerchant':
        return withStatus(row, 'sent_to_merchant', at, { shipping: { carrier: event.data.carrier, trackingNumber: event.data.trackingNumber } });
      case 'ReturnClosed':
        return withStatus(row, 'closed', at);
      case 'ReturnRefused':
        return withStatus(row, 'refused', at, { refusal: { reason: event.data.reason, refundCents: event.data.refundCents } });
      default:
        return assertNever(event);
    }
  },
};
