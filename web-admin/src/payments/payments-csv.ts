import { paymentMethodLabels, paymentPurposeLabels, paymentStatusLabels, type AdminPaymentView } from '../../../domain/payment/payment-views';
import { csvDocument, type CsvColumn } from '../lib/csv';

// Written from the integer cents, never through a float.
const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** The columns of the CSV export, in French, in the list's order (amounts in euros with a decimal comma, for a French spreadsheet). */
const columns: readonly CsvColumn<AdminPaymentView>[] = [
  { header: 'Date', value: (payment) => payment.paidAt ?? payment.startedAt },
  { header: 'Client', value: (payment) => payment.customerName || payment.customerId },
  { header: 'E-mail', value: (payment) => payment.customerEmail },
  { header: 'Type', value: (payment) => paymentPurposeLabels[payment.purpose] },
  { header: 'Objet', value: (payment) => payment.label },
  { header: 'Montant (€)', value: (payment) => euros(payment.amountCents) },
  { header: 'Remboursé (€)', value: (payment) => euros(payment.refundedCents) },
  { header: 'Statut', value: (payment) => paymentStatusLabels[payment.status] },
  { header: 'Mode de paiement', value: (payment) => paymentMethodLabels[payment.method] },
  { header: 'Référence', value: (payment) => payment.reference ?? '' },
  { header: 'Facture', value: (payment) => payment.invoiceNumber ?? '' },
  { header: 'Paiement', value: (payment) => payment.paymentId },
];

export const paymentsCsv = (payments: readonly AdminPaymentView[]): string => csvDocument(columns, payments);
