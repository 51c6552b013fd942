import type { Territory } from '../../events/territories';
import type { ShippingService } from '../pricing/rate-card';
import { exceedsMaxBillableWeight, shippingPriceCents } from '../pricing/shipping-price';
import { gramsToKilograms } from '../shared/units';

/**
 * The estimate shown with a shipment request, before staff measure the final box: each
 * parcel as measured at reception, priced alone; the consolidated box as the sum of their weights
 * (its volume is unknown until packed, so the estimate prices the weight), and the saving.
 */
export type EstimatedParcel = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

export type ShipmentEstimate = {
  /** the box: one price for all the parcels together */
  consolidatedCents: number;
  /** each parcel shipped alone, added up */
  separateCents: number;
  savingCents: number;
  weightKg: number;
  /** over the rate card's maximum: staff will quote it by hand */
  overweight: boolean;
};

export const shipmentEstimate = (parcels: readonly EstimatedParcel[], destination: Territory, service: ShippingService, subscriber: boolean): ShipmentEstimate => {
  const weightGrams = parcels.reduce((sum, parcel) => sum + parcel.weightGrams, 0);
  const measures = { weightKg: gramsToKilograms(weightGrams), lengthCm: 0, widthCm: 0, heightCm: 0 };
  const overweight = weightGrams === 0 || exceedsMaxBillableWeight(measures) || parcels.some((parcel) => exceedsMaxBillableWeight({ ...parcel, weightKg: gramsToKilograms(parcel.weightGrams) }));
  if (overweight) return { consolidatedCents: 0, separateCents: 0, savingCents: 0, weightKg: gramsToKilograms(weightGrams), overweight: true };
  const consolidatedCents = shippingPriceCents({ ...measures, destination, service, subscriber }).priceCents;
  const separateCents = parcels.reduce(
    (sum, parcel) => sum + shippingPriceCents({ weightKg: gramsToKilograms(parcel.weightGrams), lengthCm: parcel.lengthCm, widthCm: parcel.widthCm, heightCm: parcel.heightCm, destination, service, subscriber }).priceCents,
    0,
  );
  return { consolidatedCents, separateCents, savingCents: Math.max(0, separateCents - consolidatedCents), weightKg: gramsToKilograms(weightGrams), overweight: false };
};
