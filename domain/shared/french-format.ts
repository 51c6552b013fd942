import { withFirstOfMonth } from './first-of-month';
import { centsToEuros, gramsToKilograms } from './units';

/** Amounts, weights and days as French readers expect them, for what the server writes in French (mails, histories). */
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const kilograms = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const centimetres = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const longDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Amounts are cents everywhere else; here, at the edge, they become "1,00 €". */
export const formatEuros = (cents: number): string => euros.format(centsToEuros(cents));
export const formatKilograms = (grams: number): string => `${kilograms.format(gramsToKilograms(grams))} kg`;
export const formatCentimetres = (value: number): string => `${centimetres.format(value)} cm`;
/** A calendar day (`2027-01-14`) as a French date: "jeudi 14 janvier 2027", "vendredi 1er janvier 2027". */
export const formatDay = (day: string): string => withFirstOfMonth(longDate.format(new Date(`${day}T00:00:00Z`)));
const parisDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });
/** An instant as the day it is in Paris: "25 décembre 2026", "1er décembre 2026" (documents, whoever reads them and wherever). */
export const formatParisDate = (instant: string): string => withFirstOfMonth(parisDate.format(new Date(instant)));
