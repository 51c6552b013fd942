import type { Identifier } from 'react-admin';
import {
  paymentLinkAnswerSchema,
  refundStandingSchema,
  staffRefundAnswerSchema,
  type PaymentLinkAnswer,
  type RefundStanding,
  type StaffRefundAnswer,
  type StaffRefundInput,
} from '../../../domain/payment/payment-input';
import type { ApiClient } from '../lib/admin-feature';
import type { CommandOptions } from '../parcels/parcel-commands';
import { parseResponse } from '../providers/http-client';

/** The staff's commands on a payment, each answering the payment's stream version. */
export type PaymentCommands = {
  /** Money back, in part or whole, with a reason: a card's through Stripe, which confirms it later (its webhook); a transfer's by the transfer staff made back (its bank reference), recorded at once. */
  refundPayment: (id: Identifier, input: StaffRefundInput, options?: CommandOptions) => Promise<{ data: StaffRefundAnswer }>;
  /** What a refund would undo, as the server judges it: the payment's purpose, what remains, whether its quote's box left. */
  refundStanding: (id: Identifier) => Promise<{ data: RefundStanding }>;
  /** Mails the customer Stripe's page for a shipment's quote; answers to whom and until when. */
  sendQuotePaymentLink: (shipmentId: Identifier, options?: CommandOptions) => Promise<{ data: PaymentLinkAnswer }>;
};

export const paymentCommands = ({ apiUrl, http }: ApiClient): PaymentCommands => ({
  refundPayment: async (id, input, { idempotencyKey = crypto.randomUUID() } = {}) => {
    const { json } = await http(`${apiUrl}/payments/${encodeURIComponent(String(id))}/refund`, {
      method: 'POST',
      headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
      body: JSON.stringify(input),
    });
    return { data: parseResponse(staffRefundAnswerSchema, json) };
  },
  refundStanding: async (id) => {
    const { json } = await http(`${apiUrl}/payments/${encodeURIComponent(String(id))}/refund-standing`);
    return { data: parseResponse(refundStandingSchema, json) };
  },
  sendQuotePaymentLink: async (shipmentId, { idempotencyKey = crypto.randomUUID() } = {}) => {
    const { json } = await http(`${apiUrl}/payments/quote-link`, {
      method: 'POST',
      headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
      body: JSON.stringify({ shipmentId: String(shipmentId) }),
    });
    return { data: parseResponse(paymentLinkAnswerSchema, json) };
  },
});
