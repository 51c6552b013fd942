import { describe, expect, it } from 'vitest';
import { parseEventPayload } from '../../events/catalog';
import type { QuoteIssued } from '../../events/shipment-events';
import { declaredParcelEvent } from '../parcel/parcel-test-events';
import { rateCard } from '../pricing/rate-card';
import { quoteAmounts } from './quote';
import { createShipmentAudit, type AuditedEvent } from './audit';

/**
 * One honest journey, then the same history tampered with, one way at a time. Customer-1 is on the free
 * plan (empty subscription stream); parcels p1 and p2 are received on Monday 16 November 2026 (3 free
 * days: the 20th is their first paid day), quoted on the 20th, paid and shipped.
 */
type Draft = Omit<AuditedEvent, 'streamId' | 'occurredAt'>;
const on = (instant: string) => ({
  shipment: (event: Draft): AuditedEvent => ({ ...event, streamId: 'shipment-s1', occurredAt: instant }) as AuditedEvent,
  parcel: (parcelId: string, event: Draft): AuditedEvent => ({ ...event, streamId: `parcel-${parcelId}`, occurredAt: instant }) as AuditedEvent,
  subscription: (event: Draft, version: number): AuditedEvent => ({ ...event, streamId: 'subscription-customer-1', occurredAt: instant, version }) as AuditedEvent,
});
const receivedAt = on('2026-11-16T09:00:00.000Z');
const quotedAt = on('2026-11-20T10:00:00.000Z');
const later = on('2026-11-23T10:00:00.000Z');

const received = (parcelId: string): AuditedEvent[] => [
  receivedAt.parcel(parcelId, { ...declaredParcelEvent, data: { ...declaredParcelEvent.data, parcelId } }),
  receivedAt.parcel(parcelId, { type: 'ParcelReceived', data: { parcelId, weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } }),
  receivedAt.parcel(parcelId, { type: 'ParcelStorageStarted', data: { parcelId, receivedDay: '2026-11-16', plan: 'free', freeDays: 3, subscriptionVersion: 0 } }),
  receivedAt.parcel(parcelId, { type: 'ParcelPutAway', data: { parcelId, location: 'A-01-01', previousLocation: null } }),
];
const accrued = (parcelId: string, from: string, to: string, days: number, at = quotedAt): AuditedEvent =>
  at.parcel(parcelId, { type: 'StorageFeeAccrued', data: { parcelId, from, to, days, amountCents: days * 100 } });

const processed = { shipmentId: 's1', weightGrams: 3000, lengthCm: 0, widthCm: 0, heightCm: 0, destination: 'guadeloupe' as const, service: 'standard' as const, extraFees: [], notes: '' };
const quoteOf = (quoteNumber: string, storageFeesCents: number, subscriber = false): QuoteIssued['data'] => ({
  shipmentId: 's1',
  quoteNumber,
  ...quoteAmounts({ ...processed, subscriber, storageFeesCents, rateCardVersion: rateCard.version }),
  subscriber,
  plan: subscriber ? 'premium_monthly' : 'free',
  subscriptionVersion: 0,
  storageFeesCents,
  validUntil: '2026-12-20T10:00:00.000Z',
  pdfKey: `quotes/s1/${quoteNumber}.pdf`,
});
const quote = quoteOf('DEV-1-P1P1', 200);

const quoted = (quoteData: QuoteIssued['data'] = quote, at = quotedAt): AuditedEvent[] => [
  ...received('p1'),
  ...received('p2'),
  at.shipment({ type: 'ShipmentRequested', data: { shipmentId: 's1', customerId: 'customer-1', parcelIds: ['p1', 'p2'], service: 'standard', address: { recipientName: 'A', line1: 'B', line2: '', postalCode: '97110', city: 'C', destination: 'guadeloupe', phone: '' } } }),
  at.parcel('p1', { type: 'ParcelShipmentRequested', data: { parcelId: 'p1', shipmentId: 's1' } }),
  at.parcel('p2', { type: 'ParcelShipmentRequested', data: { parcelId: 'p2', shipmentId: 's1' } }),
  // the processing accrues through its day first, at the instant of the quote
  accrued('p1', '2026-11-20', '2026-11-20', 1, at),
  accrued('p2', '2026-11-20', '2026-11-20', 1, at),
  at.shipment({ type: 'ShipmentProcessed', data: processed }),
  at.shipment({ type: 'QuoteIssued', data: quoteData }),
  at.parcel('p1', { type: 'ParcelReadyToShip', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: quoteData.quoteNumber } }),
  at.parcel('p2', { type: 'ParcelReadyToShip', data: { parcelId: 'p2', shipmentId: 's1', quoteNumber: quoteData.quoteNumber } }),
];
const paidAndShipped = (quoteData: QuoteIssued['data'] = quote): AuditedEvent[] => [
  later.shipment({ type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber: quoteData.quoteNumber, method: 'bank_transfer', reference: 'VIR', amountCents: quoteData.totalCents } }),
  later.shipment({ type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X', labelKey: 'k' } }),
  later.shipment({ type: 'ShipmentShipped', data: { shipmentId: 's1' } }),
  later.parcel('p1', { type: 'ParcelShipped', data: { parcelId: 'p1', shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X' } }),
  later.parcel('p2', { type: 'ParcelShipped', data: { parcelId: 'p2', shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X' } }),
];

const auditOf = (events: AuditedEvent[]) => {
  const audit = createShipmentAudit();
  events.forEach(audit.observe);
  return audit.report();
};
const rulesOf = (events: AuditedEvent[]) => auditOf(events).map((breach) => breach.rule);

describe('the auditors’ checks on money: an honest history', () => {
  it('find nothing to report: amounts recomputed, plan and rate card in force, fees owed and billed, paid before leaving', () => {
    expect(auditOf([...quoted(), ...paidAndShipped()])).toEqual([]);
  });

  it('accept a box let go by a reasoned waiver', () => {
    expect(auditOf([...quoted(), later.shipment({ type: 'ShipmentPaymentWaived', data: { shipmentId: 's1', reason: 'Geste commercial' } }), later.shipment({ type: 'ShipmentShipped', data: { shipmentId: 's1' } })])).toEqual([]);
  });

  it('compare quote lines by kind and cents: a label reworded since changes nothing', () => {
    const reworded = { ...quote, lines: quote.lines.map((line) => ({ ...line, label: `${line.label} (libellé revu)` })) };
    expect(auditOf([...quoted(reworded), ...paidAndShipped(reworded)])).toEqual([]);
  });

  it('accept the subscriber discount of a customer whose paid period covers the quote', () => {
    const subscribed = on('2026-11-01T08:00:00.000Z').subscription(
      { type: 'SubscriptionPeriodStarted', data: { customerId: 'customer-1', plan: 'premium_monthly', periodStart: '2026-11-01T08:00:00.000Z', periodEnd: '2026-12-01T08:00:00.000Z', stripeSubscriptionId: null, paymentId: null } },
      1,
    );
    const premium = quoteOf('DEV-1-P1P1', 200, true);
    // premium at reception too: 60 free days, so no fee is owed on the 20th
    const events = [subscribed, ...quoted({ ...premium, subscriptionVersion: 1, storageFeesCents: 0, ...quoteAmounts({ ...processed, subscriber: true, storageFeesCents: 0, rateCardVersion: rateCard.version }) })]
      .filter((event) => event.type !== 'StorageFeeAccrued')
      .map((event) => (event.type === 'ParcelStorageStarted' ? ({ ...event, data: { ...event.data, plan: 'premium_monthly', freeDays: 60, subscriptionVersion: 1 } } as AuditedEvent) : event));
    expect(auditOf(events)).toEqual([]);
  });

  it('read events recorded before plans and accrual runs were recorded: a quote without its plan, fees day by day', () => {
    const { plan: _plan, subscriptionVersion: _version, ...v1 } = quote;
    const oldQuote = parseEventPayload('QuoteIssued', 1, v1) as { type: 'QuoteIssued'; data: QuoteIssued['data'] };
    expect(oldQuote.data).toMatchObject({ plan: null, subscriptionVersion: null });
    const oldFee = (parcelId: string) => quotedAt.parcel(parcelId, parseEventPayload('StorageFeeAccrued', 1, { parcelId, day: '2026-11-20', amountCents: 100 }) as Draft);
    const events = quoted(oldQuote.data).map((event) => (event.type === 'StorageFeeAccrued' ? oldFee(event.data.parcelId) : event));
    expect(auditOf([...events, ...paidAndShipped(oldQuote.data)])).toEqual([]);
  });

  it('compare each quote with the fees accrued up to its own event: a reissued quote bills the days caught up after the expiry', () => {
    const expiredAt = on('2026-12-20T10:00:00.000Z');
    const reissuedAt = on('2026-12-22T10:00:00.000Z');
    const reissued = { ...quoteOf('DEV-2-P1P1', 200 + 2 * 3200), validUntil: '2027-01-21T10:00:00.000Z' };
    const events = [
      ...quoted(),
      expiredAt.shipment({ type: 'QuoteExpired', data: { shipmentId: 's1', quoteNumber: quote.quoteNumber } }),
      expiredAt.parcel('p1', { type: 'ParcelQuoteExpired', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: quote.quoteNumber } }),
      expiredAt.parcel('p2', { type: 'ParcelQuoteExpired', data: { parcelId: 'p2', shipmentId: 's1', quoteNumber: quote.quoteNumber } }),
      // the 21st of November to the 22nd of December: 32 days each, caught up by the reissue's accrual
      accrued('p1', '2026-11-21', '2026-12-22', 32, reissuedAt),
      accrued('p2', '2026-11-21', '2026-12-22', 32, reissuedAt),
      reissuedAt.shipment({ type: 'QuoteIssued', data: reissued }),
    ];
    expect(auditOf(events)).toEqual([]);
  });
});

describe('the auditors’ checks on money: each tampering found', () => {
  it('report a quote whose total is not the rate card’s, storage fees billed that were never accrued, and a box gone unpaid', () => {
    const breaches = auditOf([...quoted({ ...quote, totalCents: quote.totalCents + 100, storageFeesCents: 300 }), later.shipment({ type: 'ShipmentShipped', data: { shipmentId: 's1' } })]);
    expect(breaches.map((breach) => breach.rule)).toEqual(['quote-amounts', 'shipped-unpaid', 'quote-storage-fees']);
    expect(breaches[2]?.message).toBe('Devis DEV-1-P1P1 : frais de stockage facturés 3,00\u00a0€, accumulés 2,00\u00a0€ sur ses colis');
  });

  it('report the wrong plan: a free-plan customer given the subscriber discount', () => {
    const discounted = quoteOf('DEV-1-P1P1', 200, true);
    const breaches = auditOf([...quoted(discounted), ...paidAndShipped(discounted)]);
    expect(breaches.map((breach) => breach.rule)).toEqual(['quote-plan']);
    expect(breaches[0]?.message).toBe('Devis DEV-1-P1P1 : offre « Premium mensuel », tarif abonné appliqué alors que l’offre en vigueur était « Découverte »');
    // also when the quote says "free" but carries the discount, or is an old quote without its plan
    expect(rulesOf([...quoted({ ...discounted, plan: 'free' })])).toEqual(['quote-plan']);
    expect(rulesOf([...quoted({ ...discounted, plan: null, subscriptionVersion: null })])).toEqual(['quote-plan']);
  });

  it('report a subscription that ended before the quote, and a version that did not state the plan recorded', () => {
    const period = on('2026-10-01T08:00:00.000Z').subscription(
      { type: 'SubscriptionPeriodStarted', data: { customerId: 'customer-1', plan: 'premium_monthly', periodStart: '2026-10-01T08:00:00.000Z', periodEnd: '2026-11-01T08:00:00.000Z', stripeSubscriptionId: null, paymentId: null } },
      1,
    );
    expect(rulesOf([period, ...quoted({ ...quoteOf('DEV-1-P1P1', 200, true), subscriptionVersion: 1 })])).toEqual(['quote-plan']);
    const current = on('2026-11-01T08:00:00.000Z').subscription(
      { type: 'SubscriptionPeriodStarted', data: { customerId: 'customer-1', plan: 'premium_monthly', periodStart: '2026-11-01T08:00:00.000Z', periodEnd: '2026-12-01T08:00:00.000Z', stripeSubscriptionId: null, paymentId: null } },
      1,
    );
    // in force, but the quote says it read the empty stream (version 0)
    expect(rulesOf([current, ...quoted({ ...quoteOf('DEV-1-P1P1', 200, true), subscriptionVersion: 0 })])).toContain('quote-plan');
  });

  it('report a quote priced with a rate card not in force on its issue day', () => {
    const early = on('2026-10-31T12:00:00.000Z');
    const breaches = auditOf(quoted(quote, early));
    expect(breaches.filter((breach) => breach.rule === 'quote-rate-card').map((breach) => breach.message)).toEqual([
      'Devis DEV-1-P1P1 : grille 2026-11-01 appliquée le 2026-10-31, grille en vigueur ce jour-là : aucune',
    ]);
  });

  it('report a parcel whose status was corrected to shipped or delivered without a paid quote', () => {
    const corrected = later.parcel('p1', { type: 'ParcelStatusCorrected', data: { parcelId: 'p1', from: 'ready_to_ship', to: 'shipped', reason: 'Parti' } });
    const breaches = auditOf([...quoted(), corrected]);
    expect(breaches.map((breach) => [breach.rule, breach.streamId, breach.message])).toEqual([
      ['parcel-left-unpaid', 'parcel-p1', 'Colis corrigé en « shipped » sans devis payé ni dispense motivée (expédition s1)'],
    ]);
    const strayDelivered = later.parcel('p9', { type: 'ParcelStatusCorrected', data: { parcelId: 'p9', from: 'stored', to: 'delivered', reason: 'Livré' } });
    expect(rulesOf([...received('p9'), strayDelivered])).toEqual(['parcel-left-unpaid']);
  });

  it('report storage fees not owed: during a pending quote, before the first paid day, twice, in the future', () => {
    const duringQuote = accrued('p1', '2026-11-21', '2026-11-23', 3, later);
    expect(rulesOf([...quoted(), duringQuote, ...paidAndShipped()])).toEqual(['storage-fee-not-owed']);
    const tooEarly = quoted().map((event) => (event.type === 'StorageFeeAccrued' && event.data.parcelId === 'p2' ? accrued('p2', '2026-11-19', '2026-11-20', 2) : event));
    expect(rulesOf(tooEarly)).toEqual(['quote-storage-fees', 'storage-fee-not-owed']);
    const twice = [...received('p3'), accrued('p3', '2026-11-20', '2026-11-20', 1), accrued('p3', '2026-11-20', '2026-11-21', 2, on('2026-11-21T10:00:00.000Z'))];
    expect(auditOf(twice).map((breach) => breach.message)).toEqual(['Frais de stockage du 2026-11-20 au 2026-11-21 (2,00\u00a0€) non dus : jours déjà comptés jusqu’au 2026-11-20']);
    const future = [...received('p3'), accrued('p3', '2026-11-20', '2099-01-01', 26_706)];
    expect(auditOf(future).map((breach) => breach.message)).toEqual(['Frais de stockage du 2026-11-20 au 2099-01-01 (26\u202f706,00\u00a0€) non dus : jours futurs (compté le 2026-11-20)']);
  });

  it('report storage terms that are not the plan in force at the reception', () => {
    const generous = received('p3').map((event) =>
      event.type === 'ParcelStorageStarted' ? ({ ...event, data: { ...event.data, plan: 'premium_yearly', freeDays: 90 } } as AuditedEvent) : event,
    );
    expect(rulesOf(generous)).toEqual(['storage-terms']);
  });
});

describe('the auditors’ checks on a subscriber discount after its period was refunded in full', () => {
  const subscribed = on('2026-11-01T08:00:00.000Z').subscription(
    { type: 'SubscriptionPeriodStarted', data: { customerId: 'customer-1', plan: 'premium_monthly', periodStart: '2026-11-01T08:00:00.000Z', periodEnd: '2026-12-01T08:00:00.000Z', stripeSubscriptionId: 'sub_1', paymentId: 'pay-1' } },
    1,
  );
  const refundedAt = (refunded: string, recorded: string) =>
    on(recorded).subscription(
      { type: 'SubscriptionPeriodRefunded', data: { customerId: 'customer-1', paymentId: 'pay-1', stripeSubscriptionId: 'sub_1', refundedAt: refunded, subscriptionEnded: true } },
      2,
    );
  const premium = { ...quoteOf('DEV-1-P1P1', 0, true), subscriptionVersion: 1 };
  /** received while Premium: 60 free days, no fee owed on the 20th */
  const quotedPremium = (quoteData: QuoteIssued['data']) =>
    quoted(quoteData)
      .filter((event) => event.type !== 'StorageFeeAccrued')
      .map((event) => (event.type === 'ParcelStorageStarted' ? ({ ...event, data: { ...event.data, plan: 'premium_monthly', freeDays: 60, subscriptionVersion: 1 } } as AuditedEvent) : event));

  it('accept the discount of a quote issued before the refund', () => {
    expect(auditOf([subscribed, ...quotedPremium(premium), refundedAt('2026-11-21T10:00:00.000Z', '2026-11-21T10:00:01.000Z')])).toEqual([]);
  });

  it('report the discount of a quote issued after the refund, even when the end was recorded after the quote', () => {
    expect(rulesOf([subscribed, refundedAt('2026-11-19T10:00:00.000Z', '2026-11-19T10:00:01.000Z'), ...quotedPremium(premium)])).toEqual(['quote-plan', 'discount-after-refund']);
    const breaches = auditOf([subscribed, ...quotedPremium(premium), refundedAt('2026-11-20T09:00:00.000Z', '2026-11-20T11:00:00.000Z')]);
    expect(breaches.map((breach) => breach.rule)).toEqual(['discount-after-refund']);
    expect(breaches[0]?.message).toBe('Devis DEV-1-P1P1 : tarif abonné appliqué après le remboursement intégral de la période (paiement pay-1)');
  });
});

describe('the auditors’ checks on money: a refunded clearance is no clearance', () => {
  const paymentAt = (instant: string) => (event: Draft): AuditedEvent => ({ ...event, streamId: 'payment-pay-1', occurredAt: instant }) as AuditedEvent;
  const paidAt = paymentAt('2026-11-21T10:00:00.000Z');
  const refundedAt = paymentAt('2026-11-22T10:00:00.000Z');
  const repaidAt = on('2026-11-22T12:00:00.000Z');
  const cardPayment = (reference = 'pay-1'): AuditedEvent[] => [
    paidAt({ type: 'PaymentStarted', data: { paymentId: reference, customerId: 'customer-1', purpose: { kind: 'quote', shipmentId: 's1', quoteNumber: quote.quoteNumber }, amountCents: quote.totalCents, description: 'Devis', method: 'card' } }),
    paidAt({ type: 'PaymentSucceeded', data: { paymentId: reference, amountCents: quote.totalCents, paymentIntentId: 'pi_1', paidAt: '2026-11-21T10:00:00.000Z' } }),
    on('2026-11-21T10:00:01.000Z').shipment({ type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber: quote.quoteNumber, method: 'card', reference, amountCents: quote.totalCents } }),
  ];
  const refunded = (amountCents = quote.totalCents): AuditedEvent =>
    refundedAt({ type: 'PaymentRefunded', data: { paymentId: 'pay-1', refundId: 're_1', refundKey: 'staff-1', amountCents, refundedAt: '2026-11-22T10:00:00.000Z' } });
  const takenBack = on('2026-11-22T10:00:01.000Z').shipment({
    type: 'QuotePaymentRefunded',
    data: { shipmentId: 's1', quoteNumber: quote.quoteNumber, reference: 'pay-1', amountCents: quote.totalCents, refundedAt: '2026-11-22T10:00:00.000Z' },
  });
  const leaves: AuditedEvent[] = [
    later.shipment({ type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X', labelKey: 'k' } }),
    later.shipment({ type: 'ShipmentShipped', data: { shipmentId: 's1' } }),
    later.parcel('p1', { type: 'ParcelShipped', data: { parcelId: 'p1', shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X' } }),
    later.parcel('p2', { type: 'ParcelShipped', data: { parcelId: 'p2', shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X' } }),
  ];

  it('report a box labelled and gone after the card payment of its quote was refunded in full, its clearance left in place', () => {
    expect(rulesOf([...quoted(), ...cardPayment(), refunded(), ...leaves])).toEqual(['left-after-refund', 'left-after-refund']);
  });

  it('report a box gone after its clearance was taken back, with no new payment nor waiver', () => {
    expect(rulesOf([...quoted(), ...cardPayment(), refunded(), takenBack, ...leaves])).toEqual(['left-after-refund', 'left-after-refund']);
  });

  it('accept a box paid again or waived with a reason after the refund, a partial refund, and a refund after the box left', () => {
    const repaid = repaidAt.shipment({ type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber: quote.quoteNumber, method: 'bank_transfer', reference: 'VIR', amountCents: quote.totalCents } });
    expect(auditOf([...quoted(), ...cardPayment(), refunded(), takenBack, repaid, ...leaves])).toEqual([]);
    const waived = repaidAt.shipment({ type: 'ShipmentPaymentWaived', data: { shipmentId: 's1', reason: 'Geste commercial accordé par la direction' } });
    expect(auditOf([...quoted(), ...cardPayment(), refunded(), takenBack, waived, ...leaves])).toEqual([]);
    expect(auditOf([...quoted(), ...cardPayment(), refunded(500), ...leaves])).toEqual([]);
    const refundedLater = paymentAt('2026-11-24T10:00:00.000Z')({
      type: 'PaymentRefunded',
      data: { paymentId: 'pay-1', refundId: 're_1', refundKey: 'staff-1', amountCents: quote.totalCents, refundedAt: '2026-11-24T10:00:00.000Z' },
    });
    expect(auditOf([...quoted(), ...cardPayment(), ...leaves, refundedLater])).toEqual([]);
  });
});
