import { parcelCategoryLabels } from '@domain/parcel/parcel-labels';
import { knownBoxOf, knownWeightOf } from '@domain/parcel/parcel-figures';
import { formatDimensions, formatKilogramsFromGrams } from '@/lib/format';
import type { Parcel } from '../api/get-parcels';

/** Unknown categories display raw, like statuses. */
export const categoryLabel = (category: string): string =>
  (parcelCategoryLabels as Record<string, string>)[category] ?? category;

/**
 * Once the warehouse has weighed and measured the parcel, its figures replace the declared ones;
 * null when nobody gave the figure (a parcel recorded without a declaration): the page leaves it out.
 */
export const parcelWeight = (parcel: Parcel): string | null => {
  const grams = knownWeightOf(parcel);
  return grams === null ? null : formatKilogramsFromGrams(grams);
};

export const parcelDimensions = (parcel: Parcel): string | null => {
  const box = knownBoxOf(parcel);
  return box && formatDimensions(box.lengthCm, box.widthCm, box.heightCm);
};

export const isMeasured = (parcel: Parcel): boolean => parcel.weightGrams !== null;
