import * as z from 'zod';
import type { AdminPaymentView } from '../../domain/payment/payment-views';
import type { CustomerCard } from '../customers/queries';
import { refundableCentsOfRow, type PaymentRow } from './payments-projection';

export const toAdminPaymentView = (row: PaymentRow, customer: CustomerCard | undefined, invoiceNumber: string | null): AdminPaymentView => ({
  id: row.paymentId,
  paymentId: row.paymentId,
  customerId: row.customerId,
  // A customer whose row is not there (yet) is still named by the id the back office links to.
  customerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
  customerEmail: customer?.email ?? '',
  purpose: row.purpose,
  label: row.label,
  status: row.status,
  amountCents: row.amountCents,
  refundedCents: row.refundedCents,
  refundableCents: refundableCentsOfRow(row),
  paymentIntentId: row.paymentIntentId,
  method: row.method,
  // Rows projected before references were kept name Stripe's payment intent.
  reference: row.reference ?? row.paymentIntentId,
  startedAt: row.startedAt,
  paidAt: row.paidAt,
  lastRefundedAt: row.lastRefundedAt,
  invoiceNumber,
  anomaly: row.anomaly,
});

/** Any text that is not an id answers as a missing payment (404), and nothing is read for it. */
export const paymentParamsSchema = z.strictObject({ paymentId: z.string().regex(/^[\w-]{1,64}$/, 'Identifiant de paiement invalide') });
export type PaymentParams = z.infer<typeof paymentParamsSchema>;
