/**
 * The destinations Passerelle ships to. Apart from the zod schemas of `customer-events.ts` so that a
 * page listing them (the public calculator) does not download zod.
 */
export const territories = ['guadeloupe', 'martinique', 'guyane', 'reunion', 'mayotte', 'maroc'] as const;
export type Territory = (typeof territories)[number];
