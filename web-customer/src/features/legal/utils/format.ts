import { formatDate } from '@/lib/format-date';
import { formatPriceFromCents } from '@/lib/format';

/** French figures of the legal texts: "1 €", "2,50 €", "19,99 €" (cents only when there are some), "20 %". */
export const euros = formatPriceFromCents;

export const percent = (value: number): string => `${new Intl.NumberFormat('fr-FR').format(value)}\u00a0%`;

/** A destination multiplier read as a price adjustment: "tarif de base", "+10 %", "-10 %". */
export const adjustment = (multiplier: number): string => {
  const change = Math.round((multiplier - 1) * 100);
  if (change === 0) return 'tarif de base';
  return change > 0 ? `+${percent(change)}` : `-${percent(-change)}`;
};

/** "1er novembre 2026", "15 novembre 2026" for an ISO date (the French ordinal for the first of the month). */
export const longDate = (isoDate: string): string => {
  // The calendar day at noon UTC is that day in Paris too.
  return formatDate(`${isoDate.slice(0, 10)}T12:00:00Z`);
};
