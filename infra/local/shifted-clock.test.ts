import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveClock } from './clock-command';
import {
  askedClock,
  clockBannerLine,
  clockFile,
  clockTarget,
  parseClockInstant,
  readClockOffset,
  startingClockOffset,
  writeClockOffset,
} from './shifted-clock';

const folders: string[] = [];
const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'passerelle-clock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const wall = Date.parse('2026-12-07T12:00:00Z');

describe('the shifted clock of the embedded runtime', () => {
  it('reads a date without a zone as Paris time, in winter and in summer, and a zoned one as it is', () => {
    expect(new Date(parseClockInstant('2027-01-15T10:00')).toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(new Date(parseClockInstant('2027-07-15T10:00:30')).toISOString()).toBe('2027-07-15T08:00:30.000Z');
    expect(new Date(parseClockInstant('2027-01-15')).toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(new Date(parseClockInstant('2027-01-15T10:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(new Date(parseClockInstant('2027-01-15T10:00+02:00')).toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(() => parseClockInstant('15/01/2027')).toThrow('Date d’horloge illisible : « 15/01/2027 ». Écrivez-la 2027-01-15T10:00 (heure de Paris).');
    expect(() => parseClockInstant('2027-01-15T25:00')).toThrow('illisible');
  });

  it('moves forward by days, hours or minutes, or to a later date', () => {
    const current = parseClockInstant('2027-01-15T10:00');
    expect(clockTarget('+30j', current) - current).toBe(30 * 86_400_000);
    expect(clockTarget('+30d', current) - current).toBe(30 * 86_400_000);
    expect(clockTarget('+12h', current) - current).toBe(12 * 3_600_000);
    expect(clockTarget('+45min', current) - current).toBe(45 * 60_000);
    expect(clockTarget('2027-02-14T10:00', current)).toBe(parseClockInstant('2027-02-14T10:00'));
  });

  it('never moves backward, nor stays where it is, and says where it is in French', () => {
    const current = parseClockInstant('2027-01-15T10:00');
    const refusal = 'L’horloge ne recule pas : elle est au 15 janvier 2027 à 10:00 (heure de Paris), « -3j » ne l’avancerait pas. Donnez une durée positive (+30j) ou une date plus tardive.';
    expect(() => clockTarget('-3j', current)).toThrow(refusal);
    expect(() => clockTarget('2027-01-14T10:00', current)).toThrow('L’horloge ne recule pas : elle est au 15 janvier 2027 à 10:00');
    expect(() => clockTarget('+0j', current)).toThrow('ne l’avancerait pas');
    expect(() => clockTarget(undefined, current)).toThrow('Usage : npm run clock -- +30j');
  });

  it('starts where it is asked, keeps its data folder’s clock across restarts, and refuses to start before it', () => {
    const folder = dataFolder();
    expect(startingClockOffset(folder, undefined, wall)).toBe(0);
    const offset = startingClockOffset(folder, '2027-01-15T10:00', wall);
    expect(wall + offset).toBe(parseClockInstant('2027-01-15T10:00'));
    writeClockOffset(folder, offset);
    // A day of real time later, without --clock: the same offset, so the clock has moved a day too.
    expect(startingClockOffset(folder, undefined, wall + 86_400_000)).toBe(offset);
    expect(() => startingClockOffset(folder, '2027-01-15T09:00', wall)).toThrow(
      `L’horloge ne recule pas : celle des données (${folder}) est au 15 janvier 2027 à 10:00 (heure de Paris), après 2027-01-15T09:00.`,
    );
    expect(startingClockOffset(folder, '2027-03-01T08:00', wall)).toBe(parseClockInstant('2027-03-01T08:00') - wall);
  });

  it('is asked by --clock, --clock=… or PASSERELLE_CLOCK, the flag first', () => {
    expect(askedClock(['--clock', '2027-01-15T10:00'], {})).toBe('2027-01-15T10:00');
    expect(askedClock(['--clock=2027-01-15T10:00'], { PASSERELLE_CLOCK: '2028-01-01' })).toBe('2027-01-15T10:00');
    expect(askedClock([], { PASSERELLE_CLOCK: '2028-01-01' })).toBe('2028-01-01');
    expect(askedClock([], {})).toBeUndefined();
    expect(() => askedClock(['--clock'], {})).toThrow('--clock attend une date');
  });

  it('is printed in the start banner when shifted, and not on the wall clock', () => {
    expect(clockBannerLine(parseClockInstant('2027-01-15T10:00') - wall, wall)).toBe(
      '  Horloge décalée   15 janvier 2027 à 10:00 (heure de Paris) ; npm run clock -- +30j pour l’avancer',
    );
    expect(clockBannerLine(0, wall)).toBeUndefined();
  });

  it('is moved by npm run clock in the data folder, even with the product stopped, and never back', async () => {
    const folder = dataFolder();
    writeClockOffset(folder, parseClockInstant('2027-01-15T10:00') - wall);
    // A port nobody listens on: the product is stopped.
    const environment = { PASSERELLE_DATA: folder, PASSERELLE_PORT: '1' };
    expect(await moveClock(['+30j'], environment, { wallMs: wall })).toEqual({
      ok: true,
      line: 'Horloge avancée : nous sommes le 14 février 2027 à 10:00 (heure de Paris). Passerelle ne tourne pas sur ce port : il la suivra à son prochain démarrage (npm start).',
    });
    expect(wall + readClockOffset(folder)).toBe(parseClockInstant('2027-02-14T10:00'));
    const back = await moveClock(['2027-02-01T10:00'], environment, { wallMs: wall });
    expect(back).toMatchObject({ ok: false, line: expect.stringMatching(/^L’horloge ne recule pas : elle est au 14 février 2027 à 10:00/) });
    expect(wall + readClockOffset(folder)).toBe(parseClockInstant('2027-02-14T10:00'));
    expect(await moveClock(['+1j'], { PASSERELLE_DATA: join(folder, 'absent') })).toMatchObject({ ok: false, line: expect.stringContaining('lancez d’abord npm start') });
  });

  it('reads no file as the wall clock, and a file without an offset as the wall clock', () => {
    const folder = dataFolder();
    expect(existsSync(clockFile(folder))).toBe(false);
    expect(readClockOffset(folder)).toBe(0);
    writeFileSync(clockFile(folder), '{}');
    expect(readClockOffset(folder)).toBe(0);
  });
});
