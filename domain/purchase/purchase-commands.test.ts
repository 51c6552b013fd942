import { describe, expect, it } from 'vitest';
import type { PurchaseEvent, PurchaseQuoted, PurchaseRequested } from '../../events/purchase-events';
import { deciderSpec } from '../shared/decider-spec';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { shippingPriceCents } from '../pricing/shipping-price';
import {
  amountMismatchMessage,
  cannotCancelMessage,
  cannotQuoteMessage,
  customerCannotCancelMessage,
  notBoughtYetMessage,
  notPaidMessage,
  notPayableMessage,
  purchaseDecider,
  purchaseQuoteAboveMaxPayableMessage,
  quoteChargesShippingMessage,
  quoteToPay,
  quoteOf,
  staffReasonMessage,
  type CancelPurchase,
  type QuotePurchase,
  type RequestPurchase,
} from './purchase-commands';
import { purchaseNotFoundMessage } from './purchase';
import { purchaseRequestInputSchema } from './purchase-input';

const spec = deciderSpec(purchaseDecider);
const now = new Date('2026-11-20T10:00:00Z');
const customer = { now, actor: { kind: 'customer' as const, id: 'customer-1' } };
const stranger = { now, actor: { kind: 'customer' as const, id: 'customer-2' } };
const staff = { now, actor: { kind: 'admin' as const, id: 'admin-1' } };
const stripe = { now, actor: { kind: 'stripe' as const, id: 'evt_1' } };

const input = purchaseRequestInputSchema.parse({
  shopName: 'Fnac',
  shopUrl: 'https://www.fnac.com',
  items: [
    { name: 'Casque', options: 'noir', url: 'https://www.fnac.com/casque', priceEuros: 49.99, quantity: 2 },
    { name: '', options: '', url: '', priceEuros: 0, quantity: 1 },
  ],
});

const requestCommand: RequestPurchase = {
  type: 'RequestPurchase',
  data: { purchaseId: 'pr1', customerId: 'customer-1', input, plan: 'free', territory: 'martinique' },
  metadata: customer,
};

const requested: PurchaseRequested = {
  type: 'PurchaseRequested',
  data: {
    purchaseId: 'pr1',
    customerId: 'customer-1',
    shopName: 'Fnac',
    shopUrl: 'https://www.fnac.com',
    items: [{ name: 'Casque', options: 'noir', url: 'https://www.fnac.com/casque', statedPriceCents: 4999, quantity: 2 }],
    destination: 'martinique',
    instructions: '',
    plan: 'free',
    subtotalCents: 9998,
    feeCents: 1999,
    estimatedTotalCents: 11997,
  },
};

const quoteCommand: QuotePurchase = {
  type: 'QuotePurchase',
  data: { purchaseId: 'pr1', input: { items: [{ name: 'Casque', priceEuros: 47.5, quantity: 2 }], estimatedWeightKg: 1 }, plan: { plan: 'free', version: 0 } },
  metadata: staff,
};
const shipping = shippingPriceCents({ weightKg: 1, lengthCm: 0, widthCm: 0, heightCm: 0, destination: 'martinique', service: 'standard', subscriber: false }).priceCents;
const quoted: PurchaseQuoted = {
  type: 'PurchaseQuoted',
  data: {
    purchaseId: 'pr1',
    items: [{ name: 'Casque', priceCents: 4750, quantity: 2 }],
    itemsCents: 9500,
    plan: 'free',
    subscriptionVersion: 0,
    feeCents: 1999,
    estimatedWeightGrams: 1000,
    shippingEstimateCents: shipping,
    shippingCharged: false,
    totalCents: 9500 + 1999,
  },
};
const total = quoted.data.totalCents;
const paid: PurchaseEvent = { type: 'PurchasePaid', data: { purchaseId: 'pr1', paymentId: 'pay1', amountCents: total } };
const made: PurchaseEvent = { type: 'PurchaseMade', data: { purchaseId: 'pr1', orderReference: 'FN-123', bought: [{ name: 'Casque', quantity: 2 }], notBought: [] } };
const received: PurchaseEvent = { type: 'PurchaseReceived', data: { purchaseId: 'pr1', parcelId: 'parcel-9' } };
const cancelBy = (metadata: typeof customer | typeof staff, reason = ''): CancelPurchase => ({ type: 'CancelPurchase', data: { purchaseId: 'pr1', reason }, metadata });

describe('buy-for-me request', () => {
  it('records the named lines at their stated cents, the destination defaulting to the customer territory, and the free plan fee', () => {
    spec.given([]).when(requestCommand).then([requested]);
  });

  it('prices the Premium fee and keeps a chosen destination', () => {
    const premium = { ...requestCommand, data: { ...requestCommand.data, plan: 'premium_yearly' as const, input: { ...input, destination: 'maroc' as const } } };
    spec
      .given([])
      .when(premium)
      .then([{ ...requested, data: { ...requested.data, plan: 'premium_yearly', destination: 'maroc', feeCents: 1499, estimatedTotalCents: 9998 + 1499 } }]);
  });

  it('refuses a second request on the same stream', () => {
    spec.given([requested]).when(requestCommand).thenThrows(ConflictError, 'déjà été envoyée');
  });
});

describe('buy-for-me quote', () => {
  it('charges the checked prices and the fee of the plan in force; the rate card shipping estimate is information, not charged', () => {
    expect(shipping).toBeGreaterThan(0);
    spec.given([requested]).when(quoteCommand).then([quoted]);
  });

  it('takes the fee from the plan in force at quote time, not the one at request, and records the subscription version that states it', () => {
    const premium = { ...quoteCommand, data: { ...quoteCommand.data, plan: { plan: 'premium_monthly' as const, version: 3 } } };
    const [event] = purchaseDecider.decide(premium, purchaseDecider.evolve(purchaseDecider.initialState(), requested));
    expect(event?.type === 'PurchaseQuoted' && [event.data.feeCents, event.data.subscriptionVersion, event.data.totalCents]).toEqual([1499, 3, 9500 + 1499]);
  });

  it('refuses a quote above what one payment can settle, in French, as a shipment quote is', () => {
    // 999 lines' worth: 99 900 028,49 € (the fee included) is no checkout a card can pay.
    const huge = { ...quoteCommand, data: { ...quoteCommand.data, input: { items: [{ name: 'Lot', priceEuros: 100_000, quantity: 999 }, { name: 'Reste', priceEuros: 8.5, quantity: 1 }], estimatedWeightKg: 30 } } };
    spec.given([requested]).when(huge).thenThrows(ValidationError, purchaseQuoteAboveMaxPayableMessage(9_990_002_849));
    expect(purchaseQuoteAboveMaxPayableMessage(9_990_002_849).replace(/\s/g, ' ')).toBe('Le total du devis (99 900 028,49 €) dépasse ce qu’un paiement peut régler (999 999,99 € au plus) : revoyez les prix et les quantités.');
    const atCeiling = { ...quoteCommand, data: { ...quoteCommand.data, input: { items: [{ name: 'Lot', priceEuros: 100_000, quantity: 9 }, { name: 'Reste', priceEuros: 99_980, quantity: 1 }], estimatedWeightKg: 1 } } };
    // 999 999,99 €, the fee included: the most one payment settles, still quoted.
    expect(purchaseDecider.decide(atCeiling, purchaseDecider.evolve(purchaseDecider.initialState(), requested))).toHaveLength(1);
  });

  it('changes nothing when the same quote is sent again, and lets staff correct an unpaid quote', () => {
    spec.given([requested, quoted]).when(quoteCommand).then([]);
    const corrected = { ...quoteCommand, data: { ...quoteCommand.data, input: { ...quoteCommand.data.input, estimatedWeightKg: 2 } } };
    expect(purchaseDecider.decide(corrected, [requested, quoted].reduce(purchaseDecider.evolve, purchaseDecider.initialState()))).toHaveLength(1);
  });

  it('refuses a quote once paid', () => {
    spec.given([requested, quoted, paid]).when(quoteCommand).thenThrows(IllegalStateError, cannotQuoteMessage);
  });

  it('refuses an unknown request', () => {
    spec.given([]).when(quoteCommand).thenThrows(NotFoundError, purchaseNotFoundMessage);
  });
});

describe('buy-for-me payment', () => {
  const pay = { type: 'MarkPurchasePaid' as const, data: { purchaseId: 'pr1', paymentId: 'pay1', amountCents: total }, metadata: stripe };

  it('is paid for exactly the quote total, once', () => {
    spec.given([requested, quoted]).when(pay).then([paid]);
    spec.given([requested, quoted, paid]).when(pay).then([]);
  });

  it('refuses a payment of another amount', () => {
    spec.given([requested, quoted]).when({ ...pay, data: { ...pay.data, amountCents: total - 1 } }).thenThrows(IllegalStateError, amountMismatchMessage);
  });

  it('refuses a payment without a quote, after a cancellation, or a second payment', () => {
    spec.given([requested]).when(pay).thenThrows(IllegalStateError, notPayableMessage);
    spec.given([requested, quoted, { type: 'PurchaseCancelled', data: { purchaseId: 'pr1', by: 'customer', reason: '', refundPaymentId: null } }]).when(pay).thenThrows(IllegalStateError, notPayableMessage);
    spec.given([requested, quoted, paid]).when({ ...pay, data: { ...pay.data, paymentId: 'pay2' } }).thenThrows(IllegalStateError, notPayableMessage);
  });
});

describe('buy-for-me purchase and arrival', () => {
  const record = { type: 'RecordPurchaseMade' as const, data: { purchaseId: 'pr1', input: { orderReference: 'FN-123', bought: [{ name: 'Casque', quantity: 2 }], notBought: [] } }, metadata: staff };
  const arrive = { type: 'RecordPurchaseArrival' as const, data: { purchaseId: 'pr1', parcelId: 'parcel-9' }, metadata: staff };

  it('records the purchase once paid, once', () => {
    spec.given([requested, quoted, paid]).when(record).then([made]);
    spec.given([requested, quoted, paid, made]).when(record).then([]);
  });

  it('records what was not bought and why', () => {
    const partial = { ...record, data: { ...record.data, input: { ...record.data.input, bought: [{ name: 'Casque', quantity: 1 }], notBought: [{ name: 'Casque', reason: 'Un seul en stock' }] } } };
    spec.given([requested, quoted, paid]).when(partial).then([{ type: 'PurchaseMade', data: { purchaseId: 'pr1', ...partial.data.input } }]);
  });

  it('refuses to record a purchase before payment or with nothing bought', () => {
    spec.given([requested, quoted]).when(record).thenThrows(IllegalStateError, notPaidMessage);
    spec.given([requested, quoted, paid]).when({ ...record, data: { ...record.data, input: { ...record.data.input, bought: [] } } }).thenThrows(ValidationError, 'au moins un article acheté');
  });

  it('receives the goods as a parcel once bought, once', () => {
    spec.given([requested, quoted, paid, made]).when(arrive).then([received]);
    spec.given([requested, quoted, paid, made, received]).when(arrive).then([]);
  });

  it('refuses an arrival before the purchase', () => {
    spec.given([requested, quoted, paid]).when(arrive).thenThrows(IllegalStateError, notBoughtYetMessage);
  });
});

describe('buy-for-me cancellation', () => {
  it('lets the customer cancel before payment, without refund', () => {
    spec.given([requested]).when(cancelBy(customer)).then([{ type: 'PurchaseCancelled', data: { purchaseId: 'pr1', by: 'customer', reason: '', refundPaymentId: null } }]);
    spec.given([requested, quoted]).when(cancelBy(customer)).then([{ type: 'PurchaseCancelled', data: { purchaseId: 'pr1', by: 'customer', reason: '', refundPaymentId: null } }]);
  });

  it('refuses the customer once paid', () => {
    spec.given([requested, quoted, paid]).when(cancelBy(customer)).thenThrows(IllegalStateError, customerCannotCancelMessage);
  });

  it('answers another customer as for an unknown request', () => {
    const other: CancelPurchase = { ...cancelBy(customer), metadata: stranger };
    spec.given([requested]).when(other).thenThrows(NotFoundError, purchaseNotFoundMessage);
  });

  it('lets staff cancel a paid request with a reason, naming the payment to refund', () => {
    spec.given([requested, quoted, paid]).when(cancelBy(staff, 'Article épuisé')).then([{ type: 'PurchaseCancelled', data: { purchaseId: 'pr1', by: 'staff', reason: 'Article épuisé', refundPaymentId: 'pay1' } }]);
  });

  it('refuses staff without a reason, and once bought', () => {
    spec.given([requested]).when(cancelBy(staff, '  ')).thenThrows(ValidationError, staffReasonMessage);
    spec.given([requested, quoted, paid, made]).when(cancelBy(staff, 'Trop tard')).thenThrows(IllegalStateError, cannotCancelMessage);
  });

  it('changes nothing when cancelled twice', () => {
    const cancelled: PurchaseEvent = { type: 'PurchaseCancelled', data: { purchaseId: 'pr1', by: 'customer', reason: '', refundPaymentId: null } };
    spec.given([requested, cancelled]).when(cancelBy(customer)).then([]);
  });
});

describe('buy-for-me quote totals', () => {
  it('adds exact cents on 0.01 steps, with the fee of each plan', () => {
    const free = quoteOf('x', { items: [{ name: 'a', priceEuros: 0.01, quantity: 3 }, { name: 'b', priceEuros: 0.1, quantity: 1 }], estimatedWeightKg: 0.5 }, { plan: 'free', version: 0 }, 'guadeloupe');
    expect(free.itemsCents).toBe(13);
    expect(free.feeCents).toBe(1999);
    expect(free.totalCents).toBe(13 + 1999);
    const premium = quoteOf('x', { items: [{ name: 'a', priceEuros: 1.1, quantity: 3 }], estimatedWeightKg: 0.5 }, { plan: 'premium_monthly', version: 2 }, 'guadeloupe');
    expect(premium.itemsCents).toBe(330);
    expect(premium.feeCents).toBe(1499);
  });
});

describe('the quote a customer may start paying', () => {
  const stateOf = (events: PurchaseEvent[]) => events.reduce(purchaseDecider.evolve, purchaseDecider.initialState());

  it('is the sent quote, items plus fee', () => {
    expect(quoteToPay(stateOf([requested, quoted])).totalCents).toBe(9500 + 1999);
  });

  it('is none before a quote, once paid, or for a quote above the ceiling', () => {
    expect(() => quoteToPay(stateOf([requested]))).toThrow(notPayableMessage);
    expect(() => quoteToPay(stateOf([requested, quoted, paid]))).toThrow(notPayableMessage);
    const aboveCeiling: PurchaseQuoted = { ...quoted, data: { ...quoted.data, itemsCents: 99_999_000, items: [{ name: 'Lot', priceCents: 99_999_000, quantity: 1 }], totalCents: 99_999_000 + 1999 } };
    expect(() => quoteToPay(stateOf([requested, aboveCeiling]))).toThrow(IllegalStateError);
  });

  it('is not a quote of the first version that added the shipping estimate to its total: staff correct it, then it is', () => {
    const chargingShipping: PurchaseQuoted = { ...quoted, data: { ...quoted.data, subscriptionVersion: null, shippingCharged: true, totalCents: 9500 + 1999 + shipping } };
    expect(() => quoteToPay(stateOf([requested, chargingShipping]))).toThrow(quoteChargesShippingMessage);
    spec.given([requested, chargingShipping]).when(quoteCommand).then([quoted]);
    expect(quoteToPay(stateOf([requested, chargingShipping, quoted])).shippingCharged).toBe(false);
  });
});
