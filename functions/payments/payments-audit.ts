import type { StoredEvent } from '../../events/catalog';
import { createPaymentAudit, isAuditedPaymentEvent, type AuditedPaymentEvent } from '../../domain/payment/audit';
import type { Audit } from '../platform/audit';

/** The auditors' checks on card payments: each charged what was priced, paid what it was for, or went back. */
export const paymentsAudit: Audit<StoredEvent & AuditedPaymentEvent> = {
  name: 'payments',
  title: 'Contrôles des paiements par carte',
  observes: isAuditedPaymentEvent,
  start: () => {
    const audit = createPaymentAudit();
    return { observe: audit.observe, report: audit.report, summary: () => `${audit.paymentCount()} paiement(s)` };
  },
};
