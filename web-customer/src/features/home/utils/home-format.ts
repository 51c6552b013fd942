const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const integers = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Marketing prices: "0 €", "20 €", but "2,50 €" and "19,99 €" (never "20,00 €" on the home page). */
export const formatPriceFromCents = (cents: number): string =>
  cents % 100 === 0 ? wholeEuros.format(cents / 100) : euros.format(cents / 100);

/** "10 000" (fr-FR groups thousands with a narrow no-break space). */
export const formatInteger = (value: number): string => integers.format(value);
