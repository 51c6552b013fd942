import { describe, expect, it } from 'vitest';
import { withFirstOfMonth } from '@domain/shared/first-of-month';
import { formatClockTime, formatDate, formatDateTime, formatShortDateTime } from './format-date';

/** What `Intl` writes for fr-FR in Paris, the first of a month as French writes it (« 1er »): the formatters above must write the same text without asking it. */
const intl = {
  date: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
  dateTime: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }),
  shortDateTime: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }),
};

/** A repeatable sequence of pseudo-random numbers in [0, 1). */
const randomFrom = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('French dates', () => {
  it('writes Paris dates and times as Intl does, on both sides of every change of clocks and outside the years it computes', () => {
    const random = randomFrom(3);
    const instants: number[] = [];
    for (let year = 1990; year <= 2105; year += 1) {
      for (const month of [2, 9]) {
        // Around the change: the last Sunday of the month, 00:59:59.999 to 01:00 UTC, and the hours about it.
        const lastDay = Date.UTC(year, month + 1, 0);
        const change = lastDay - new Date(lastDay).getUTCDay() * 86_400_000 + 3_600_000;
        for (const offset of [-7_200_000, -3_600_001, -1, 0, 1, 3_599_999, 3_600_000, 82_800_000]) instants.push(change + offset);
      }
      for (let draw = 0; draw < 20; draw += 1) instants.push(Date.UTC(year, 0, 1) + Math.floor(random() * 366 * 86_400_000));
      instants.push(Date.UTC(year, 0, 1) - 1, Date.UTC(year, 11, 31, 23, 30));
    }
    for (const instant of instants) {
      const iso = new Date(instant).toISOString();
      expect(formatDate(iso), iso).toBe(withFirstOfMonth(intl.date.format(instant)));
      expect(formatDateTime(iso), iso).toBe(withFirstOfMonth(intl.dateTime.format(instant)));
      expect(formatShortDateTime(iso), iso).toBe(intl.shortDateTime.format(instant));
      expect(formatClockTime(instant), iso).toBe(new Date(instant).toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris' }));
    }
    expect(formatDateTime('2026-07-01T07:05:00Z')).toBe('1er juillet 2026 à 09:05');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1er janvier 2027');
    expect(formatDate('2026-12-11T10:00:00Z')).toBe('11 décembre 2026');
    expect(formatDate('2026-12-21T10:00:00Z')).toBe('21 décembre 2026');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatDate('pas une date')).toThrow(RangeError);
  });
});
