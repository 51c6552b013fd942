import { linkLifetimeHours } from '@domain/customer/link-lifetimes';

/**
 * The figures the legal texts state that `domain/pricing` does not hold: DECISIONS ("Buy for me",
 * "Returns to mainland France", "Pages and behaviour") and spec 2, section 9.
 */

export {
  buyForMeFeeCents,
  buyForMeQuoteDelayHours,
  returnAboveTenKg,
  returnBands,
  returnUrgencyFactors,
  returnWindowDays,
} from '@domain/pricing/service-fees';
export { returnWindowRule } from '@domain/return/return-terms';
/** DECISIONS, "Pages and behaviour": quotes in PDF, HT/TTC, VAT 20 %, valid 30 days. */
export const quoteValidityDays = 30;
export const vatRatePercent = 20;
/** Spec 2, section 9, "FAQ and legal claims". */
export const insuranceCeilingCents = 100_000;
/** Code de la consommation, article L221-18. */
export const withdrawalPeriodDays = 14;

/** Spec 2, section 9: a password reset link is valid this long (the decider's own figure). */
export const passwordResetLinkValidityHours = linkLifetimeHours.reset;
