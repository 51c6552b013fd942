import type { StoredEvent } from '../../events/catalog';
import { createShipmentAudit, isAuditedEvent } from '../../domain/shipment/audit';
import type { Audit } from '../platform/audit';

/** the events the shipment audit observes, as its own guard states them */
type Observed = StoredEvent & Parameters<ReturnType<typeof createShipmentAudit>['observe']>[0];

/** The auditors' checks on shipments: quotes recomputed, storage fees billed as accrued, nothing shipped unpaid. */
export const shipmentsAudit: Audit<Observed> = {
  name: 'shipments',
  title: 'Contrôles des expéditions',
  observes: isAuditedEvent,
  start: () => {
    const audit = createShipmentAudit();
    return { observe: audit.observe, report: audit.report, summary: () => `${audit.shipmentCount()} expédition(s)` };
  },
};
