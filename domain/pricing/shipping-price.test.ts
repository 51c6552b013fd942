import { describe, expect, it } from 'vitest';
import type { Territory } from '../../events/customer-events';
import { ValidationError } from '../shared/errors';
import type { ShippingService } from './rate-card';
import { destinationLabels, rateCard, shippingServiceLabels } from './rate-card';
import { billableWeightKg, cheapestPriceFromCents, exampleFor2Kg, quotesForAllServices, shippingPriceCents } from './shipping-price';

const smallBox = { lengthCm: 10, widthCm: 10, heightCm: 10 };
const unmeasured = { lengthCm: 0, widthCm: 0, heightCm: 0 };

const price = (destination: Territory, service: ShippingService, weightKg: number, box = unmeasured) =>
  shippingPriceCents({ destination, service, weightKg, ...box, subscriber: false });

describe('billable weight', () => {
  it('is the real weight when the box is small', () => {
    expect(billableWeightKg({ weightKg: 2, ...smallBox })).toBe(2);
  });

  it('is the volumetric weight when the box is large: 1 kg in 50 x 40 x 30 cm bills 12 kg', () => {
    expect(billableWeightKg({ weightKg: 1, lengthCm: 50, widthCm: 40, heightCm: 30 })).toBe(12);
    expect(price('guadeloupe', 'standard', 1, { lengthCm: 50, widthCm: 40, heightCm: 30 })).toMatchObject({
      billableWeightKg: 12,
      publicPriceCents: 3600, // 850 + 250 x 11
      subscriberPriceCents: 2880,
    });
  });

  it('keeps decimals of the dimensions: 33 x 27 x 19 cm is 3.3858 kg', () => {
    expect(billableWeightKg({ weightKg: 1, lengthCm: 33, widthCm: 27, heightCm: 19 })).toBe(3.3858);
  });

  it('treats unmeasured dimensions (0) as no volumetric weight', () => {
    expect(billableWeightKg({ weightKg: 0.4, ...unmeasured })).toBe(0.4);
  });
});

describe('one price per destination, service and customer tier (2 kg, 10 x 10 x 10 cm)', () => {
  // Worked by hand: (base + per kg x 1) x multiplier, subscriber = 80% of the exact public price.
  const expected: [Territory, ShippingService, number, number][] = [
    ['guadeloupe', 'standard', 1100, 880],
    ['guadeloupe', 'express', 1940, 1552],
    ['guadeloupe', 'premium', 2710, 2168],
    ['martinique', 'standard', 1100, 880],
    ['martinique', 'express', 1940, 1552],
    ['martinique', 'premium', 2710, 2168],
    ['guyane', 'standard', 1210, 968],
    ['guyane', 'express', 2134, 1707],
    ['guyane', 'premium', 2981, 2385],
    ['reunion', 'standard', 1265, 1012],
    ['reunion', 'express', 2231, 1785],
    ['reunion', 'premium', 3117, 2493],
    ['mayotte', 'standard', 1265, 1012],
    ['mayotte', 'express', 2231, 1785],
    ['mayotte', 'premium', 3117, 2493],
    ['maroc', 'standard', 990, 792],
    ['maroc', 'express', 1746, 1397],
    ['maroc', 'premium', 2439, 1951],
  ];

  it.each(expected)('%s, %s: %i cents public', (destination, service, publicCents) => {
    const quote = shippingPriceCents({ destination, service, weightKg: 2, ...smallBox, subscriber: false });
    expect(quote.priceCents).toBe(publicCents);
    expect(quote.publicPriceCents).toBe(publicCents);
  });

  it.each(expected)('%s, %s: %i cents public, %i cents for a subscriber', (destination, service, publicCents, subscriberCents) => {
    const quote = shippingPriceCents({ destination, service, weightKg: 2, ...smallBox, subscriber: true });
    expect(quote.priceCents).toBe(subscriberCents);
    expect(quote.publicPriceCents).toBe(publicCents);
    expect(quote.subscriberPriceCents).toBe(subscriberCents);
  });
});

describe('shipping price', () => {
  it('records the rate card version, the delay and what the service includes', () => {
    expect(shippingPriceCents({ destination: 'reunion', service: 'premium', weightKg: 3.5, ...smallBox, subscriber: false })).toEqual({
      rateCardVersion: '2026-11-01',
      destination: 'reunion',
      service: 'premium',
      billableWeightKg: 3.5,
      publicPriceCents: 3841, // (2290 + 420 x 2.5) x 1.15
      subscriberPriceCents: 3073, // 3841 x 0.8 = 3072.8
      priceCents: 3841,
      subscriber: false,
      delayDays: { min: 2, max: 4 },
      hasTracking: true,
      hasInsurance: true,
    });
  });

  it('charges the base price only up to 1 kg', () => {
    expect(price('guadeloupe', 'standard', 0.3).publicPriceCents).toBe(850);
    expect(price('guadeloupe', 'standard', 1).publicPriceCents).toBe(850);
  });

  it('charges extra weight pro rata, not per started kg', () => {
    expect(price('guadeloupe', 'standard', 1.5).publicPriceCents).toBe(975); // 850 + 125
    expect(price('guadeloupe', 'express', 1.1).publicPriceCents).toBe(1625); // 1590 + 35
    expect(price('guadeloupe', 'premium', 2.25).publicPriceCents).toBe(2815); // 2290 + 525
  });

  it('rounds half a cent up where float arithmetic would round it down', () => {
    // 850 x 1.15 is 977.4999… in floating point, 977.5 exactly.
    expect(price('reunion', 'standard', 1)).toMatchObject({ publicPriceCents: 978, subscriberPriceCents: 782 });
    // 1590 x 1.15 = 1828.5 (float: 1828.4999…); 1828.5 x 0.8 = 1462.8.
    expect(price('mayotte', 'express', 1)).toMatchObject({ publicPriceCents: 1829, subscriberPriceCents: 1463 });
    // (1590 + 350 x 0.4) x 1.15 = 1989.5 (float: 1989.4999…).
    expect(price('reunion', 'express', 1.4)).toMatchObject({ publicPriceCents: 1990, subscriberPriceCents: 1592 });
    // (850 + 250 x 2) x 1.15 = 1552.5 (float: 1552.4999…).
    expect(price('reunion', 'standard', 3)).toMatchObject({ publicPriceCents: 1553, subscriberPriceCents: 1242 });
    // 975 x 0.9 = 877.5.
    expect(price('maroc', 'standard', 1.5).publicPriceCents).toBe(878);
  });

  it('rounds the subscriber price once, from the exact public price', () => {
    // (1590 + 350 x 3.2) x 1.15 = 3116.5; 3116.5 x 0.8 = 2493.2 -> 2493, where 3117 x 0.8 would give 2494.
    expect(price('reunion', 'express', 4.2)).toMatchObject({ publicPriceCents: 3117, subscriberPriceCents: 2493 });
  });

  it('prices up to 30 kg billable included', () => {
    expect(price('guadeloupe', 'standard', 30).publicPriceCents).toBe(8100); // 850 + 250 x 29
  });

  it('refuses a real weight over 30 kg', () => {
    expect(() => price('guadeloupe', 'standard', 30.1)).toThrow(
      new ValidationError('Le poids maximum autorisé est de 30 kg', { weightKg: 'Le poids maximum autorisé est de 30 kg' }),
    );
  });

  it('refuses a volumetric weight over 30 kg, with the field to show it on', () => {
    const attempt = () => price('maroc', 'express', 1, { lengthCm: 50, widthCm: 50, heightCm: 62 }); // 31 kg
    expect(attempt).toThrow(ValidationError);
    expect(attempt).toThrow('Le poids maximum autorisé est de 30 kg');
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ status: 400, fieldErrors: { weightKg: 'Le poids maximum autorisé est de 30 kg' } });
    }
  });

  it('refuses a weight of 0 and negative dimensions', () => {
    expect(() => price('guadeloupe', 'standard', 0)).toThrow('Le poids doit être supérieur à 0 kg');
    expect(() => price('guadeloupe', 'standard', 1, { lengthCm: -1, widthCm: 10, heightCm: 10 })).toThrow(ValidationError);
  });
});

describe('the calculator shows all three services', () => {
  it('in the order standard, express, premium', () => {
    const quotes = quotesForAllServices({ destination: 'martinique', weightKg: 2, ...smallBox, subscriber: true });
    expect(quotes.map(({ service, priceCents, delayDays, hasInsurance }) => ({ service, priceCents, delayDays, hasInsurance }))).toEqual([
      { service: 'standard', priceCents: 880, delayDays: { min: 7, max: 12 }, hasInsurance: false },
      { service: 'express', priceCents: 1552, delayDays: { min: 3, max: 5 }, hasInsurance: true },
      { service: 'premium', priceCents: 2168, delayDays: { min: 2, max: 4 }, hasInsurance: true },
    ]);
    expect(quotes.every((quote) => quote.hasTracking)).toBe(true);
  });
});

describe('the pricing page (/tarifs)', () => {
  it.each([
    ['guadeloupe', 850, 1590, 2290],
    ['martinique', 850, 1590, 2290],
    ['guyane', 935, 1749, 2519],
    ['reunion', 978, 1829, 2634],
    ['mayotte', 978, 1829, 2634],
    ['maroc', 765, 1431, 2061],
  ] as const)('"à partir de" prices for %s: %i, %i, %i cents', (destination, standard, express, premium) => {
    expect(cheapestPriceFromCents(destination, 'standard')).toBe(standard);
    expect(cheapestPriceFromCents(destination, 'express')).toBe(express);
    expect(cheapestPriceFromCents(destination, 'premium')).toBe(premium);
  });

  it('gives the 2 kg example with the public and subscriber prices', () => {
    expect(exampleFor2Kg('guadeloupe').map((quote) => [quote.service, quote.publicPriceCents, quote.subscriberPriceCents])).toEqual([
      ['standard', 1100, 880],
      ['express', 1940, 1552],
      ['premium', 2710, 2168],
    ]);
  });

  it('labels services and destinations in French', () => {
    expect(Object.values(shippingServiceLabels)).toEqual(['Standard', 'Express', 'Premium']);
    expect(Object.values(destinationLabels)).toEqual(['Guadeloupe', 'Martinique', 'Guyane', 'La Réunion', 'Mayotte', 'Maroc']);
  });
});

describe('the rate card', () => {
  it('prices with another version when given one, and says so', () => {
    const nextCard = { ...rateCard, version: '2027-01-01', destinationMultipliers: { ...rateCard.destinationMultipliers, guadeloupe: 1.05 } };
    expect(shippingPriceCents({ destination: 'guadeloupe', service: 'standard', weightKg: 1, ...unmeasured, subscriber: false }, nextCard)).toMatchObject({
      rateCardVersion: '2027-01-01',
      publicPriceCents: 893, // 850 x 1.05 = 892.5
    });
  });
});
