const integers = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export { formatPriceFromCents } from '@/lib/format';

/** "10 000" (fr-FR groups thousands with a narrow no-break space). */
export const formatInteger = (value: number): string => integers.format(value);
