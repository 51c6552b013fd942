import { add, exactly, multiply, roundToInteger, subtract } from './exact-ratio';

/** Buy-for-me fee per order (DECISIONS, "Buy for me"): the free plan (or no profile), and Premium. */
export const buyForMeFeeCents = { free: 1999, premium: 1499 } as const;
/** Staff answer a buy-for-me request with a quote within this many hours. */
export const buyForMeQuoteDelayHours = 24;

/** Returns to mainland France (DECISIONS, "Returns to mainland France"; spec 2, section 9). */
export const returnWindowDays = 14;
export const returnBands = [
  { upToKg: 1, priceCents: 850 },
  { upToKg: 5, priceCents: 1250 },
  { upToKg: 10, priceCents: 1850 },
] as const;
export const returnAboveTenKg = { fromKg: 10, baseCents: 2500, perKgCents: 250 } as const;
export const returnUrgencyFactors = [
  { id: 'faible', label: 'Faible', factor: 0.8 },
  { id: 'normal', label: 'Normale', factor: 1 },
  { id: 'urgent', label: 'Urgente', factor: 1.3 },
  { id: 'critique', label: 'Critique', factor: 1.6 },
] as const;
export type ReturnUrgency = (typeof returnUrgencyFactors)[number]['id'];

/** Cost of a return for a chargeable weight (max of real and volumetric), by urgency, rounded once to the cent. */
export const returnCostCents = (chargeableKg: number, urgency: ReturnUrgency): number => {
  const band = returnBands.find((candidate) => chargeableKg <= candidate.upToKg);
  const base = band
    ? exactly(band.priceCents)
    : add(exactly(returnAboveTenKg.baseCents), multiply(subtract(exactly(chargeableKg), exactly(returnAboveTenKg.fromKg)), exactly(returnAboveTenKg.perKgCents)));
  const factor = returnUrgencyFactors.find((level) => level.id === urgency)?.factor ?? 1;
  return roundToInteger(multiply(base, exactly(factor)));
};
