import { describe, expect, it } from 'vitest';
import type { ShipmentEvent } from '../../events/shipment-events';
import { shipmentsProjection, type ShipmentRow } from './shipments-projection';

const address = { recipientName: 'Léa Martin', line1: '3 rue des Flamboyants', line2: '', postalCode: '97200', city: 'Fort-de-France', destination: 'martinique' as const, phone: '' };
const quoteNumber = 'DEV-1-P1';
const events: ShipmentEvent[] = [
  { type: 'ShipmentRequested', data: { shipmentId: 's1', customerId: 'c1', parcelIds: ['p1'], address, service: 'standard' } },
  {
    type: 'QuoteIssued',
    data: {
      shipmentId: 's1',
      quoteNumber,
      lines: [{ kind: 'shipping', label: 'Expédition', amountCents: 2600 }],
      totalCents: 2600,
      totalExclVatCents: 2167,
      vatCents: 433,
      rateCardVersion: '2026-01',
      subscriber: false,
      plan: 'free',
      subscriptionVersion: 0,
      billableWeightKg: 2,
      storageFeesCents: 0,
      validUntil: '2026-12-20T10:00:00.000Z',
      pdfKey: 'quotes/s1/q.pdf',
    },
  },
  { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'card', reference: 'pay-1', amountCents: 2600 } },
];

/** The row after each event, as the projection writes it (events one minute apart). */
const rowAfter = (history: ShipmentEvent[]): ShipmentRow =>
  history.reduce<ShipmentRow | undefined>(
    (row, event, index) =>
      shipmentsProjection.evolve(row, { ...event, streamId: 'shipment-s1', occurredAt: new Date(Date.UTC(2026, 10, 20, 10, index)).toISOString() } as never) as ShipmentRow | undefined,
    undefined,
  ) as ShipmentRow;

describe('the shipments projection, when a quote’s payment is refunded in full', () => {
  it('puts a payable-again quote back in the expiry job’s index: it expires on its own date like any unpaid quote', () => {
    const paid = rowAfter(events);
    expect(paid).not.toHaveProperty('pendingQuote');
    const refunded = rowAfter([...events, { type: 'QuotePaymentRefunded', data: { shipmentId: 's1', quoteNumber, reference: 'pay-1', amountCents: 2600, refundedAt: '2026-11-21T10:00:00.000Z' } }]);
    expect(refunded).toMatchObject({ status: 'quoted', clearance: null, quote: { status: 'pending' }, pendingQuote: 'pending', quoteValidUntil: '2026-12-20T10:00:00.000Z' });
  });

  it('leaves a labelled box labelled once paid again, and records a refund after departure with its category', () => {
    const label: ShipmentEvent = { type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'Colissimo', trackingNumber: 'CB1FR', labelKey: 'labels/s1/l.pdf' } };
    const released: ShipmentEvent = { type: 'QuotePaymentRefunded', data: { shipmentId: 's1', quoteNumber, reference: 'pay-1', amountCents: 2600, refundedAt: '2026-11-21T10:00:00.000Z' } };
    const repaid: ShipmentEvent = { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'card', reference: 'pay-2', amountCents: 2600 } };
    expect(rowAfter([...events, label, released, repaid])).toMatchObject({ status: 'labelled', clearance: { kind: 'paid', method: 'card', reference: 'pay-2' }, quote: { status: 'paid' } });
    const shipped: ShipmentEvent[] = [...events, label, { type: 'ShipmentShipped', data: { shipmentId: 's1' } }];
    const recorded = rowAfter([
      ...shipped,
      { type: 'ShippedQuoteRefunded', data: { shipmentId: 's1', quoteNumber, reference: 'pay-1', amountCents: 2600, refundedAt: '2026-11-25T10:00:00.000Z', category: 'damaged', reason: 'Arrivé écrasé' } },
    ]);
    expect(recorded).toMatchObject({ status: 'shipped', clearance: { kind: 'paid' }, refund: { category: 'damaged', reason: 'Arrivé écrasé', amountCents: 2600, refundedAt: '2026-11-25T10:00:00.000Z' } });
  });
});
