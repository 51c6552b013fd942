import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startOfParisDay } from '../../domain/parcel/storage';

/**
 * The embedded runtime's shifted clock (DECISIONS.md, « Time in the embedded runtime »): the product's
 * now is the wall clock plus an offset kept in `<data>/clock.json`, so that the runtime, `npm run job`
 * and `npm run clock` read one clock, and a restart keeps it. It only moves forward. AWS has none of
 * this: nothing there sets the seam in `functions/platform/clock.ts`.
 */
export const clockFile = (dataDir: string) => join(dataDir, 'clock.json');
/** What the runtime writes once it has followed a move: the CLI waits for it. */
export const clockFollowedFile = (dataDir: string) => join(dataDir, 'clock-followed.json');

export type ClockFollowed = { offsetMs: number; stripeEvents: number; jobs: string[] };

export class ClockRefusedError extends Error {}

export const clockUsage =
  'Usage : npm run clock -- +30j (ou +12h, +45min, ou une date plus tardive comme 2027-02-15T10:00, heure de Paris)';

const atParis = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
/** « 15 janvier 2027 à 10:00 » */
export const parisInstant = (ms: number): string => atParis.format(new Date(ms));

/**
 * An instant as one types it: `2027-01-15T10:00` (or `2027-01-15`, or with seconds) is Paris time, as
 * the warehouse reads its clock; with `Z` or an offset (`+01:00`) it is that instant.
 */
export const parseClockInstant = (text: string): number => {
  const trimmed = text.trim();
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (!Number.isNaN(zoned)) return zoned;
  const local = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  if (local) {
    const [, day = '', hours = '0', minutes = '0', seconds = '0'] = local;
    const [h, m, s] = [Number(hours), Number(minutes), Number(seconds)];
    // The day's Paris midnight, then the hours of the day: a DST change is at 2 or 3 in the night, where nobody sets a demonstration.
    if (!Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && h < 24 && m < 60 && s < 60) return startOfParisDay(day).getTime() + ((h * 60 + m) * 60 + s) * 1000;
  }
  throw new ClockRefusedError(`Date d’horloge illisible : « ${text} ». Écrivez-la 2027-01-15T10:00 (heure de Paris).`);
};

const units: Record<string, number> = { j: 86_400_000, d: 86_400_000, h: 3_600_000, min: 60_000, m: 60_000 };

/**
 * Where a move takes the clock from `current`: `+30j` (or `+30d`), `+12h`, `+45min`, or a later instant.
 * A move backward, or to where it already is, is refused in a sentence that says where the clock is.
 */
export const clockTarget = (move: string | undefined, current: number): number => {
  if (move === undefined || move.trim() === '') throw new ClockRefusedError(clockUsage);
  const relative = /^([+-])\s*(\d+)\s*(j|d|h|min|m)$/.exec(move.trim());
  const target = relative ? current + (relative[1] === '-' ? -1 : 1) * Number(relative[2]) * (units[relative[3] as string] as number) : parseClockInstant(move);
  if (target <= current)
    throw new ClockRefusedError(
      `L’horloge ne recule pas : elle est au ${parisInstant(current)} (heure de Paris), « ${move.trim()} » ne l’avancerait pas. Donnez une durée positive (+30j) ou une date plus tardive.`,
    );
  return target;
};

/** The offset in `<data>/clock.json`: 0 (the wall clock) when there is none. */
export const readClockOffset = (dataDir: string): number => {
  const file = clockFile(dataDir);
  if (!existsSync(file)) return 0;
  const { offsetMs } = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
  return typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? offsetMs : 0;
};

const writeJson = (file: string, value: unknown) => {
  // Written aside then renamed: a reader (the runtime's watch, a job starting) never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
};

export const writeClockOffset = (dataDir: string, offsetMs: number) => writeJson(clockFile(dataDir), { offsetMs, now: new Date(Date.now() + offsetMs).toISOString() });
export const writeClockFollowed = (dataDir: string, followed: ClockFollowed) => writeJson(clockFollowedFile(dataDir), followed);
export const readClockFollowed = (dataDir: string): ClockFollowed | undefined =>
  existsSync(clockFollowedFile(dataDir)) ? (JSON.parse(readFileSync(clockFollowedFile(dataDir), 'utf8')) as ClockFollowed) : undefined;

/**
 * The offset `npm start` runs on: the data folder's, moved to `asked` (`--clock` or `PASSERELLE_CLOCK`)
 * when given, which may not be before the folder's clock (its events are stamped on it).
 */
export const startingClockOffset = (dataDir: string, asked: string | undefined, wallMs: number): number => {
  const kept = readClockOffset(dataDir);
  if (asked === undefined || asked.trim() === '') return kept;
  const target = parseClockInstant(asked);
  if (target < wallMs + kept)
    throw new ClockRefusedError(
      `L’horloge ne recule pas : celle des données (${dataDir}) est au ${parisInstant(wallMs + kept)} (heure de Paris), après ${asked.trim()}. Relancez sans --clock pour la garder, avec une date plus tardive, ou sur un autre dossier (PASSERELLE_DATA).`,
    );
  return target - wallMs;
};

/** The banner's line; none on the wall clock. */
export const clockBannerLine = (offsetMs: number, wallMs: number): string | undefined =>
  offsetMs === 0 ? undefined : `  Horloge décalée   ${parisInstant(wallMs + offsetMs)} (heure de Paris) ; npm run clock -- +30j pour l’avancer`;

/** `--clock 2027-01-15T10:00` (or `--clock=…`) from the arguments, else `PASSERELLE_CLOCK`. */
export const askedClock = (argv: readonly string[], environment: NodeJS.ProcessEnv): string | undefined => {
  const index = argv.findIndex((argument) => argument === '--clock' || argument.startsWith('--clock='));
  if (index < 0) return environment.PASSERELLE_CLOCK || undefined;
  const argument = argv[index] as string;
  const value = argument.includes('=') ? argument.slice(argument.indexOf('=') + 1) : argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new ClockRefusedError('--clock attend une date : npm start -- --clock 2027-01-15T10:00 (heure de Paris).');
  return value;
};
