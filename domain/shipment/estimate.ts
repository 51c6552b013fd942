import type { Territory } from '../../events/territories';
import type { ShippingService } from '../pricing/rate-card';
import { billableWeightKg, exceedsMaxBillableWeight, shippingPriceCents } from '../pricing/shipping-price';
import { gramsToKilograms } from '../shared/units';

/**
 * The estimate shown with a shipment request, before staff measure the final box, by the quote's rule
 * (the larger of the real and the volumetric weight): each parcel as measured at reception, priced
 * alone; the consolidated box as the sum of their weights and of their volumes (the packed box is
 * not known yet, but it holds at least that volume), and the saving.
 */
export type EstimatedParcel = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

export type ShipmentEstimate = {
  /** the box: one price for all the parcels together */
  consolidatedCents: number;
  /** each parcel shipped alone, added up */
  separateCents: number;
  savingCents: number;
  /** the box's real weight, the sum of the parcels' */
  weightKg: number;
  /** what the quote would bill: the larger of the real weight and the volumetric weight of the parcels' volume */
  billableWeightKg: number;
  /** over the rate card's maximum: staff will quote it by hand */
  overweight: boolean;
};

export const shipmentEstimate = (parcels: readonly EstimatedParcel[], destination: Territory, service: ShippingService, subscriber: boolean): ShipmentEstimate => {
  const weightGrams = parcels.reduce((sum, parcel) => sum + parcel.weightGrams, 0);
  const volumeCm3 = parcels.reduce((sum, parcel) => sum + parcel.lengthCm * parcel.widthCm * parcel.heightCm, 0);
  // A box of the parcels' whole volume, given as its length over 1 cm × 1 cm: the rate card's volumetric rule reads its volume.
  const measures = { weightKg: gramsToKilograms(weightGrams), lengthCm: volumeCm3, widthCm: 1, heightCm: 1 };
  const weightKg = gramsToKilograms(weightGrams);
  if (weightGrams === 0) return { consolidatedCents: 0, separateCents: 0, savingCents: 0, weightKg, billableWeightKg: 0, overweight: true };
  const overweight = exceedsMaxBillableWeight(measures) || parcels.some((parcel) => exceedsMaxBillableWeight({ ...parcel, weightKg: gramsToKilograms(parcel.weightGrams) }));
  if (overweight) return { consolidatedCents: 0, separateCents: 0, savingCents: 0, weightKg, billableWeightKg: billableWeightKg(measures), overweight: true };
  const consolidated = shippingPriceCents({ ...measures, destination, service, subscriber });
  const consolidatedCents = consolidated.priceCents;
  const separateCents = parcels.reduce(
    (sum, parcel) => sum + shippingPriceCents({ weightKg: gramsToKilograms(parcel.weightGrams), lengthCm: parcel.lengthCm, widthCm: parcel.widthCm, heightCm: parcel.heightCm, destination, service, subscriber }).priceCents,
    0,
  );
  return { consolidatedCents, separateCents, savingCents: Math.max(0, separateCents - consolidatedCents), weightKg, billableWeightKg: consolidated.billableWeightKg, overweight: false };
};
