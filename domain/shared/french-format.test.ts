import { describe, expect, it } from 'vitest';
import { withFirstOfMonth } from './first-of-month';
import { formatDay, formatParisDate } from './french-format';

describe('French dates written by the server', () => {
  it('writes the first of a month as « 1er », and no other day', () => {
    expect(formatDay('2027-01-01')).toBe('vendredi 1er janvier 2027');
    expect(formatDay('2027-01-11')).toBe('lundi 11 janvier 2027');
    expect(formatDay('2027-01-21')).toBe('jeudi 21 janvier 2027');
    expect(formatParisDate('2026-11-30T23:30:00Z')).toBe('1er décembre 2026');
    expect(formatParisDate('2026-12-31T10:00:00Z')).toBe('31 décembre 2026');
  });

  it('leaves a number that is no day alone', () => {
    expect(withFirstOfMonth('1 200 colis')).toBe('1 200 colis');
    expect(withFirstOfMonth('le 1 mars')).toBe('le 1er mars');
  });
});
