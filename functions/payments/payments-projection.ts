import * as z from 'zod';
import { paymentMethods } from '../../events/payment-events';
import { paymentStatuses, referenceOfPayment, type PaymentStatus } from '../../domain/payment/payment';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { paymentsTable } from './payments-table';

export const paymentRowSchema = z.object({
  paymentId: z.string(),
  customerId: z.string(),
  purpose: z.enum(['quote', 'subscription', 'return', 'purchase']),
  label: z.string(),
  listPartition: z.literal('payment'),
  /** sort key of every list: when it was paid (when it started while unpaid), then its id */
  atKey: z.string(),
  status: z.enum(paymentStatuses),
  /** what was to be paid, then what Stripe charged */
  amountCents: z.number().int(),
  /** refunds asked of Stripe (each request once: the decider ignores a repeated key) */
  refundRequestedCents: z.number().int(),
  /** refunds Stripe confirmed */
  refundedCents: z.number().int(),
  /** requests not answered yet, by key: each until Stripe confirms a refund under its key or the request ends */
  pendingRefunds: z.record(z.string(), z.number().int()).default({}),
  /** what staff read of the last anomaly Stripe reported (a payment unlike the one started), if any */
  anomaly: z.string().nullable().default(null),
  paymentIntentId: z.string().nullable(),
  /** by card or by bank transfer (rows projected before transfers were payments are cards) */
  method: z.enum(paymentMethods).default('card'),
  /** what names the money's movement once paid: Stripe's payment intent, or the bank's reference of a transfer */
  reference: z.string().nullable().default(null),
  startedAt: z.string(),
  paidAt: z.string().nullable(),
  lastRefundedAt: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentCounters = {
  all: 'payments',
  byStatus: (status: PaymentStatus) => `payments#status#${status}`,
};

/** The payment's rules (domain/payment/payment.ts) on the row's sums: what remains refundable, and the status after refunds. */
export const refundableCentsOfRow = (row: PaymentRow): number => {
  if (row.paidAt === null) return 0;
  // A request counts until Stripe confirms it (the refund then counts instead) or it ends; a dashboard refund answers none.
  const pending = Object.values(row.pendingRefunds).reduce((sum, cents) => sum + cents, 0);
  return Math.max(0, row.amountCents - row.refundedCents - pending);
};

const withoutRequest = (row: PaymentRow, refundKey: string | null): Record<string, number> =>
  Object.fromEntries(Object.entries(row.pendingRefunds).filter(([key]) => key !== refundKey));

const statusAfterRefunds = (row: PaymentRow): PaymentStatus => {
  if (row.paidAt === null) return row.status;
  if (row.refundedCents === 0) return 'succeeded';
  return row.refundedCents >= row.amountCents ? 'refunded' : 'partially_refunded';
};

type PaymentEventType =
  | 'PaymentStarted'
  | 'CheckoutSessionOpened'
  | 'PaymentSucceeded'
  | 'PaymentFailed'
  | 'PaymentRefundRequested'
  | 'PaymentRefunded'
  | 'PaymentRefundRequestEnded'
  | 'PaymentAnomalyRecorded';

export const paymentsProjection: Projection<PaymentRow, PaymentEventType, typeof paymentsTable> = {
  name: 'project-payments',
  description: 'Projection des paiements, par carte et par virement (liste du back-office, remboursements)',
  table: paymentsTable,
  eventTypes: [
    'PaymentStarted',
    'CheckoutSessionOpened',
    'PaymentSucceeded',
    'PaymentFailed',
    'PaymentRefundRequested',
    'PaymentRefunded',
    'PaymentRefundRequestEnded',
    'PaymentAnomalyRecorded',
  ],
  rowSchema: paymentRowSchema,
  keyOf: (event) => ({ paymentId: event.data.paymentId }),
  countersOf: (row) => [paymentCounters.all, paymentCounters.byStatus(row.status)],
  evolve: (row, event) => {
    if (event.type === 'PaymentStarted') {
      const { data } = event;
      return {
        paymentId: data.paymentId,
        customerId: data.customerId,
        purpose: data.purpose.kind,
        label: data.description,
        listPartition: 'payment',
        atKey: `${event.occurredAt}#${data.paymentId}`,
        status: 'started',
        amountCents: data.amountCents,
        refundRequestedCents: 0,
        refundedCents: 0,
        pendingRefunds: {},
        anomaly: null,
        paymentIntentId: null,
        method: data.method,
        reference: null,
        startedAt: event.occurredAt,
        paidAt: null,
        lastRefundedAt: null,
      };
    }
    // The runner reads the stream from its start when a row is missing: no later event comes without its start.
    if (!row) return undefined;
    switch (event.type) {
      case 'CheckoutSessionOpened':
        return { ...row, status: row.status === 'started' ? 'open' : row.status };
      case 'PaymentSucceeded': {
        if (row.paidAt !== null) return row;
        const { amountCents, paymentIntentId, paidAt } = event.data;
        const paid = { ...row, amountCents, paymentIntentId, reference: referenceOfPayment(event.data), paidAt, atKey: `${paidAt}#${row.paymentId}` };
        return { ...paid, status: statusAfterRefunds(paid) };
      }
      case 'PaymentFailed':
        return row.paidAt !== null ? row : { ...row, status: 'failed' };
      case 'PaymentRefundRequested':
        return {
          ...row,
          refundRequestedCents: row.refundRequestedCents + event.data.amountCents,
          pendingRefunds: { ...row.pendingRefunds, [event.data.refundKey]: event.data.amountCents },
        };
      case 'PaymentRefunded': {
        const refunded = {
          ...row,
          refundedCents: row.refundedCents + event.data.amountCents,
          lastRefundedAt: event.data.refundedAt,
          pendingRefunds: withoutRequest(row, event.data.refundKey),
        };
        return { ...refunded, status: statusAfterRefunds(refunded) };
      }
      case 'PaymentRefundRequestEnded':
        return { ...row, pendingRefunds: withoutRequest(row, event.data.refundKey) };
      case 'PaymentAnomalyRecorded':
        return { ...row, anomaly: event.data.detail, status: row.paidAt === null ? 'anomaly' : row.status };
      default:
        return assertNever(event);
    }
  },
};
