/** French formatting at the edge: the API speaks integer cents, grams and ISO dates. */
const locale = 'fr-FR';
const timeZone = 'Europe/Paris';

const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
const kilograms = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 });
const plainNumber = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });

export const formatEurosFromCents = (cents: number): string => euros.format(cents / 100);
const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
/** Prices in running text: "20 €", but "2,50 €" and "19,99 €" (cents only when there are some). */
export const formatPriceFromCents = (cents: number): string =>
  cents % 100 === 0 ? wholeEuros.format(cents / 100) : euros.format(cents / 100);
export const formatEuros = (value: number): string => euros.format(value);
export const formatKilogramsFromGrams = (grams: number): string => kilograms.format(grams / 1000);
export const formatKilograms = (value: number): string => kilograms.format(value);
export const formatNumber = (value: number): string => plainNumber.format(value);
export const formatDate = (iso: string): string => date.format(new Date(iso));
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** "30 × 20 × 10 cm", or null when no dimension is known. */
export const formatDimensions = (lengthCm: number, widthCm: number, heightCm: number): string | null =>
  lengthCm === 0 && widthCm === 0 && heightCm === 0
    ? null
    : `${[lengthCm, widthCm, heightCm].map(formatNumber).join(' × ')} cm`;
