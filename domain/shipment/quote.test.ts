import { describe, expect, it } from 'vitest';
import { rateCard } from '../pricing/rate-card';
import { quoteAmounts, quoteNumberOf, quoteValidUntil, UnknownRateCardError, type QuoteInputs } from './quote';

const inputs = (changes: Partial<QuoteInputs> = {}): QuoteInputs => ({
  weightGrams: 4200,
  lengthCm: 40,
  widthCm: 30,
  heightCm: 20,
  destination: 'martinique',
  service: 'standard',
  subscriber: false,
  storageFeesCents: 0,
  extraFees: [],
  rateCardVersion: rateCard.version,
  ...changes,
});

describe('a quote’s amounts (rate card, storage, extra fees, VAT 20% included)', () => {
  it('prices the billable weight with the rate card: 40×30×20/5000 = 4.8 kg beats 4.2 kg', () => {
    const quote = quoteAmounts(inputs());
    // standard: 8.50 € + 2.50 € × 3.8 kg = 18.00 €, Martinique × 1
    expect(quote.lines).toEqual([{ kind: 'shipping', label: 'Expédition Standard vers Martinique (4,8 kg facturés)', amountCents: 1800 }]);
    expect(quote).toMatchObject({ totalCents: 1800, totalExclVatCents: 1500, vatCents: 300, billableWeightKg: 4.8, rateCardVersion: '2026-11-01' });
  });

  it('adds the storage accrued and each extra fee as lines that add up to the total; HT is rounded once and HT + VAT = TTC', () => {
    const quote = quoteAmounts(
      inputs({ subscriber: true, storageFeesCents: 700, extraFees: [{ label: 'Reconditionnement', amountCents: 499 }, { label: 'Assurance', amountCents: 101 }] }),
    );
    expect(quote.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['shipping', 1440],
      ['storage', 700],
      ['extra', 499],
      ['extra', 101],
    ]);
    expect(quote.lines[0]?.label).toContain('tarif abonné');
    expect(quote.totalCents).toBe(2740);
    // 2740 / 1.2 = 2283.33… → 2283
    expect(quote.totalExclVatCents).toBe(2283);
    expect(quote.vatCents).toBe(457);
  });

  it('refuses a rate card it does not know, and dates quotes as the spec says', () => {
    expect(() => quoteAmounts(inputs({ rateCardVersion: '1999-01-01' }))).toThrow(UnknownRateCardError);
    expect(quoteValidUntil(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-12-25T10:00:00.000Z');
  });

  it('numbers a quote DEV-{timestamp}-{last 4 of the parcel id}, the parcel id’s characters kept as they are', () => {
    const issuedAt = new Date('2026-11-25T10:00:00Z');
    expect(quoteNumberOf(issuedAt, '01JDXK3abcd9f2')).toBe(`DEV-${issuedAt.getTime()}-d9f2`);
    expect(quoteNumberOf(issuedAt, 'parcel-Ab3Z')).toBe(`DEV-${issuedAt.getTime()}-Ab3Z`);
  });
});
