import type { StoredEvent } from '../../events/catalog';
import { createInvoicingAudit, isAuditedInvoicingEvent, type AuditedInvoicingEvent } from '../../domain/invoice/audit';
import type { Audit } from '../platform/audit';

/** The auditors' checks on invoicing: numbers continuous per series and year, one document of the right amount per payment and per refund. */
export const invoicingAudit: Audit<StoredEvent & AuditedInvoicingEvent> = {
  name: 'invoicing',
  title: 'Contrôles des factures et avoirs',
  observes: isAuditedInvoicingEvent,
  start: () => {
    const audit = createInvoicingAudit();
    return { observe: audit.observe, report: audit.report, summary: () => `${audit.documentCount()} facture(s) et avoir(s)` };
  },
};
