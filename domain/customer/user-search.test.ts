import { describe, expect, it } from 'vitest';
import { clientReferenceOf, matchesSearch, normalizeSearchText, phoneSearchDigits, planSearch, searchableValuesOf } from './user-search';

describe('finding a person on the users page', () => {
  it('makes the client reference from the last 6 characters of the id, in capitals', () => {
    expect(clientReferenceOf('4f1c2a9e-0b7d-4c55-9e1a-3b2c1d0e9fab')).toBe('CLI-0E9FAB');
  });

  it('compares text without case, accents or extra spaces', () => {
    expect(normalizeSearchText('  Élodie   DURAND ')).toBe('elodie durand');
    expect(normalizeSearchText('Zoé Schœlcher-Ançay')).toBe('zoe schoelcher-ancay');
  });

  it('reads a phone as its national number, whichever prefix it was written with', () => {
    for (const phone of ['+590 690 12 34 56', '00590 690 12 34 56', '0690 12 34 56', '0690.12.34.56', '(0)690123456']) {
      expect(phoneSearchDigits(phone), phone).toBe('690123456');
    }
    expect(phoneSearchDigits('+33 6 12 34 56 78')).toBe('612345678');
    expect(phoneSearchDigits('+212 6 61 23 45 67')).toBe('661234567');
    expect(phoneSearchDigits('')).toBe('');
  });

  it('asks the phone and reference indexes for a number, the name, e-mail and reference indexes for words', () => {
    expect(planSearch('0690 12')).toEqual({ kind: 'phone', phone: '69012', clientReference: 'cli-069012' });
    expect(planSearch('Marie  Dupont-Léger')).toEqual({ kind: 'words', words: ['marie', 'dupont-leger'], prefix: 'dupont-leger', clientReference: 'cli-dupont-leger' });
    expect(planSearch('CLI-0E9F')).toMatchObject({ kind: 'words', clientReference: 'cli-0e9f' });
    expect(planSearch('   ')).toBeNull();
  });

  it('matches every word against the start of a name, of one of its words, of the e-mail, or the reference', () => {
    const values = searchableValuesOf({
      customerId: '4f1c2a9e-0b7d-4c55-9e1a-3b2c1d0e9fab',
      firstName: 'Marie-Claire',
      lastName: 'Dupont',
      email: 'mc.dupont@example.com',
      phone: '+596 696 11 22 33',
    });
    const matches = (query: string) => {
      const plan = planSearch(query);
      return plan !== null && matchesSearch(plan, values);
    };
    expect(matches('marie claire')).toBe(true);
    expect(matches('dupont marie')).toBe(true);
    expect(matches('MC.DUP')).toBe(true);
    expect(matches('0e9fab')).toBe(true);
    expect(matches('cli-0e9')).toBe(true);
    expect(matches('0696 11')).toBe(true);
    expect(matches('+596 696')).toBe(true);
    expect(matches('upont')).toBe(false);
    expect(matches('dupont jean')).toBe(false);
    expect(matches('0697')).toBe(false);
  });
});
