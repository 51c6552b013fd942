import { describe, expect, it } from 'vitest';
import { shippingPriceCents } from '../pricing/shipping-price';
import { shipmentEstimate } from './estimate';

describe('the estimate of a shipment request', () => {
  it('prices three parcels together by their summed weight, each alone, and the saving', () => {
    const parcels = [
      { weightGrams: 1000, lengthCm: 20, widthCm: 15, heightCm: 10 },
      { weightGrams: 2000, lengthCm: 30, widthCm: 20, heightCm: 10 },
      { weightGrams: 1000, lengthCm: 20, widthCm: 15, heightCm: 10 },
    ];
    // standard to Guadeloupe: 8.50 € + 2.50 €/kg above the first; alone 8.50 + 11.00 + 8.50, together 4 kg = 16.00
    expect(shipmentEstimate(parcels, 'guadeloupe', 'standard', false)).toEqual({
      consolidatedCents: 1600,
      separateCents: 2800,
      savingCents: 1200,
      weightKg: 4,
      billableWeightKg: 4,
      overweight: false,
    });
  });

  it('bills the volumetric weight of the parcels’ volume, as the quote will, when it is above their weight', () => {
    // 60 × 60 × 50 cm is 36 kg volumetric (÷ 5000) for 5 kg on the scales: above the card, quoted by hand.
    expect(shipmentEstimate([{ weightGrams: 5000, lengthCm: 60, widthCm: 60, heightCm: 50 }], 'martinique', 'standard', false)).toMatchObject({ overweight: true, billableWeightKg: 36 });
    // Two light but bulky parcels: 40 × 30 × 25 cm each, 6 kg volumetric each, 12 kg together for 2 kg of weight.
    const bulky = { weightGrams: 1000, lengthCm: 40, widthCm: 30, heightCm: 25 };
    const estimate = shipmentEstimate([bulky, bulky], 'guadeloupe', 'standard', false);
    expect(estimate).toMatchObject({ weightKg: 2, billableWeightKg: 12, overweight: false });
    expect(estimate.consolidatedCents).toBe(shippingPriceCents({ weightKg: 12, lengthCm: 0, widthCm: 0, heightCm: 0, destination: 'guadeloupe', service: 'standard', subscriber: false }).priceCents);
  });

  it('says when the box is beyond the rate card (staff quote it by hand)', () => {
    expect(shipmentEstimate([{ weightGrams: 20_000, lengthCm: 0, widthCm: 0, heightCm: 0 }, { weightGrams: 15_000, lengthCm: 0, widthCm: 0, heightCm: 0 }], 'maroc', 'express', true).overweight).toBe(true);
  });
});
