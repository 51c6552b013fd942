import { storageFeePerDayCents, storageFeeReminderIntervalDays, storageReminderDaysBeforeEnd } from '../pricing/plans';

/**
 * How storage days are counted, stated once (DECISIONS, "Storage"; the rates are in `pricing/plans.ts`).
 *
 * - A storage day is a calendar day in Europe/Paris, written `YYYY-MM-DD`. An instant belongs to the
 *   Paris date it falls on, whatever the season (UTC+1 in winter, UTC+2 in summer): a parcel received
 *   at 23:30 UTC on 31 March is received on 1 April.
 * - The reception day is day 0: it is free and does not count among the free days. Day n is the n-th
 *   Paris calendar day after it (a DST change makes a day of 23 or 25 hours, still one day).
 * - With N free days (recorded on the parcel at reception, from the customer's plan then; cut short when
 *   a full refund ends that Premium period, see `shortenedFreeDays`), days 1..N
 *   are free: day N is the last free day (`lastFreeDay`, "gratuit jusqu'au ... inclus"), day N + 1 is
 *   the first paid day (`firstPaidDay`). Every day from the first paid day on costs
 *   `storageFeePerDayCents`, accrued on that day (a job run on day D accrues every day up to D, as one
 *   range). Fees stop while a quote for the parcel's shipment is pending, and restart with the days of
 *   the quote caught up if it expires (DECISIONS, "Money, proven"): `storage-commands.ts` says when.
 * - Free days left on day n: max(0, N - n), the free days still to come after today. N on the
 *   reception day, 0 on the last free day (today is still free, tomorrow is not) and afterwards.
 * - Reminders: "the free period ends soon" is due on the day when `storageReminderDaysBeforeEnd` free
 *   days are left (day N - 2, never before the reception day); "fees are accruing" is due on the first
 *   paid day and then every `storageFeeReminderIntervalDays` days while the parcel stays.
 */
export type StorageDay = string;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const msPerDay = 86_400_000;

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

export class InvalidStorageDayError extends RangeError {
  constructor(value: string) {
    super(`Jour invalide : ${value}`);
    this.name = 'InvalidStorageDayError';
  }
}

/** Checks a `YYYY-MM-DD` calendar day (a real date: no 31 February). */
export const isStorageDay = (value: string): boolean => {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const utcMidnight = (day: StorageDay): number => {
  if (!isStorageDay(day)) throw new InvalidStorageDayError(day);
  return Date.parse(`${day}T00:00:00Z`);
};

/** The Paris calendar day of an instant. */
export const storageDayOf = (instant: Date): StorageDay => parisDate.format(instant);

const parisWallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The first instant of a Paris calendar day (its midnight, 23:00 or 22:00 UTC the day before): the other way from `storageDayOf`. */
export const startOfParisDay = (day: StorageDay): Date => {
  const midnightUtc = utcMidnight(day);
  const parts = Object.fromEntries(parisWallClock.formatToParts(new Date(midnightUtc)).map((part) => [part.type, part.value]));
  // What a Paris clock reads at UTC midnight, as if it were UTC: the difference is Paris's offset that night.
  const parisReading = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return new Date(midnightUtc - (parisReading - midnightUtc));
};

/** The day `count` calendar days after `day` (before it when negative). */
export const addDays = (day: StorageDay, count: number): StorageDay => new Date(utcMidnight(day) + count * msPerDay).toISOString().slice(0, 10);

/** Calendar days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: StorageDay, to: StorageDay): number => Math.round((utcMidnight(to) - utcMidnight(from)) / msPerDay);

/** The storage terms of one parcel, fixed at its reception (its free days cut short only by a refunded Premium period). */
export type StorageTerms = { receivedDay: StorageDay; freeDays: number };

export const lastFreeDay = (terms: StorageTerms): StorageDay => addDays(terms.receivedDay, terms.freeDays);
export const firstPaidDay = (terms: StorageTerms): StorageDay => addDays(terms.receivedDay, terms.freeDays + 1);

/** Free days still to come after `today` (see the convention above). */
export const freeDaysLeft = (terms: StorageTerms, today: StorageDay): number =>
  Math.min(terms.freeDays, Math.max(0, terms.freeDays - daysBetween(terms.receivedDay, today)));

/**
 * Terms cut short on `fromDay` (the day a refund ends the Premium period that gave them): `planFreeDays`
 * from the reception, as if received on that plan, but no day before `fromDay` made paid (fees are never
 * retroactive; they run from the refund's instant, so `fromDay` itself is paid), and never more free days
 * than before.
 */
export const shortenedFreeDays = (terms: StorageTerms, planFreeDays: number, fromDay: StorageDay): number =>
  Math.min(terms.freeDays, Math.max(planFreeDays, daysBetween(terms.receivedDay, fromDay) - 1));

/** A run of consecutive paid days, `from` to `to` included. */
export type AccrualRange = { from: StorageDay; to: StorageDay; days: number };

/**
 * The paid days from the day after `accruedThrough` (or the first paid day) to `today` included, as one
 * range (null when none): a catch-up of any length is one range, never a list of days.
 */
export const accrualRange = (terms: StorageTerms, accruedThrough: StorageDay | null, today: StorageDay): AccrualRange | null => {
  const first = firstPaidDay(terms);
  const from = accruedThrough !== null && accruedThrough >= first ? addDays(accruedThrough, 1) : first;
  const days = daysBetween(from, today) + 1;
  return days > 0 ? { from, to: today, days } : null;
};

/** What storage has cost by the end of `today` (before any payment): every paid day so far. */
export const storageFeesDueCents = (terms: StorageTerms, today: StorageDay): number =>
  Math.max(0, daysBetween(firstPaidDay(terms), today) + 1) * storageFeePerDayCents;

export const storageReminderKinds = ['free_period_ending', 'fees_accruing'] as const;
export type StorageReminderKind = (typeof storageReminderKinds)[number];
export type StorageReminder = { kind: StorageReminderKind; /** the day it was due (one reminder per kind and due day) */ day: StorageDay };

/**
 * The reminder due on `today`, if any. A run that missed days still warns before the free period ends
 * (until its last day) and sends the latest weekly fee reminder only, never a backlog of them.
 */
export const storageReminderDue = (terms: StorageTerms, today: StorageDay): StorageReminder | null => {
  const elapsed = daysBetween(terms.receivedDay, today);
  if (elapsed < 0) return null;
  if (elapsed <= terms.freeDays) {
    const due = addDays(terms.receivedDay, Math.max(0, terms.freeDays - storageReminderDaysBeforeEnd));
    return today >= due ? { kind: 'free_period_ending', day: due } : null;
  }
  const paidDays = daysBetween(firstPaidDay(terms), today);
  return { kind: 'fees_accruing', day: addDays(firstPaidDay(terms), paidDays - (paidDays % storageFeeReminderIntervalDays)) };
};
