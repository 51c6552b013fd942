import { describe, expect, it } from 'vitest';
import { parseEventPayload } from './catalog';

describe('a buy-for-me quote stored before the shipping estimate left its total', () => {
  it('reads as a quote that charged its shipping estimate, with no subscription version recorded', () => {
    const version1 = {
      purchaseId: 'r1',
      items: [{ name: 'Casque', priceCents: 4750, quantity: 2 }],
      itemsCents: 9500,
      plan: 'free',
      feeCents: 1999,
      estimatedWeightGrams: 1000,
      shippingEstimateCents: 1060,
      totalCents: 9500 + 1999 + 1060,
    };
    expect(parseEventPayload('PurchaseQuoted', 1, version1)).toMatchObject({ type: 'PurchaseQuoted', data: { ...version1, subscriptionVersion: null, shippingCharged: true } });
  });
});
