/**
 * French writes the first of a month as an ordinal: « le 1er décembre », never « le 1 décembre ». A module of its
 * own: the customer site's dates use it without the server's number formats.
 */
export const withFirstOfMonth = (date: string): string => date.replace(/(^|\s)1 (?=\p{L})/u, '$11er ');
