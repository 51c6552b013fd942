import { describe, expect, it } from 'vitest';
import { bucketsAfter, bucketsOf } from './instant-buckets';
import { mondayOf, monthsEndingWith, parisDayOf, weekDaysUpTo } from './statistics-calendar';
import { sharePercent } from './statistics-views';

describe('the statistics calendar', () => {
  it('reads an instant on the Paris calendar, in winter and in summer', () => {
    expect(parisDayOf('2026-03-31T23:30:00.000Z')).toBe('2026-04-01');
    expect(parisDayOf('2026-03-31T21:59:59.000Z')).toBe('2026-03-31');
    expect(parisDayOf('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
    expect(parisDayOf('2026-12-31T22:59:59.000Z')).toBe('2026-12-31');
  });

  it('starts a week on Monday', () => {
    expect(mondayOf('2026-04-05')).toBe('2026-03-30');
    expect(mondayOf('2026-04-06')).toBe('2026-04-06');
    expect(weekDaysUpTo('2026-04-08')).toEqual(['2026-04-06', '2026-04-07', '2026-04-08']);
    expect(weekDaysUpTo('2026-04-05')).toHaveLength(7);
  });

  it('lists the last months oldest first, across a new year', () => {
    expect(monthsEndingWith('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsEndingWith('2026-11', 12)).toHaveLength(12);
    expect(monthsEndingWith('2026-11', 12)[0]).toBe('2025-12');
  });

  it('gives a share to one decimal, none of nothing', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(5, 5)).toBe(100);
    expect(sharePercent(5, 0)).toBeNull();
  });
});

describe('instants after now, from buckets', () => {
  const minute = (instant: Date) => Math.floor(instant.getTime() / 60_000);

  it('counts an instant exactly when its minute comes after now’s, never twice, up to the horizon', () => {
    const nows = ['2026-11-26T21:47:30.000Z', '2026-12-31T23:59:59.000Z', '2027-01-01T00:00:00.000Z', '2028-02-29T12:00:00.000Z'].map((iso) => new Date(iso));
    for (const now of nows) {
      const after = new Set(bucketsAfter(now, 1));
      // every few hours over two years around now, and every minute of the hour around now
      const instants = [
        ...Array.from({ length: 2 * 365 * 6 }, (_unused, index) => new Date(now.getTime() + (index - 365 * 6) * 4 * 3_600_000 + 17 * 60_000)),
        ...Array.from({ length: 120 }, (_unused, index) => new Date(now.getTime() + (index - 60) * 60_000)),
      ];
      for (const instant of instants) {
        const matches = bucketsOf(instant).filter((bucket) => after.has(bucket)).length;
        const expected = minute(instant) > minute(now) && instant.getUTCFullYear() <= now.getUTCFullYear() + 1 ? 1 : 0;
        expect(matches, `${instant.toISOString()} après ${now.toISOString()}`).toBe(expected);
      }
    }
  });
});
