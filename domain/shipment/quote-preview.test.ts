import { describe, expect, it } from 'vitest';
import type { QuoteIssued, ShipmentProcessed } from '../../events/shipment-events';
import { rateCard } from '../pricing/rate-card';
import { quoteAmounts } from './quote';
import { quotePreviewOf } from './quote-preview';

const processed: ShipmentProcessed['data'] = {
  shipmentId: 's1',
  weightGrams: 3000,
  lengthCm: 0,
  widthCm: 0,
  heightCm: 0,
  destination: 'martinique',
  service: 'express',
  extraFees: [{ label: 'Emballage renforcé', amountCents: 450 }],
  notes: '',
};
const quoteOf = (plan: 'free' | 'premium_monthly'): QuoteIssued['data'] => {
  const amounts = quoteAmounts({ ...processed, subscriber: plan !== 'free', storageFeesCents: 700, rateCardVersion: rateCard.version });
  return { shipmentId: 's1', quoteNumber: 'DEV-1-P1', ...amounts, subscriber: plan !== 'free', plan, subscriptionVersion: 1, storageFeesCents: 700, validUntil: '2026-12-20T10:00:00.000Z', pdfKey: 'quotes/s1/q.pdf' };
};
const shippingOf = (quote: QuoteIssued['data']) => quote.lines.find((line) => line.kind === 'shipping')?.amountCents ?? 0;

describe('the preview of a quote', () => {
  it('states the quote’s own lines and total, and what the subscriber price took off the shipping line', () => {
    const quote = quoteOf('premium_monthly');
    const preview = quotePreviewOf(processed, quote);
    expect(preview).toMatchObject({ lines: quote.lines, totalCents: quote.totalCents, plan: 'premium_monthly', subscriber: true });
    expect(preview.subscriberDiscountCents).toBe(shippingOf(quoteOf('free')) - shippingOf(quote));
    expect(preview.subscriberDiscountCents).toBeGreaterThan(0);
  });

  it('takes nothing off for the free plan', () => {
    expect(quotePreviewOf(processed, quoteOf('free'))).toMatchObject({ plan: 'free', subscriber: false, subscriberDiscountCents: 0 });
  });
});
