import { describe, expect, it } from 'vitest';
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
      overweight: false,
    });
  });

  it('says when the box is beyond the rate card (staff quote it by hand)', () => {
    expect(shipmentEstimate([{ weightGrams: 20_000, lengthCm: 0, widthCm: 0, heightCm: 0 }, { weightGrams: 15_000, lengthCm: 0, widthCm: 0, heightCm: 0 }], 'maroc', 'express', true).overweight).toBe(true);
  });
});
