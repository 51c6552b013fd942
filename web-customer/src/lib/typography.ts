/**
 * French typography for running text (Lexique des règles typographiques de l'Imprimerie
 * nationale): the space before « : ; ! ? » and inside « guillemets », and the space between a
 * number and its unit ("24 h", "30 kg", "20 %"), never break a line. Content is written with
 * ordinary spaces, for readable sources and tests; the components that render prose pass it
 * through here, so a line never starts with a lone « ? » or ends with a lone « « ».
 */
const nbsp = '\u00a0';

const beforeHighPunctuation = /[ \t]+([:;!?»])/g;
const afterOpeningQuote = /«[ \t]+/g;
const numberThenUnit = /(\d)[ \t]+(?=(?:h|min|kg|g|cm|km|mm)(?![\p{L}\p{N}])|[%€])/gu;

export const frenchSpacing = (text: string): string =>
  text.replace(beforeHighPunctuation, `${nbsp}$1`).replace(afterOpeningQuote, `«${nbsp}`).replace(numberThenUnit, `$1${nbsp}`);
