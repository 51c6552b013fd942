/**
 * What is known of a parcel's weight and box. A figure nobody gave is unknown, not zero: a parcel
 * first seen at the warehouse has no declaration (its declared figures are stored as 0), and an empty
 * dimension field counts as 0. The customer's pages and the back office show only what is known.
 */
type Figures = {
  declaredWeightGrams: number;
  declaredLengthCm: number;
  declaredWidthCm: number;
  declaredHeightCm: number;
  weightGrams: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
};
export type Box = { lengthCm: number; widthCm: number; heightCm: number };

const boxOrNull = (lengthCm: number | null, widthCm: number | null, heightCm: number | null): Box | null =>
  lengthCm === null || widthCm === null || heightCm === null || (lengthCm === 0 && widthCm === 0 && heightCm === 0) ? null : { lengthCm, widthCm, heightCm };

export const declaredWeightOf = (parcel: Figures): number | null => (parcel.declaredWeightGrams > 0 ? parcel.declaredWeightGrams : null);
export const declaredBoxOf = (parcel: Figures): Box | null => boxOrNull(parcel.declaredLengthCm, parcel.declaredWidthCm, parcel.declaredHeightCm);
export const measuredWeightOf = (parcel: Figures): number | null => (parcel.weightGrams !== null && parcel.weightGrams > 0 ? parcel.weightGrams : null);
export const measuredBoxOf = (parcel: Figures): Box | null => boxOrNull(parcel.lengthCm, parcel.widthCm, parcel.heightCm);

/** The warehouse's figures once it has them, else the customer's. */
export const knownWeightOf = (parcel: Figures): number | null => measuredWeightOf(parcel) ?? declaredWeightOf(parcel);
export const knownBoxOf = (parcel: Figures): Box | null => measuredBoxOf(parcel) ?? declaredBoxOf(parcel);
