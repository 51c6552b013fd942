import { describe, expect, it } from 'vitest';
import { documentNumberOf, parisYearOf, pdfKeyOf, seriesKeyOf } from './numbering';

describe('document numbering', () => {
  it('spells a number from its series, its year and a six-digit sequence', () => {
    expect(documentNumberOf('FAC', 2026, 1)).toBe('FAC-2026-000001');
    expect(documentNumberOf('AVO', 2027, 123_456)).toBe('AVO-2027-123456');
    expect(seriesKeyOf('FAC', 2026)).toBe('FAC-2026');
  });

  it('refuses a sequence of 0, a fraction or one beyond six digits', () => {
    expect(() => documentNumberOf('FAC', 2026, 0)).toThrow(RangeError);
    expect(() => documentNumberOf('FAC', 2026, 1.5)).toThrow(RangeError);
    expect(() => documentNumberOf('FAC', 2026, 1_000_000)).toThrow(RangeError);
  });

  it('takes the year in Paris: 23:30 UTC on 31 December is already the next year', () => {
    expect(parisYearOf('2026-12-31T22:59:59.000Z')).toBe(2026);
    expect(parisYearOf('2026-12-31T23:30:00.000Z')).toBe(2027);
    expect(parisYearOf('2027-01-01T00:30:00.000Z')).toBe(2027);
  });

  it('keeps invoices and credit notes apart in the files bucket, by year', () => {
    expect(pdfKeyOf('FAC', 2026, 'FAC-2026-000007')).toBe('invoices/2026/FAC-2026-000007.pdf');
    expect(pdfKeyOf('AVO', 2027, 'AVO-2027-000001')).toBe('credit-notes/2027/AVO-2027-000001.pdf');
  });
});
