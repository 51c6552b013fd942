import { parcelCategoryLabels } from '@domain/parcel/parcel-labels';
import { formatDimensions, formatKilogramsFromGrams } from '@/lib/format';
import type { Parcel } from '../api/get-parcels';

/** Unknown categories display raw, like statuses. */
export const categoryLabel = (category: string): string =>
  (parcelCategoryLabels as Record<string, string>)[category] ?? category;

/** Once the warehouse has weighed and measured the parcel, its figures replace the declared ones. */
export const parcelWeight = (parcel: Parcel): string =>
  formatKilogramsFromGrams(parcel.weightGrams ?? parcel.declaredWeightGrams);

export const parcelDimensions = (parcel: Parcel): string =>
  formatDimensions(
    parcel.lengthCm ?? parcel.declaredLengthCm,
    parcel.widthCm ?? parcel.declaredWidthCm,
    parcel.heightCm ?? parcel.declaredHeightCm,
  ) ?? 'Dimensions non renseignées';

export const isMeasured = (parcel: Parcel): boolean => parcel.weightGrams !== null;
