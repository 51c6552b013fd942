import { addDays, storageDayOf, type StorageDay } from '../parcel/storage';

/**
 * The calendar of the statistics (DECISIONS, "Statistics"): days are Paris calendar days
 * (`YYYY-MM-DD`, the storage days' rule: 23:30 UTC on 31 March is 1 April), months are the
 * months of those days (`YYYY-MM`), and a week runs from Monday to Sunday.
 */
export type StatisticsDay = StorageDay;
export type StatisticsMonth = string;

export const parisDayOf = (instant: Date | string): StatisticsDay => storageDayOf(typeof instant === 'string' ? new Date(instant) : instant);

export const monthOf = (day: StatisticsDay): StatisticsMonth => day.slice(0, 7);

/** The Monday of the week a day is in (the day itself on a Monday). */
export const mondayOf = (day: StatisticsDay): StatisticsDay => {
  // 0 on Sunday ... 6 on Saturday, read on the calendar date itself (no time zone left in it)
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

/** The days of the week of `day` from its Monday up to `day` included. */
export const weekDaysUpTo = (day: StatisticsDay): StatisticsDay[] => {
  const days: StatisticsDay[] = [];
  for (let current = mondayOf(day); current <= day; current = addDays(current, 1)) days.push(current);
  return days;
};

/** The `count` months that end with `month`, oldest first. */
export const monthsEndingWith = (month: StatisticsMonth, count: number): StatisticsMonth[] => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_unused, index) => {
    const date = new Date(Date.UTC(year, monthNumber - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
};
