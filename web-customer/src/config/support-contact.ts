/**
 * Who publishes Passerelle and how customers reach support (DECISIONS, "Identity of the product":
 * placeholders until a real company exists). The one source for the footer, the contact page, the
 * help pages, the home page and the legal texts; each renders it in its own way. The company's
 * identity lives in the domain (`domain/shared/company.ts`), which the quote PDFs print too.
 */

import { companyIdentity } from '@domain/shared/company';

export { companyIdentity };

const nbsp = '\u00a0';

/** One opening period of the support team, in Paris time (whole hours). */
export type OpeningPeriod = {
  /** as in a timetable: "Lun.-ven." */
  daysShort: string;
  /** as in a sentence: "du lundi au vendredi" */
  daysLong: string;
  opensAt: number;
  closesAt: number;
};

export const supportOpeningHours: readonly OpeningPeriod[] = [
  { daysShort: 'Lun.-ven.', daysLong: 'du lundi au vendredi', opensAt: 9, closesAt: 18 },
  { daysShort: 'Sam.', daysLong: 'le samedi', opensAt: 10, closesAt: 16 },
];

/** "9 h", with the non-breaking space of French typography. */
const hour = (value: number) => `${value}${nbsp}h`;

const timeZone = 'heure de Paris';
const phone = '+33 1 23 45 67 89';
const email = 'support@passerelle.example';

export const supportContact = {
  email,
  mailto: `mailto:${email}`,
  /** for reading: groups of two digits, never broken across lines */
  phone: phone.replace(/ /g, nbsp),
  /** the phone number as a tel: link wants it */
  phoneHref: `tel:${phone.replace(/ /g, '')}`,
  /** "Lun.-ven. 9 h-18 h", "Sam. 10 h-16 h": the lines of a timetable */
  timetable: supportOpeningHours.map((period) => `${period.daysShort} ${hour(period.opensAt)}-${hour(period.closesAt)}`),
  /** the time zone of the hours, which customers overseas need to know */
  timeZone,
  /** "du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h, heure de Paris": for a sentence */
  hours: `${supportOpeningHours.map((period) => `${period.daysLong} de ${hour(period.opensAt)} à ${hour(period.closesAt)}`).join(' et ')}, ${timeZone}`,
  /** for a sentence: "Notre équipe vous répond sous 24 h." */
  replyDelay: `sous 24${nbsp}h`,
  /** the postal address of the company, on one line */
  address: `${companyIdentity.name}, ${companyIdentity.address}`,
} as const;
