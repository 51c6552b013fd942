import type { StoredEvent } from '../../events/catalog';
import { createReturnAudit, isAuditedReturnEvent, type AuditedReturnEvent } from '../../domain/return/audit';
import type { Audit } from '../platform/audit';

/** The auditors' checks on returns: priced as requested, paid before counting, refunded through their refusal, their days never billed. */
export const returnsAudit: Audit<StoredEvent & AuditedReturnEvent> = {
  name: 'returns',
  title: 'Contrôles des retours',
  observes: isAuditedReturnEvent,
  start: () => {
    const audit = createReturnAudit();
    return { observe: audit.observe, report: audit.report, summary: () => `${audit.returnCount()} retour(s)` };
  },
};
