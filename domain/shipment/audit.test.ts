import { describe, expect, it } from 'vitest';
import { rateCard } from '../pricing/rate-card';
import { quoteAmounts } from './quote';
import { createShipmentAudit, type AuditedEvent } from './audit';

const at = '2026-11-25T10:00:00.000Z';
const shipment = (event: Omit<AuditedEvent, 'streamId' | 'occurredAt'>): AuditedEvent => ({ ...event, streamId: 'shipment-s1', occurredAt: at }) as AuditedEvent;
const parcel = (event: Omit<AuditedEvent, 'streamId' | 'occurredAt'>, parcelId: string): AuditedEvent => ({ ...event, streamId: `parcel-${parcelId}`, occurredAt: at }) as AuditedEvent;

const processed = { shipmentId: 's1', weightGrams: 3000, lengthCm: 0, widthCm: 0, heightCm: 0, destination: 'guadeloupe' as const, service: 'standard' as const, extraFees: [], notes: '' };
const amounts = quoteAmounts({ ...processed, subscriber: false, storageFeesCents: 200, rateCardVersion: rateCard.version });
const quote = {
  shipmentId: 's1',
  quoteNumber: 'DEV-1-P1P1',
  ...amounts,
  subscriber: false,
  storageFeesCents: 200,
  validUntil: '2026-12-25T10:00:00.000Z',
  pdfKey: 'quotes/s1/DEV-1-P1P1.pdf',
};
const journey = (quoteData = quote): AuditedEvent[] => [
  parcel({ type: 'StorageFeeAccrued', data: { parcelId: 'p1', day: '2026-11-20', amountCents: 100 } }, 'p1'),
  parcel({ type: 'StorageFeeAccrued', data: { parcelId: 'p2', day: '2026-11-20', amountCents: 100 } }, 'p2'),
  shipment({ type: 'ShipmentRequested', data: { shipmentId: 's1', customerId: 'c1', parcelIds: ['p1', 'p2'], service: 'standard', address: { recipientName: 'A', line1: 'B', line2: '', postalCode: '97110', city: 'C', destination: 'guadeloupe', phone: '' } } }),
  shipment({ type: 'ShipmentProcessed', data: processed }),
  shipment({ type: 'QuoteIssued', data: quoteData }),
];
const auditOf = (events: AuditedEvent[]) => {
  const audit = createShipmentAudit();
  events.forEach(audit.observe);
  return audit.report();
};

describe('the auditors’ checks on shipments', () => {
  it('find nothing to report in an honest journey: amounts recomputed, fees accrued, paid before leaving', () => {
    expect(
      auditOf([
        ...journey(),
        shipment({ type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber: 'DEV-1-P1P1', method: 'bank_transfer', reference: 'VIR', amountCents: quote.totalCents } }),
        shipment({ type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X', labelKey: 'k' } }),
        shipment({ type: 'ShipmentShipped', data: { shipmentId: 's1' } }),
      ]),
    ).toEqual([]);
  });

  it('report a quote whose total is not the rate card’s, storage fees billed that were never accrued, and a box gone unpaid', () => {
    const breaches = auditOf([...journey({ ...quote, totalCents: quote.totalCents + 100, storageFeesCents: 300 }), shipment({ type: 'ShipmentShipped', data: { shipmentId: 's1' } })]);
    expect(breaches.map((breach) => breach.rule)).toEqual(['quote-amounts', 'shipped-unpaid', 'quote-storage-fees']);
    expect(breaches[2]?.message).toBe('Frais de stockage facturés 3,00\u00a0€, accumulés 2,00\u00a0€ sur ses colis');
  });

  it('accept a box let go by a reasoned waiver', () => {
    expect(auditOf([...journey(), shipment({ type: 'ShipmentPaymentWaived', data: { shipmentId: 's1', reason: 'Geste commercial' } }), shipment({ type: 'ShipmentShipped', data: { shipmentId: 's1' } })])).toEqual([]);
  });
});
