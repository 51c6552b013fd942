import { withFirstOfMonth } from '@domain/shared/first-of-month';

/**
 * Paris dates and times in French, written out rather than asked of `Intl` (why: `format.ts`). The text
 * is `Intl`'s own for fr-FR (`format-date.test.ts` compares them on both sides of every change of
 * clocks); an instant before 1996 or after 2099, outside the European summer-time rule computed here,
 * is handed to `Intl`.
 */
const timeZone = 'Europe/Paris';

const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const hourMs = 3_600_000;
/** The last Sunday of `month` (0-11) of `year`, at 01:00 UTC: when Paris changes its clocks. */
const lastSundayOneAm = (year: number, month: number) => {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * 24 * hourMs + hourMs;
};
/**
 * The clock of Paris at `instant`, read through the UTC getters of the returned date: UTC+2 from the
 * last Sunday of March to the last Sunday of October (at 01:00 UTC, the European rule since 1996),
 * UTC+1 otherwise. Undefined outside 1996-2099, which `Intl` answers.
 */
const parisClock = (instant: Date): Date | undefined => {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  if (!Number.isFinite(time) || year < 1996 || year > 2099) return undefined;
  const summer = time >= lastSundayOneAm(year, 2) && time < lastSundayOneAm(year, 9);
  return new Date(time + (summer ? 2 : 1) * hourMs);
};
const twoDigits = (value: number) => String(value).padStart(2, '0');
const longDay = (clock: Date) => withFirstOfMonth(`${clock.getUTCDate()} ${months[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`);
const hoursMinutes = (clock: Date) => `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;

/** `Intl`'s answer, for the years the rule above does not cover. */
const viaIntl = (iso: string | number, options: Intl.DateTimeFormatOptions) =>
  withFirstOfMonth(new Intl.DateTimeFormat('fr-FR', { ...options, timeZone }).format(new Date(iso)));

/** "3 novembre 2026", "1er novembre 2026", the day in Paris. */
export const formatDate = (iso: string): string => {
  const clock = parisClock(new Date(iso));
  return clock ? longDay(clock) : viaIntl(iso, { dateStyle: 'long' });
};
/** "3 novembre 2026 à 09:05", Paris time. */
export const formatDateTime = (iso: string): string => {
  const clock = parisClock(new Date(iso));
  return clock ? `${longDay(clock)} à ${hoursMinutes(clock)}` : viaIntl(iso, { dateStyle: 'long', timeStyle: 'short' });
};
/** "03/11/2026 09:05", Paris time. */
export const formatShortDateTime = (iso: string): string => {
  const clock = parisClock(new Date(iso));
  if (!clock) return viaIntl(iso, { dateStyle: 'short', timeStyle: 'short' });
  return `${twoDigits(clock.getUTCDate())}/${twoDigits(clock.getUTCMonth() + 1)}/${clock.getUTCFullYear()} ${hoursMinutes(clock)}`;
};
/** "09:05:09", Paris time, of a moment in milliseconds. */
export const formatClockTime = (epochMs: number): string => {
  const clock = parisClock(new Date(epochMs));
  return clock ? `${hoursMinutes(clock)}:${twoDigits(clock.getUTCSeconds())}` : viaIntl(epochMs, { timeStyle: 'medium' });
};

