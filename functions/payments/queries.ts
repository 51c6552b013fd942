import type { PaymentMethod, PaymentPurpose } from '../../events/payment-events';
import type { PaymentStatus, RefundRequest } from '../../domain/payment/payment';
import { paymentState } from './payment-command';

/**
 * The payments aggregate's published face: what others may read of a payment. Invoices are issued
 * from these facts (what was paid, by whom, for what, when), read from the payment's own events.
 */
export type PaymentFacts = {
  paymentId: string;
  status: PaymentStatus;
  customerId: string;
  purpose: PaymentPurpose;
  /** by card through Stripe, or by a bank transfer staff recorded */
  method: PaymentMethod;
  description: string;
  /** what was to be paid */
  amountCents: number;
  /** what Stripe charged or the transfer brought, or null while unpaid; `reference`: Stripe's payment intent, or the bank's reference of a transfer */
  paid: { amountCents: number; paidAt: string; paymentIntentId: string | null; reference: string } | null;
  refunds: readonly { refundId: string; amountCents: number; refundKey: string | null; reference: string }[];
  /** the refunds asked, with their cause, reason and staff's category (what a shipment shows of a refund) */
  refundRequests: readonly RefundRequest[];
};

export const paymentFacts = async (paymentId: string): Promise<PaymentFacts | undefined> => {
  const state = await paymentState(paymentId);
  if (state.status === 'unknown') return undefined;
  return {
    paymentId,
    status: state.status,
    customerId: state.customerId,
    purpose: state.purpose,
    method: state.method,
    description: state.description,
    amountCents: state.amountCents,
    paid: state.paid,
    refunds: state.refunds.map(({ refundId, amountCents, refundKey, reference }) => ({ refundId, amountCents, refundKey, reference })),
    refundRequests: state.refundRequests,
  };
};
