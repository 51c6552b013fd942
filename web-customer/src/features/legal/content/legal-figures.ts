/**
 * The figures the legal texts state that `domain/pricing` does not hold: DECISIONS ("Buy for me",
 * "Returns to mainland France", "Pages and behaviour") and spec 2, section 9.
 */

/** DECISIONS, "Buy for me". */
export const buyForMeFeeCents = { free: 1999, premium: 1499 } as const;
export const buyForMeQuoteDelayHours = 24;
/** DECISIONS, "Pages and behaviour": quotes in PDF, HT/TTC, VAT 20 %, valid 30 days. */
export const quoteValidityDays = 30;
export const vatRatePercent = 20;
/** Spec 2, section 9, "FAQ and legal claims". */
export const insuranceCeilingCents = 100_000;
/** Spec 2, section 9, "Return shipping cost" (DECISIONS, "Returns to mainland France"). */
export const returnWindowDays = 14;
export const returnBands = [
  { upToKg: 1, priceCents: 850 },
  { upToKg: 5, priceCents: 1250 },
  { upToKg: 10, priceCents: 1850 },
] as const;
export const returnAboveTenKg = { fromKg: 10, baseCents: 2500, perKgCents: 250 } as const;
export const returnUrgencyFactors = [
  { label: 'Faible', factor: 0.8 },
  { label: 'Normale', factor: 1 },
  { label: 'Urgente', factor: 1.3 },
  { label: 'Critique', factor: 1.6 },
] as const;
/** Code de la consommation, article L221-18. */
export const withdrawalPeriodDays = 14;

/** Spec 2, section 9: a password reset link is valid this long. */
export const passwordResetLinkValidityHours = 24;
