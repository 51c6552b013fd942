import type { StoredEvent } from '../../events/catalog';
import { createPurchaseAudit, isAuditedPurchaseEvent, type AuditedPurchaseEvent } from '../../domain/purchase/audit';
import type { Audit } from '../platform/audit';

/** The auditors' checks on buy-for-me money: each quote equals its items + the fee of the plan in force then, each payment its quote, paid its request or went back, and nothing is bought once its payment went back. */
export const purchasesAudit: Audit<StoredEvent & AuditedPurchaseEvent> = {
  name: 'purchases',
  title: "Contrôles des paiements d'achat pour moi",
  observes: isAuditedPurchaseEvent,
  start: () => {
    const audit = createPurchaseAudit();
    return { observe: audit.observe, report: audit.report, summary: () => `${audit.requestCount()} demande(s) d'achat` };
  },
};
