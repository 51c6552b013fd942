/**
 * How many instants of a set fall after "now", read from a bounded number of totals: each instant
 * counts once in the bucket of its year, of its month, of its day, of its hour, of its ten minutes and
 * of its minute (UTC, as `2027`, `2027-03`, `2027-03-14`, `2027-03-14T09`, `2027-03-14T09:0` for
 * 09:00 to 09:09, `2027-03-14T09:05`), and the instants after now are the sum of the buckets that follow
 * now at each level: the minutes left in its ten minutes, the tens of minutes left in this hour, the
 * hours left today, the days left this month, the months left this year, and the next years up to a
 * horizon. The instants of now's own minute count as past (a precision of one minute).
 *
 * It answers "subscriptions still running now" without an event at the instant a period runs out:
 * each subscription counts once at the end of its paid time, and the request reads at most
 * 9 + 5 + 23 + 30 + 11 + `yearsAhead` totals, however many subscriptions there are.
 */
export const bucketsOf = (instant: Date): string[] => {
  const iso = instant.toISOString();
  return [iso.slice(0, 4), iso.slice(0, 7), iso.slice(0, 10), iso.slice(0, 13), iso.slice(0, 15), iso.slice(0, 16)];
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The buckets whose instants all come after the minute of `now`, up to `yearsAhead` whole years after its year. */
export const bucketsAfter = (now: Date, yearsAhead: number): string[] => {
  const iso = now.toISOString();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  const hour = now.getUTCHours();
  const minute = now.getUTCMinutes();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const buckets: string[] = [];
  const tens = Math.floor(minute / 10);
  for (let next = minute + 1; next < (tens + 1) * 10; next += 1) buckets.push(`${iso.slice(0, 13)}:${pad(next)}`);
  for (let next = tens + 1; next < 6; next += 1) buckets.push(`${iso.slice(0, 13)}:${next}`);
  for (let next = hour + 1; next < 24; next += 1) buckets.push(`${iso.slice(0, 10)}T${pad(next)}`);
  for (let next = day + 1; next <= daysInMonth; next += 1) buckets.push(`${iso.slice(0, 7)}-${pad(next)}`);
  for (let next = month + 1; next <= 12; next += 1) buckets.push(`${year}-${pad(next)}`);
  for (let next = year + 1; next <= year + yearsAhead; next += 1) buckets.push(String(next));
  return buckets;
};
