/** "10 000" (fr-FR groups thousands with a narrow no-break space). */
export { formatInteger, formatPriceFromCents } from '@/lib/format';
