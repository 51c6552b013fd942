import { describe, expect, it } from 'vitest';
import { plans } from '../pricing/plans';
import {
  addDays,
  startOfParisDay,
  daysBetween,
  accrualRange,
  firstPaidDay,
  freeDaysLeft,
  isStorageDay,
  lastFreeDay,
  storageDayOf,
  storageFeesDueCents,
  storageReminderDue,
  type StorageTerms,
} from './storage';

const termsOf = (receivedDay: string, plan: keyof typeof plans): StorageTerms => ({ receivedDay, freeDays: plans[plan].freeStorageDays });

describe('storage days (Europe/Paris calendar days)', () => {
  it('gives an instant the Paris date it falls on, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(storageDayOf(new Date('2027-01-14T22:59:59Z'))).toBe('2027-01-14');
    expect(storageDayOf(new Date('2027-01-14T23:00:00Z'))).toBe('2027-01-15');
    expect(storageDayOf(new Date('2027-07-14T21:59:59Z'))).toBe('2027-07-14');
    expect(storageDayOf(new Date('2027-07-14T22:00:00Z'))).toBe('2027-07-15');
  });

  it('counts the days of a DST change as one day each (23 h on 28 March 2027, 25 h on 31 October 2027)', () => {
    // 27 March 23:30 Paris (UTC+1), then 29 March 00:30 Paris (UTC+2): 24 real hours, two calendar days.
    expect(storageDayOf(new Date('2027-03-27T22:30:00Z'))).toBe('2027-03-27');
    expect(storageDayOf(new Date('2027-03-28T22:30:00Z'))).toBe('2027-03-29');
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    // The 25-hour night of October: 23:30 on the 30th to 00:30 on 1 November is 26 hours, two days.
    expect(storageDayOf(new Date('2027-10-30T21:30:00Z'))).toBe('2027-10-30');
    expect(storageDayOf(new Date('2027-10-31T23:30:00Z'))).toBe('2027-11-01');
    expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-10-30', 2)).toBe('2027-11-01');
  });

  it('crosses month and year ends, and leap days', () => {
    expect(addDays('2027-01-30', 3)).toBe('2027-02-02');
    expect(addDays('2027-12-30', 3)).toBe('2028-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysBetween('2027-01-31', '2027-03-01')).toBe(29);
    expect(daysBetween('2027-03-01', '2027-01-31')).toBe(-29);
  });

  it('accepts real dates only', () => {
    expect(isStorageDay('2027-01-15')).toBe(true);
    expect(isStorageDay('2027-02-31')).toBe(false);
    expect(isStorageDay('15/01/2027')).toBe(false);
    expect(() => addDays('2027-13-01', 1)).toThrow(RangeError);
  });
});

describe('the free period: reception day is day 0, days 1..N are free, day N + 1 is the first paid day', () => {
  it('free plan: 3 days', () => {
    const terms = termsOf('2027-01-10', 'free');
    expect(lastFreeDay(terms)).toBe('2027-01-13');
    expect(firstPaidDay(terms)).toBe('2027-01-14');
    expect(['2027-01-10', '2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14', '2027-01-20'].map((day) => freeDaysLeft(terms, day))).toEqual([
      3, 2, 1, 0, 0, 0,
    ]);
  });

  it('premium monthly: 60 days, across a month end', () => {
    const terms = termsOf('2027-01-31', 'premium_monthly');
    expect(lastFreeDay(terms)).toBe('2027-04-01');
    expect(firstPaidDay(terms)).toBe('2027-04-02');
    expect(freeDaysLeft(terms, '2027-03-01')).toBe(31);
  });

  it('premium yearly: 90 days, across the spring DST change', () => {
    const terms = termsOf('2027-01-15', 'premium_yearly');
    expect(lastFreeDay(terms)).toBe('2027-04-15');
    expect(firstPaidDay(terms)).toBe('2027-04-16');
    expect(freeDaysLeft(terms, '2027-04-13')).toBe(2);
  });

  it('a parcel received at 23:30 in Paris on 31 March starts its clock on 31 March, not 1 April (UTC)', () => {
    const receivedDay = storageDayOf(new Date('2027-03-31T21:30:00Z'));
    expect(firstPaidDay({ receivedDay, freeDays: 3 })).toBe('2027-04-04');
  });
});

describe('fees: 1 EUR per paid day', () => {
  it('owes nothing until the first paid day, then 100 cents a day', () => {
    const terms = termsOf('2027-01-10', 'free');
    expect(storageFeesDueCents(terms, '2027-01-13')).toBe(0);
    expect(storageFeesDueCents(terms, '2027-01-14')).toBe(100);
    expect(storageFeesDueCents(terms, '2027-01-20')).toBe(700);
    expect(storageFeesDueCents(termsOf('2027-01-10', 'premium_monthly'), '2027-03-18')).toBe(700);
  });

  it('lists the days to accrue from the first paid day, or after the last one accrued, up to today', () => {
    const terms = termsOf('2027-01-10', 'free');
    expect(accrualRange(terms, null, '2027-01-13')).toBeNull();
    expect(accrualRange(terms, null, '2027-01-16')).toEqual({ from: '2027-01-14', to: '2027-01-16', days: 3 });
    expect(accrualRange(terms, '2027-01-16', '2027-01-16')).toBeNull();
    expect(accrualRange(terms, '2027-01-16', '2027-01-18')).toEqual({ from: '2027-01-17', to: '2027-01-18', days: 2 });
    expect(accrualRange(terms, '2027-01-16', '2027-01-15')).toBeNull();
    // a catch-up of any length is one range
    expect(accrualRange(terms, '2027-01-16', '2099-01-01')).toEqual({ from: '2027-01-17', to: '2099-01-01', days: 26_283 });
  });
});

describe('reminders', () => {
  const terms = termsOf('2027-01-10', 'free');

  it('warns when 2 free days are left, until the last free day', () => {
    expect(storageReminderDue(terms, '2027-01-10')).toBeNull();
    expect(storageReminderDue(terms, '2027-01-11')).toEqual({ kind: 'free_period_ending', day: '2027-01-11' });
    expect(storageReminderDue(terms, '2027-01-13')).toEqual({ kind: 'free_period_ending', day: '2027-01-11' });
    const yearly = termsOf('2027-01-15', 'premium_yearly');
    expect(storageReminderDue(yearly, '2027-04-12')).toBeNull();
    expect(storageReminderDue(yearly, '2027-04-13')).toEqual({ kind: 'free_period_ending', day: '2027-04-13' });
  });

  it('then reminds of the fees on the first paid day and every 7 days, the latest one only', () => {
    expect(storageReminderDue(terms, '2027-01-14')).toEqual({ kind: 'fees_accruing', day: '2027-01-14' });
    expect(storageReminderDue(terms, '2027-01-20')).toEqual({ kind: 'fees_accruing', day: '2027-01-14' });
    expect(storageReminderDue(terms, '2027-01-21')).toEqual({ kind: 'fees_accruing', day: '2027-01-21' });
    expect(storageReminderDue(terms, '2027-02-05')).toEqual({ kind: 'fees_accruing', day: '2027-02-04' });
  });
});

describe('the first instant of a Paris day (the back office’s date filters)', () => {
  it('is 23:00 UTC the day before in winter, 22:00 in summer, and reads back as that day', () => {
    expect(startOfParisDay('2027-01-15').toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(startOfParisDay('2027-07-15').toISOString()).toBe('2027-07-14T22:00:00.000Z');
    // the night of the spring change, and the day after it
    expect(startOfParisDay('2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(startOfParisDay('2027-03-29').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    for (const day of ['2027-01-15', '2027-03-28', '2027-10-31', '2027-11-01']) {
      expect(storageDayOf(startOfParisDay(day))).toBe(day);
      expect(storageDayOf(new Date(startOfParisDay(day).getTime() - 1))).toBe(addDays(day, -1));
    }
  });
});
