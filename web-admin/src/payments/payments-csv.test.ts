import { describe, expect, it } from 'vitest';
import type { AdminPaymentView } from '../../../domain/payment/payment-views';
import { paymentsCsv } from './payments-csv';

const payment: AdminPaymentView = {
  id: 'pay-1',
  paymentId: 'pay-1',
  customerId: 'c-1',
  customerName: '=HYPERLINK("https://evil.example","clic")',
  customerEmail: 'marie.dupont@example.com',
  purpose: 'subscription',
  label: '+Abonnement Premium mensuel',
  status: 'partially_refunded',
  amountCents: 1_205,
  refundedCents: 5,
  refundableCents: 1_200,
  paymentIntentId: 'pi_1',
  method: 'card',
  reference: 'pi_1',
  startedAt: '2026-11-20T09:58:00.000Z',
  paidAt: '2026-11-20T10:00:05.000Z',
  lastRefundedAt: null,
  invoiceNumber: 'FAC-2026-000012',
  anomaly: null,
};

describe('the payments CSV export', () => {
  it('writes French headers, exact euros with a decimal comma, French labels, and neutralises what a spreadsheet would run', () => {
    const [header, row] = paymentsCsv([payment]).replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Date;Client;E-mail;Type;Objet;Montant (€);Remboursé (€);Statut;Mode de paiement;Référence;Facture;Paiement');
    expect(row).toBe(
      `2026-11-20T10:00:05.000Z;"'=HYPERLINK(""https://evil.example"",""clic"")";marie.dupont@example.com;Abonnement Premium;'+Abonnement Premium mensuel;12,05;0,05;Remboursé en partie;Carte;pi_1;FAC-2026-000012;pay-1`,
    );
  });

  it('names a bank transfer and the bank’s reference', () => {
    const transfer: AdminPaymentView = { ...payment, customerName: 'Marie Dupont', label: 'Devis DEV-1', status: 'succeeded', amountCents: 2_405, refundedCents: 0, paymentIntentId: null, method: 'bank_transfer', reference: 'VIR-2026-0042' };
    const [, row] = paymentsCsv([transfer]).replace('\uFEFF', '').split('\r\n');
    expect(row).toBe('2026-11-20T10:00:05.000Z;Marie Dupont;marie.dupont@example.com;Abonnement Premium;Devis DEV-1;24,05;0,00;Payé;Virement;VIR-2026-0042;FAC-2026-000012;pay-1');
  });
});
