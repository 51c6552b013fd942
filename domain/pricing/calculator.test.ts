import { describe, expect, it } from 'vitest';
import { calculateShippingQuotes } from './calculator';

describe('calculating in the calculator', () => {
  it('shows the errors instead of prices when the form is invalid', () => {
    expect(calculateShippingQuotes({ destination: 'guadeloupe', weightKg: 0, lengthCm: 10, widthCm: 10, heightCm: 10 }, { subscriber: false })).toEqual({
      status: 'invalid',
      errors: [{ field: 'weightKg', message: 'Le poids doit être supérieur à 0 kg' }],
    });
  });

  it('shows the three services at the public price to a visitor', () => {
    const outcome = calculateShippingQuotes({ destination: 'guyane', weightKg: '2', lengthCm: '10', widthCm: '10', heightCm: '10' }, { subscriber: false });
    expect(outcome.status === 'quoted' && outcome.quotes.map((quote) => [quote.service, quote.priceCents])).toEqual([
      ['standard', 1210],
      ['express', 2134],
      ['premium', 2981],
    ]);
  });

  it('shows a subscriber the subscriber price, 20% less', () => {
    const outcome = calculateShippingQuotes({ destination: 'guyane', weightKg: 2, lengthCm: 10, widthCm: 10, heightCm: 10 }, { subscriber: true });
    expect(outcome.status === 'quoted' && outcome.quotes.map((quote) => [quote.service, quote.priceCents, quote.publicPriceCents])).toEqual([
      ['standard', 968, 1210],
      ['express', 1707, 2134],
      ['premium', 2385, 2981],
    ]);
  });

  it('has no rate for a light parcel in a box whose volumetric weight is over 30 kg', () => {
    expect(calculateShippingQuotes({ destination: 'maroc', weightKg: 1, lengthCm: 100, widthCm: 60, heightCm: 50 }, { subscriber: false })).toEqual({
      status: 'no_rate',
      message: 'Aucun tarif disponible pour cette destination et ce poids',
      invitation: 'Contactez-nous pour obtenir un devis personnalisé.',
    });
  });
});
