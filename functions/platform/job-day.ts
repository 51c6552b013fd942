import * as z from 'zod';
import { storageDayOf, type StorageDay } from '../../domain/parcel/storage';
import { ValidationError } from '../../domain/shared/errors';

/**
 * The day a job run by hand names (`npm run job -- <job> --date 2027-01-15`): a Paris calendar day, never
 * after today in Paris (DECISIONS, "Money, proven": a job never bills, nor expires, the future).
 */
export const jobInputSchema = z.object({ date: z.iso.date({ error: 'La date doit s’écrire AAAA-MM-JJ' }).optional() }).loose();

export const futureDayMessage = (day: StorageDay, today: StorageDay) =>
  `Le ${day} n’est pas encore arrivé (nous sommes le ${today} à Paris) : une tâche ne peut pas être exécutée pour un jour futur.`;

/** The job's day as given, refused when it is after today in Paris. */
export const pastOrPresentDayOf = (input: unknown, now: Date): StorageDay | undefined => {
  const { date } = jobInputSchema.parse(input ?? {});
  const today = storageDayOf(now);
  if (date !== undefined && date > today) throw new ValidationError(futureDayMessage(date, today), { date: futureDayMessage(date, today) });
  return date;
};
