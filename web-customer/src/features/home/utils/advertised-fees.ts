/**
 * Fees of services that have no module in `domain/` yet (DECISIONS, "Buy for me" and "Returns to
 * mainland France"). Kept here, in one place, until the buy-for-me and returns modules exist; then
 * the home page must import them from `@domain/*` instead.
 */
export const buyForMeFeeCents = { standard: 1999, premium: 1499 } as const;
/** Lowest band of the return cost (spec 2, section 9: 8.50 / 12.50 / 18.50 / 25 EUR). */
export const returnFromCents = 850;
