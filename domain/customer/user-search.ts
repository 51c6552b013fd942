/**
 * How the back office's users page finds a person (spec 3, sections 2.7 and 5): by first name,
 * last name, e-mail, phone or client reference, from the start of the value, whatever the case and
 * the accents. The read model stores these normalized values as index keys; a search normalizes its
 * terms the same way, here, so that both sides always agree.
 */

/** A customer's client reference: CLI- and the last 6 characters of their id, in capitals (spec 3, section 3). */
export const clientReferenceOf = (customerId: string): string => `CLI-${customerId.slice(-6).toUpperCase()}`;

/** Lower case, accents and surrounding spaces removed, inner spaces single: « Élodie  » → « elodie », « Schœlcher » → « schoelcher ». */
export const normalizeSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Calling codes of the territories served and of France: a number written +590 690 12 34 56,
 * 00590 690..., or 0690 12 34 56 is the same national number 690123456.
 */
const callingCodes = ['590', '594', '596', '262', '269', '212', '33'];

/** The national significant number of a phone, digits only: what a phone search matches from its start. */
export const phoneSearchDigits = (phone: string): string => {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : undefined;
  if (international !== undefined) {
    const code = callingCodes.find((candidate) => international.startsWith(candidate));
    return code ? international.slice(code.length).replace(/^0/, '') : international;
  }
  return digits.replace(/^0/, '');
};

/** A query that reads as a phone number: digits, spaces and the usual separators only, two digits at least. */
export const isPhoneQuery = (query: string): boolean => /^[\d\s+().-]+$/.test(query.trim()) && query.replace(/\D/g, '').length >= 2;

const referencePrefix = 'cli-';

/** A term matches a reference typed with or without its « CLI- ». */
export const clientReferenceTerm = (term: string): string => (term.startsWith(referencePrefix) ? term : `${referencePrefix}${term}`);

/** The normalized values a person is found by, one per searchable field (the read model's index keys before the id). */
export type SearchableValues = { firstName: string; lastName: string; email: string; phone: string; clientReference: string };

export const searchableValuesOf = (person: {
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}): SearchableValues => ({
  firstName: normalizeSearchText(person.firstName),
  lastName: normalizeSearchText(person.lastName),
  email: normalizeSearchText(person.email),
  phone: phoneSearchDigits(person.phone),
  clientReference: normalizeSearchText(clientReferenceOf(person.customerId)),
});

/**
 * What a search asks each index. A number asks the phone index (national digits) and the
 * client-reference index; words ask the name, e-mail and client-reference indexes with the longest
 * word, the most selective, and every word must then match (see `matchesSearch`).
 */
export type SearchPlan =
  | { kind: 'phone'; phone: string; clientReference: string }
  | { kind: 'words'; words: string[]; prefix: string; clientReference: string };

export const planSearch = (query: string): SearchPlan | null => {
  const normalized = normalizeSearchText(query);
  if (!normalized) return null;
  if (isPhoneQuery(normalized)) {
    // A number may also be the end of a client reference: ids end in hexadecimal digits.
    return { kind: 'phone', phone: phoneSearchDigits(normalized), clientReference: clientReferenceTerm(normalized.replace(/\D/g, '')) };
  }
  const words = normalized.split(' ');
  const prefix = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  return { kind: 'words', words, prefix, clientReference: clientReferenceTerm(prefix) };
};

const wordStarts = (value: string): string[] => [value, ...value.split(/[\s'’-]+/).slice(1)];

/** Whether a person matches a search: the number, or every word (the start of a value, or of one of its words). */
export const matchesSearch = (plan: SearchPlan, values: SearchableValues): boolean => {
  if (plan.kind === 'phone') {
    return (plan.phone !== '' && values.phone.startsWith(plan.phone)) || values.clientReference.startsWith(plan.clientReference);
  }
  const texts = [values.firstName, values.lastName, values.email].flatMap(wordStarts);
  return plan.words.every((word) => texts.some((text) => text.startsWith(word)) || values.clientReference.startsWith(clientReferenceTerm(word)));
};
