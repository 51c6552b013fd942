import * as z from 'zod';
import type { ListSortFields } from '../shared/list-page';
import { paymentMethods, type PaymentMethod } from '../../events/payment-events';
import { paymentStatuses, type PaymentStatus } from './payment';

/** What a payment pays for, as staff read it in the list. */
export const paymentPurposeLabels = { quote: 'Devis', subscription: 'Abonnement Premium', return: 'Retour en métropole', purchase: 'Achat pour moi' } as const;

/** How it was paid, as staff read it in the list and its export. */
export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = { card: 'Carte', bank_transfer: 'Virement' };

export const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  started: 'Commencé',
  open: 'Page de paiement ouverte',
  succeeded: 'Payé',
  failed: 'Échoué',
  refunded: 'Remboursé',
  partially_refunded: 'Remboursé en partie',
  anomaly: 'Anomalie',
};

/** The back office's row of a payment: who paid what, how (card or transfer), how much came in and went back, its reference. */
export const adminPaymentViewSchema = z.object({
  /** the payment's id, also the id react-admin needs */
  id: z.string(),
  paymentId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  purpose: z.enum(['quote', 'subscription', 'return', 'purchase']),
  /** what is paid for, as the checkout page and the invoice say it */
  label: z.string(),
  status: z.enum(paymentStatuses),
  /** what Stripe charged once paid, what was to be paid before */
  amountCents: z.number().int(),
  /** what Stripe confirmed as refunded */
  refundedCents: z.number().int(),
  /** what staff may still refund: paid, less what is refunded or asked and not yet confirmed */
  refundableCents: z.number().int(),
  /** Stripe's payment intent (`pi_…`), once paid by card */
  paymentIntentId: z.string().nullable(),
  method: z.enum(paymentMethods),
  /** once paid: Stripe's payment intent for a card, the bank's reference for a transfer */
  reference: z.string().nullable(),
  startedAt: z.string(),
  paidAt: z.string().nullable(),
  lastRefundedAt: z.string().nullable(),
  /** the invoice of a paid payment (`FAC-…`), once issued */
  invoiceNumber: z.string().nullable(),
  /** what staff read of the last anomaly Stripe reported on this payment (never paid by it), if any */
  anomaly: z.string().nullable(),
});
export type AdminPaymentView = z.infer<typeof adminPaymentViewSchema>;

/** Newest first by default: a paid payment by its payment's time, an unpaid attempt by its start. */
export const adminPaymentListSortFields = ['at'] as const satisfies ListSortFields;
