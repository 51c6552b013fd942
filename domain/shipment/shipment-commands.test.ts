import { describe, expect, it } from 'vitest';
import type { QuoteIssued, ShipmentEvent, ShipmentProcessed, ShipmentRequested } from '../../events/shipment-events';
import { shipmentServiceSchema } from '../../events/shipment-events';
import { rateCard, shippingServices } from '../pricing/rate-card';
import { deciderSpec } from '../shared/decider-spec';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import {
  labelNeedsClearanceMessage,
  shipmentDecider,
  type CreateLabel,
  type ExpireQuote,
  type ParcelForShipment,
  type ProcessShipment,
  type RecordCardPayment,
  type RecordPayment,
  type RefundQuotePayment,
  type ReplaceLabel,
  type RequestShipment,
} from './shipment-commands';
import { processShipmentInputSchema, requestShipmentInputSchema } from './shipment-input';

const spec = deciderSpec(shipmentDecider);
const now = new Date('2026-11-25T10:00:00Z');
const customer = { now, actor: { kind: 'customer' as const, id: 'customer-1' } };
const staff = { now, actor: { kind: 'admin' as const, id: 'staff-1' } };

const address = { recipientName: 'Léa Martin', line1: '3 rue des Flamboyants', line2: '', postalCode: '97200', city: 'Fort-de-France', destination: 'martinique' as const, phone: '' };
const stored = (parcelId: string, changes: Partial<ParcelForShipment> = {}): ParcelForShipment => ({
  parcelId,
  trackingNumber: `TRK-${parcelId}`,
  customerId: 'customer-1',
  status: 'stored',
  shipmentId: null,
  ...changes,
});
const requestOf = (parcels: ParcelForShipment[], parcelIds = parcels.map((parcel) => parcel.parcelId)): RequestShipment => ({
  type: 'RequestShipment',
  data: { shipmentId: 's1', customerId: 'customer-1', parcels, request: requestShipmentInputSchema.parse({ parcelIds, address, service: 'standard' }) },
  metadata: customer,
});
const requested: ShipmentRequested = { type: 'ShipmentRequested', data: { shipmentId: 's1', customerId: 'customer-1', parcelIds: ['p1', 'p2', 'p3'], address, service: 'standard' } };

const process: ProcessShipment = {
  type: 'ProcessShipment',
  data: {
    shipmentId: 's1',
    processing: processShipmentInputSchema.parse({ weightKg: 4.2, lengthCm: 40, widthCm: 30, heightCm: 20, destination: 'martinique', service: 'standard', extraFees: [{ label: 'Reconditionnement', amountEuros: 5 }] }),
    pricing: { plan: { plan: 'free', version: 0 }, storageFeesCents: 300 },
  },
  metadata: staff,
};
const quoteNumber = `DEV-${now.getTime()}-p1`;
const processed: ShipmentProcessed = {
  type: 'ShipmentProcessed',
  data: { shipmentId: 's1', weightGrams: 4200, lengthCm: 40, widthCm: 30, heightCm: 20, destination: 'martinique', service: 'standard', extraFees: [{ label: 'Reconditionnement', amountCents: 500 }], notes: '' },
};
const issued: QuoteIssued = {
  type: 'QuoteIssued',
  data: {
    shipmentId: 's1',
    quoteNumber,
    lines: [
      { kind: 'shipping', label: 'Expédition Standard vers Martinique (4,8 kg facturés)', amountCents: 1800 },
      { kind: 'storage', label: 'Frais de stockage', amountCents: 300 },
      { kind: 'extra', label: 'Reconditionnement', amountCents: 500 },
    ],
    totalCents: 2600,
    totalExclVatCents: 2167,
    vatCents: 433,
    rateCardVersion: rateCard.version,
    subscriber: false,
    plan: 'free',
    subscriptionVersion: 0,
    billableWeightKg: 4.8,
    storageFeesCents: 300,
    validUntil: '2026-12-25T10:00:00.000Z',
    pdfKey: `quotes/s1/${quoteNumber}.pdf`,
  },
};
const pay = (amountEuros: number, reference = 'VIR-2026-001'): RecordPayment => ({
  type: 'RecordPayment',
  data: { shipmentId: 's1', payment: { method: 'bank_transfer', reference, amountEuros } },
  metadata: staff,
});
const label: CreateLabel = { type: 'CreateLabel', data: { shipmentId: 's1', labelId: 'L1', label: { carrier: 'Colissimo', trackingNumber: 'CB123456789FR' } }, metadata: staff };
const expireAt = (instant: string): ExpireQuote => ({ type: 'ExpireQuote', data: { shipmentId: 's1', asOf: new Date(instant) }, metadata: { now, actor: { kind: 'system', id: 'expire-quotes' } } });
const history: ShipmentEvent[] = [requested, processed, issued];

describe('asking for stored parcels to leave', () => {
  it('records a consolidated request of three stored parcels', () => {
    spec.given([]).when(requestOf([stored('p1'), stored('p2'), stored('p3')])).then([requested]);
  });

  it('refuses a parcel not in stock, one already in another request, and someone else’s as unknown', () => {
    spec.given([]).when(requestOf([stored('p1', { status: 'received' })])).thenThrows(IllegalStateError, 'Le colis TRK-p1 n’est pas en stock : seuls les colis stockés peuvent être expédiés.');
    spec.given([]).when(requestOf([stored('p1', { shipmentId: 's0' })])).thenThrows(IllegalStateError, 'Le colis TRK-p1 fait déjà partie d’une demande d’expédition.');
    spec.given([]).when(requestOf([stored('p1', { customerId: 'customer-2' })])).thenThrows(NotFoundError, 'Colis introuvable');
    spec.given([]).when(requestOf([], ['p9'])).thenThrows(NotFoundError, 'Colis introuvable');
  });

  it('lets the customer cancel until staff process it, and not after', () => {
    const cancel = { type: 'CancelShipmentRequest' as const, data: { shipmentId: 's1', reason: 'Je préfère attendre' }, metadata: customer };
    spec.given([requested]).when(cancel).then([{ type: 'ShipmentRequestCancelled', data: { shipmentId: 's1', reason: 'Je préfère attendre' } }]);
    spec.given(history).when(cancel).thenThrows(IllegalStateError, 'Cette demande ne peut plus être annulée : elle a déjà été traitée.');
    spec.given([requested]).when({ ...cancel, metadata: { now, actor: { kind: 'customer', id: 'customer-2' } } }).thenThrows(NotFoundError, 'Demande d’expédition introuvable');
  });
});

describe('processing and the quote', () => {
  it('records the final box and issues the quote priced by the rate card, storage and extra fees', () => {
    spec.given([requested]).when(process).then([processed, issued]);
  });

  it('records the plan in force and the subscription version that stated it, and gives its discount to a subscriber only', () => {
    const subscriber = { ...process, data: { ...process.data, pricing: { plan: { plan: 'premium_monthly' as const, version: 3 }, storageFeesCents: 300 } } };
    const [, quote] = shipmentDecider.decide(subscriber, [requested].reduce(shipmentDecider.evolve, shipmentDecider.initialState()));
    expect(quote).toMatchObject({ type: 'QuoteIssued', data: { plan: 'premium_monthly', subscriptionVersion: 3, subscriber: true, totalCents: 2240 } });
  });

  it('prices with the rate card in force on its issue day in Paris, and refuses a day before any card', () => {
    const [, quote] = shipmentDecider.decide(process, [requested].reduce(shipmentDecider.evolve, shipmentDecider.initialState()));
    expect(quote?.type === 'QuoteIssued' && quote.data.rateCardVersion).toBe('2026-11-01');
    spec
      .given([requested])
      .when({ ...process, metadata: { ...staff, now: new Date('2026-10-31T22:59:59Z') } })
      .thenThrows(IllegalStateError, 'Aucune grille tarifaire n’est en vigueur le 2026-10-31.');
  });

  it('refuses a quote whose total is above what one payment can settle (999 999,99 €)', () => {
    const huge = { ...process, data: { ...process.data, pricing: { plan: { plan: 'free' as const, version: 0 }, storageFeesCents: 99_999_000 } } };
    spec.given([requested]).when(huge).thenThrows(ValidationError, 'dépasse ce qu’un paiement peut régler');
  });

  it('processes a request once: the second staff member is told it is done', () => {
    spec.given(history).when(process).thenThrows(IllegalStateError, 'Cette demande a déjà été traitée.');
  });

  it('expires an unpaid quote after 30 days, once, and lets staff reissue it', () => {
    spec.given(history).when(expireAt('2026-12-25T09:59:59Z')).then([]);
    spec.given(history).when(expireAt('2026-12-25T10:00:00Z')).then([{ type: 'QuoteExpired', data: { shipmentId: 's1', quoteNumber } }]);
    const expired: ShipmentEvent[] = [...history, { type: 'QuoteExpired', data: { shipmentId: 's1', quoteNumber } }];
    spec.given(expired).when(expireAt('2026-12-26T10:00:00Z')).then([]);
    spec.given(expired).when(pay(26)).thenThrows(IllegalStateError, 'Ce devis a expiré : émettez-en un nouveau avant d’enregistrer le paiement.');
    const later = new Date('2026-12-27T08:00:00Z');
    const events = shipmentDecider.decide(
      { type: 'ReissueQuote', data: { shipmentId: 's1', pricing: { plan: { plan: 'free', version: 0 }, storageFeesCents: 300 } }, metadata: { ...staff, now: later } },
      expired.reduce(shipmentDecider.evolve, shipmentDecider.initialState()),
    );
    expect(events).toMatchObject([{ type: 'QuoteIssued', data: { quoteNumber: `DEV-${later.getTime()}-p1`, totalCents: 2600, validUntil: '2027-01-26T08:00:00.000Z' } }]);
  });
});

describe('a refund of the quote’s payment in full', () => {
  const paidByCard: ShipmentEvent = { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'card', reference: 'pay-1', amountCents: 2600 } };
  const labelCreated: ShipmentEvent = { type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'Colissimo', trackingNumber: 'CB123456789FR', labelKey: 'labels/s1/L1.pdf' } };
  const system = { now, actor: { kind: 'system' as const, id: 'release-refunded-quotes' } };
  const refund = (reference = 'pay-1', changes: Partial<RefundQuotePayment['data']> = {}): RefundQuotePayment => ({
    type: 'RefundQuotePayment',
    data: { shipmentId: 's1', reference, amountCents: 2600, refundedAt: '2026-11-27T10:00:00.000Z', category: null, reason: 'Client mécontent', ...changes },
    metadata: system,
  });
  const released: ShipmentEvent = { type: 'QuotePaymentRefunded', data: { shipmentId: 's1', quoteNumber, reference: 'pay-1', amountCents: 2600, refundedAt: '2026-11-27T10:00:00.000Z' } };
  const ship = { type: 'MarkShipped' as const, data: { shipmentId: 's1' }, metadata: staff };

  it('makes the quote payable again before the box leaves: no label, no departure until paid again or waived', () => {
    spec.given([...history, paidByCard]).when(refund()).then([released]);
    const again = [...history, paidByCard, released];
    const state = again.reduce(shipmentDecider.evolve, shipmentDecider.initialState());
    expect(state.status === 'quoted' && { clearance: state.clearance, quote: state.quote?.status }).toEqual({ clearance: null, quote: 'pending' });
    spec.given(again).when(label).thenThrows(IllegalStateError, labelNeedsClearanceMessage);
    // paid again, by card or by transfer, or waived with a reason
    spec.given(again).when({ type: 'RecordCardPayment', data: { shipmentId: 's1', quoteNumber, paymentId: 'pay-2', amountCents: 2600, paidAt: '2026-11-28T10:00:00.000Z' }, metadata: system }).then([
      { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'card', reference: 'pay-2', amountCents: 2600 } },
    ]);
    spec.given(again).when(pay(26)).then([{ type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'bank_transfer', reference: 'VIR-2026-001', amountCents: 2600 } }]);
    spec.given(again).when({ type: 'WaivePayment', data: { shipmentId: 's1', reason: 'Geste commercial' }, metadata: staff }).then([{ type: 'ShipmentPaymentWaived', data: { shipmentId: 's1', reason: 'Geste commercial' } }]);
  });

  it('takes back the clearance of a labelled box too: it cannot leave until paid again, then leaves under its label', () => {
    spec.given([...history, paidByCard, labelCreated]).when(refund()).then([released]);
    const again = [...history, paidByCard, labelCreated, released];
    spec.given(again).when(ship).thenThrows(IllegalStateError, 'Créez l’étiquette avant de marquer l’expédition comme partie.');
    const repaid: ShipmentEvent = { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'card', reference: 'pay-2', amountCents: 2600 } };
    spec.given([...again, repaid]).when(ship).then([{ type: 'ShipmentShipped', data: { shipmentId: 's1' } }]);
  });

  it('changes nothing when redelivered, nor for a payment that never cleared this quote (a second payment refunded at once)', () => {
    spec.given([...history, paidByCard, released]).when(refund()).then([]);
    spec.given([...history, paidByCard]).when(refund('pay-2')).then([]);
    spec.given(history).when(refund()).then([]);
  });

  it('records the refund of a box that left with its reason, and changes nothing else, once', () => {
    const shipped: ShipmentEvent[] = [...history, paidByCard, labelCreated, { type: 'ShipmentShipped', data: { shipmentId: 's1' } }];
    const recorded: ShipmentEvent = {
      type: 'ShippedQuoteRefunded',
      data: { shipmentId: 's1', quoteNumber, reference: 'pay-1', amountCents: 2600, refundedAt: '2026-11-27T10:00:00.000Z', category: 'lost', reason: 'Colis perdu par le transporteur' },
    };
    spec.given(shipped).when(refund('pay-1', { category: 'lost', reason: 'Colis perdu par le transporteur' })).then([recorded]);
    const state = [...shipped, recorded].reduce(shipmentDecider.evolve, shipmentDecider.initialState());
    expect(state.status === 'shipped' && { clearance: state.clearance, refund: state.refund }).toEqual({
      clearance: { kind: 'paid', reference: 'pay-1' },
      refund: { reference: 'pay-1', category: 'lost', reason: 'Colis perdu par le transporteur' },
    });
    spec.given([...shipped, recorded]).when(refund('pay-1', { category: 'lost', reason: 'Colis perdu par le transporteur' })).then([]);
  });
});

describe('payment, label, shipping and delivery', () => {
  it('records a bank transfer of the quote’s exact amount, and refuses another amount', () => {
    spec.given(history).when(pay(26)).then([
      { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'bank_transfer', reference: 'VIR-2026-001', amountCents: 2600 } },
    ]);
    spec.given(history).when(pay(25)).thenThrows(ValidationError, 'Le montant reçu (25,00\u00a0€) ne correspond pas au devis (26,00\u00a0€).');
  });

  it('records a card payment Stripe confirmed once, and refuses one that cannot pay the quote (paid already, expired, late, wrong amount)', () => {
    const card = (paymentId: string, changes: Partial<RecordCardPayment['data']> = {}): RecordCardPayment => ({
      type: 'RecordCardPayment',
      data: { shipmentId: 's1', quoteNumber, paymentId, amountCents: 2600, paidAt: '2026-11-26T10:00:00.000Z', ...changes },
      metadata: { now, actor: { kind: 'system', id: 'clear-paid-quotes' } },
    });
    const paidByCard: ShipmentEvent = { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'card', reference: 'pay-1', amountCents: 2600 } };
    spec.given(history).when(card('pay-1')).then([paidByCard]);
    spec.given([...history, paidByCard]).when(card('pay-1')).then([]);
    spec.given([...history, paidByCard]).when(card('pay-2')).thenThrows(IllegalStateError, 'Ce devis est déjà payé.');
    const expired: ShipmentEvent = { type: 'QuoteExpired', data: { shipmentId: 's1', quoteNumber } };
    spec.given([...history, expired]).when(card('pay-1')).thenThrows(IllegalStateError, 'Ce devis ne peut plus être payé');
    spec.given(history).when(card('pay-1', { paidAt: '2026-12-25T10:00:00.000Z' })).thenThrows(IllegalStateError, 'Ce devis ne peut plus être payé');
    spec.given(history).when(card('pay-1', { quoteNumber: 'DEV-other' })).thenThrows(IllegalStateError, 'Ce devis ne peut plus être payé');
    spec.given(history).when(card('pay-1', { amountCents: 2500 })).thenThrows(ValidationError, 'ne correspond pas au devis');
  });

  it('pays the quote by a transfer recorded as a payment under the bank’s reference, once, as a card payment would', () => {
    const transfer: RecordCardPayment = {
      type: 'RecordCardPayment',
      data: { shipmentId: 's1', quoteNumber, paymentId: 'transfer-1', amountCents: 2600, paidAt: '2026-11-26T10:00:00.000Z', bankReference: 'VIR-2026-001' },
      metadata: { now, actor: { kind: 'system', id: 'clear-paid-quotes' } },
    };
    const paidByTransfer: ShipmentEvent = { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'bank_transfer', reference: 'VIR-2026-001', amountCents: 2600 } };
    spec.given(history).when(transfer).then([paidByTransfer]);
    spec.given([...history, paidByTransfer]).when(transfer).then([]);
    spec.given([...history, paidByTransfer]).when({ ...transfer, data: { ...transfer.data, bankReference: 'VIR-2026-002' } }).thenThrows(IllegalStateError, 'Ce devis est déjà payé.');
  });

  it('makes no label before the quote is paid or waived with a reason', () => {
    spec.given(history).when(label).thenThrows(IllegalStateError, 'Le paiement du devis (ou une dispense motivée) doit être enregistré avant l’étiquette.');
    const waived: ShipmentEvent[] = [...history, { type: 'ShipmentPaymentWaived', data: { shipmentId: 's1', reason: 'Geste commercial' } }];
    spec.given(waived).when(label).then([
      { type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'Colissimo', trackingNumber: 'CB123456789FR', labelKey: 'labels/s1/L1.pdf' } },
    ]);
  });

  it('names a label’s file by ids only, whatever the carrier’s number', () => {
    const paid: ShipmentEvent[] = [...history, { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'bank_transfer', reference: 'VIR', amountCents: 2600 } }];
    const spaced: CreateLabel = { ...label, data: { ...label.data, label: { carrier: 'UPS', trackingNumber: '1Z 999 AA1 01 2345 6784' } } };
    spec.given(paid).when(spaced).then([
      { type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'UPS', trackingNumber: '1Z 999 AA1 01 2345 6784', labelKey: 'labels/s1/L1.pdf' } },
    ]);
  });

  it('replaces a label before the box leaves, with a reason, and not after', () => {
    const labelled: ShipmentEvent[] = [
      ...history,
      { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'bank_transfer', reference: 'VIR', amountCents: 2600 } },
      { type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'UPS', trackingNumber: '1Z 999 AA1 01 2345 6784', labelKey: 'labels/s1/L1.pdf' } },
    ];
    const replace: ReplaceLabel = {
      type: 'ReplaceLabel',
      data: { shipmentId: 's1', labelId: 'L2', label: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', reason: 'Numéro mal saisi' } },
      metadata: staff,
    };
    const replaced: ShipmentEvent = {
      type: 'ShipmentLabelReplaced',
      data: { shipmentId: 's1', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', labelKey: 'labels/s1/L2.pdf', reason: 'Numéro mal saisi', replacedTrackingNumber: '1Z 999 AA1 01 2345 6784' },
    };
    spec.given(labelled).when(replace).then([replaced]);
    spec.given(history).when(replace).thenThrows(IllegalStateError, 'Cette expédition n’a pas encore d’étiquette : créez-la d’abord.');
    spec.given([...labelled, { type: 'ShipmentShipped', data: { shipmentId: 's1' } }]).when(replace).thenThrows(IllegalStateError, 'L’expédition est partie : son étiquette ne peut plus être remplacée.');
    // The label in force is the last one: the box ships under its number.
    const state = [...labelled, replaced].reduce(shipmentDecider.evolve, shipmentDecider.initialState());
    expect(state.status === 'labelled' && state.label).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784', labelKey: 'labels/s1/L2.pdf' });
  });

  it('ships once labelled and delivers once shipped, each step repeated changing nothing', () => {
    const labelled: ShipmentEvent[] = [
      ...history,
      { type: 'QuotePaymentRecorded', data: { shipmentId: 's1', quoteNumber, method: 'bank_transfer', reference: 'VIR', amountCents: 2600 } },
      { type: 'ShipmentLabelCreated', data: { shipmentId: 's1', carrier: 'Colissimo', trackingNumber: 'CB123456789FR', labelKey: 'labels/s1/CB123456789FR.pdf' } },
    ];
    const ship = { type: 'MarkShipped' as const, data: { shipmentId: 's1' }, metadata: staff };
    const deliver = { type: 'MarkDelivered' as const, data: { shipmentId: 's1' }, metadata: staff };
    spec.given(history).when(ship).thenThrows(IllegalStateError, 'Créez l’étiquette avant de marquer l’expédition comme partie.');
    spec.given(labelled).when(ship).then([{ type: 'ShipmentShipped', data: { shipmentId: 's1' } }]);
    spec.given(labelled).when(deliver).thenThrows(IllegalStateError, 'Seule une expédition partie peut être livrée.');
    const shipped: ShipmentEvent[] = [...labelled, { type: 'ShipmentShipped', data: { shipmentId: 's1' } }];
    spec.given(shipped).when(ship).then([]);
    spec.given(shipped).when(deliver).then([{ type: 'ShipmentDelivered', data: { shipmentId: 's1' } }]);
  });

  it('the events’ services are the rate card’s', () => {
    expect(shipmentServiceSchema.options).toEqual([...shippingServices]);
  });
});
