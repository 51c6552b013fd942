import { describe, expect, it } from 'vitest';
import {
  code128Bars,
  code128CharacterMessage,
  code128EmptyMessage,
  code128Modules,
  code128Patterns,
  code128QuietZoneModules,
  code128Symbols,
  decodeCode128Modules,
} from './code128';
import { ValidationError } from './errors';

const asBits = (modules: readonly boolean[]) => modules.map((dark) => (dark ? '1' : '0')).join('');
const withoutQuietZones = (modules: readonly boolean[]) => modules.slice(code128QuietZoneModules, -code128QuietZoneModules);

describe('Code 128 symbols', () => {
  it('computes the published checksum of "abcdef" in code set B (97)', () => {
    expect(code128Symbols('abcdef')).toEqual([104, 65, 66, 67, 68, 69, 70, 97, 106]);
  });

  it('computes the published checksum of "345678" in code set C (73)', () => {
    expect(code128Symbols('345678')).toEqual([105, 34, 56, 78, 73, 106]);
  });

  it('computes the checksum of "PJJ123C" in code set B (start 104: 879 mod 103 = 55)', () => {
    expect(code128Symbols('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('switches to code set C for a long run of digits and back to B for the letters after it', () => {
    // L A 1 in B, CODE C, 23 45 67 89, CODE B, F R
    const symbols = code128Symbols('LA123456789FR');
    expect(symbols.slice(0, -2)).toEqual([104, 44, 33, 17, 99, 23, 45, 67, 89, 100, 38, 50]);
    expect(symbols.at(-1)).toBe(106);
  });

  it('keeps a short run of digits in code set B', () => {
    expect(code128Symbols('AB12CD').slice(1, -2)).toEqual([33, 34, 17, 18, 35, 36]);
  });

  it('refuses characters outside printable ASCII, in French, and an empty text', () => {
    expect(() => code128Symbols('COLIS-É1')).toThrow(new ValidationError(code128CharacterMessage('É')));
    expect(() => code128Symbols('A\tB')).toThrow(ValidationError);
    expect(() => code128Symbols('')).toThrow(code128EmptyMessage);
    expect(code128CharacterMessage('É')).toContain('« É »');
  });
});

describe('Code 128 modules', () => {
  it('has 106 patterns of 11 modules, all different, and a stop pattern of 13', () => {
    const widths = (pattern: string) => [...pattern].reduce((sum, width) => sum + Number(width), 0);
    expect(code128Patterns).toHaveLength(107);
    expect(code128Patterns.slice(0, 106).every((pattern) => widths(pattern) === 11)).toBe(true);
    expect(widths(code128Patterns[106] ?? '')).toBe(13);
    expect(new Set(code128Patterns).size).toBe(107);
  });

  it('draws the published start B, start C and stop bit patterns, between quiet zones', () => {
    const modules = code128Modules('abcdef');
    expect(asBits(modules.slice(0, code128QuietZoneModules))).toBe('0'.repeat(10));
    expect(asBits(modules.slice(-code128QuietZoneModules))).toBe('0'.repeat(10));
    const symbol = asBits(withoutQuietZones(modules));
    expect(symbol.startsWith('11010010000')).toBe(true);
    expect(symbol.endsWith('1100011101011')).toBe(true);
    // start, 6 data, checksum: 8 symbols of 11 modules, then the stop's 13
    expect(symbol).toHaveLength(8 * 11 + 13);
    expect(asBits(withoutQuietZones(code128Modules('345678'))).startsWith('11010011100')).toBe(true);
  });

  it('gives bars that cover exactly the dark modules', () => {
    const text = 'LA123456789FR';
    const modules = code128Modules(text);
    const { bars, totalModules } = code128Bars(text);
    expect(totalModules).toBe(modules.length);
    const redrawn = Array.from({ length: totalModules }, () => false);
    bars.forEach((bar) => redrawn.fill(true, bar.startModule, bar.startModule + bar.widthModules));
    expect(redrawn).toEqual(modules);
    expect(bars.every((bar) => bar.widthModules >= 1 && bar.widthModules <= 4)).toBe(true);
  });

  it.each(['abcdef', '345678', 'PJJ123C', 'LA123456789FR', '6A12345678901', '1Z999AA10123456784', '12345', 'X', '~ !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}'])(
    'decodes its own modules back to %s',
    (text) => {
      expect(decodeCode128Modules(code128Modules(text))).toBe(text);
    },
  );

  it('refuses to decode modules whose checksum is wrong', () => {
    const modules = code128Modules('abcdef');
    // the second data symbol ('b', modules 22 to 33 after the quiet zone) replaced by 'c': "accdef" under the checksum of "abcdef"
    const other = code128Modules('acbdef');
    const swapped = [...modules.slice(0, code128QuietZoneModules + 22), ...other.slice(code128QuietZoneModules + 22, code128QuietZoneModules + 33), ...modules.slice(code128QuietZoneModules + 33)];
    expect(decodeCode128Modules(swapped)).toBeUndefined();
  });
});
