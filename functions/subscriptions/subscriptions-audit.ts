import type { StoredEvent } from '../../events/catalog';
import { createSubscriptionAudit, isAuditedSubscriptionEvent, type AuditedSubscriptionEvent } from '../../domain/subscription/audit';
import type { Audit } from '../platform/audit';

/** The auditors' checks on Premium subscriptions: each period paid by its invoice's payment, a period refunded in full ended then. */
export const subscriptionsAudit: Audit<StoredEvent & AuditedSubscriptionEvent> = {
  name: 'subscriptions',
  title: 'Contrôles des abonnements Premium',
  observes: isAuditedSubscriptionEvent,
  start: () => {
    const audit = createSubscriptionAudit();
    return { observe: audit.observe, report: audit.report, summary: () => `${audit.subscriptionCount()} abonnement(s)` };
  },
};
