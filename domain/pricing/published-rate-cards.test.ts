import { describe, expect, it } from 'vitest';
import { publishedRateCards, rateCardInForce } from './rate-card';

/**
 * Every published rate card, figure by figure. A published card priced quotes that auditors recompute
 * from its version: it is never edited in place. A new tariff is a new card (new version, later
 * `validFrom`) added to `publishedRateCards`, and a new entry here.
 */
const pinned = {
  '2026-11-01': {
    version: '2026-11-01',
    validFrom: '2026-11-01',
    services: {
      standard: { basePriceCents: 850, perExtraKgCents: 250, delayDays: { min: 7, max: 12 }, hasTracking: true, hasInsurance: false },
      express: { basePriceCents: 1590, perExtraKgCents: 350, delayDays: { min: 3, max: 5 }, hasTracking: true, hasInsurance: true },
      premium: { basePriceCents: 2290, perExtraKgCents: 420, delayDays: { min: 2, max: 4 }, hasTracking: true, hasInsurance: true },
    },
    destinationMultipliers: { guadeloupe: 1, martinique: 1, guyane: 1.1, reunion: 1.15, mayotte: 1.15, maroc: 0.9 },
    volumetricDivisor: 5000,
    maxBillableKg: 30,
    subscriberDiscountPercent: 20,
  },
};

describe('published rate cards', () => {
  it('keep every figure they were published with', () => {
    expect(Object.fromEntries(publishedRateCards.map((card) => [card.version, card]))).toEqual(pinned);
  });

  it('each start on a later day than the one before, under a version of their own', () => {
    const starts = publishedRateCards.map((card) => card.validFrom);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(starts).size).toBe(starts.length);
    expect(new Set(publishedRateCards.map((card) => card.version)).size).toBe(publishedRateCards.length);
  });

  it('the card in force on a day is the last one valid from it; none before the first', () => {
    expect(rateCardInForce('2026-11-01')?.version).toBe('2026-11-01');
    expect(rateCardInForce('2030-01-01')?.version).toBe(publishedRateCards.at(-1)?.version);
    expect(rateCardInForce('2026-10-31')).toBeUndefined();
  });
});
