import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clock, useClock } from './clock';

const functionsDir = join(import.meta.dirname, '..');

/** What keeps the wall clock on purpose: the infrastructure's times (see `clock.ts`). */
const wallClockAllowed = [
  /^platform\//,
  /^system\//,
  // A session is opened and checked against the Cognito tokens' `exp`, on the wall clock.
  /^auth\/sign-in\.ts$/,
  // The second step of a staff sign-in opens that session too, and its pending step lasts minutes of real time.
  /^auth\/second-factor\.ts$/,
  /^support\/live-connect\.ts$/,
  // S3 checks a presigned link's expiry on its own clock.
  /^parcels\/parcel-photo-uploads\.ts$/,
  /^returns\/request-return-photo-upload\.ts$/,
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
  );

describe('the product’s clock', () => {
  afterEach(() => useClock(Date.now));

  it('is the wall clock until the embedded runtime sets the seam', () => {
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    useClock(() => Date.parse('2027-01-15T09:00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-01-15T09:00:00.000Z');
  });

  it('is what every handler, reaction, job and view reads as now: the wall clock only where the infrastructure times', () => {
    const readers = sourceFiles(functionsDir)
      .map((file) => relative(functionsDir, file))
      .filter((file) => !wallClockAllowed.some((allowed) => allowed.test(file)))
      .filter((file) => /new Date\(\)|Date\.now\(\)/.test(readFileSync(join(functionsDir, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
