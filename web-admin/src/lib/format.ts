import { gramsToKilograms } from '../../../domain/shared/units';

/** fr-FR display of the API's units: grams, cents, centimetres and ISO dates. */
const kilograms = new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 });
const centimetres = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export const formatWeight = (grams: number): string => kilograms.format(gramsToKilograms(grams));

/** The server's French amounts: one formatting for mails, histories and pages. */
export { formatEuros } from '../../../domain/shared/french-format';

export const formatDimensions = (lengthCm: number, widthCm: number, heightCm: number): string =>
  `${[lengthCm, widthCm, heightCm].map((value) => centimetres.format(value)).join(' × ')} cm`;

/** Options for react-admin's DateField: 22/11/2025 04:03 */
export const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
export const dateLocale = 'fr-FR';

/** Options for a day in France, whatever the browser's zone: 22/11/2025 */
export const parisDateOptions: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' };

const parisDateTime = new Intl.DateTimeFormat(dateLocale, { ...parisDateOptions, hour: '2-digit', minute: '2-digit' });
/** An instant as a person in France reads it, whatever the browser's zone: 22/11/2025 04:03 */
export const formatParisDateTime = (instant: string): string => parisDateTime.format(new Date(instant));
