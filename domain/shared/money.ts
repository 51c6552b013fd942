import * as z from 'zod';

/**
 * Money typed by people (payments, extra fees, refunds): euros with at most two decimals, never rounded
 * silently (DECISIONS, "Money, proven"). The conversion to cents reads the number's decimal writing
 * (the shortest one that gives the same number back, as JavaScript prints it), so 13.5 is 1350 cents
 * exactly and 1.005 is refused rather than made 100 or 101 cents by a float multiplication.
 */
export const tooManyDecimalsMessage = 'Le montant ne peut pas avoir plus de deux décimales';

/** The most one payment can settle: Stripe's limit for a charge in euros (999 999,99 €). */
export const maxPayableCents = 99_999_999;
export const maxPayableMessage = 'Le montant ne peut pas dépasser 999 999,99 €';

const eurosWriting = /^(\d+)(?:\.(\d{1,2}))?$/;

/** The exact cents of a non-negative amount in euros, or null when it has more than two decimals (or is not a plain amount). */
export const centsOfEuros = (euros: number): number | null => {
  if (!Number.isFinite(euros) || euros < 0) return null;
  const match = eurosWriting.exec(String(euros));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export class InexactAmountError extends RangeError {
  constructor(euros: number) {
    super(`${tooManyDecimalsMessage} : ${euros}`);
    this.name = 'InexactAmountError';
  }
}

/** The exact cents of an amount the input schema already accepted (two decimals at most); throws otherwise. */
export const exactEurosToCents = (euros: number): number => {
  const cents = centsOfEuros(euros);
  if (cents === null) throw new InexactAmountError(euros);
  return cents;
};

/** An amount in euros typed in a form: a number, not negative, at most `max`, two decimals at most. */
export const amountEurosSchema = (messages: { required: string; max: number; tooHigh: string }) =>
  z
    .number({ error: messages.required })
    .min(0, 'Le montant ne peut pas être négatif')
    .max(messages.max, messages.tooHigh)
    .refine((euros) => centsOfEuros(euros) !== null, tooManyDecimalsMessage);

/** A declared value (what the parcel is worth, for customs and insurance): 0 to 1 000 000 €, two decimals at most. */
export const declaredValueEurosSchema = z
  .number({ error: 'La valeur doit être un nombre' })
  .min(0, 'La valeur ne peut pas être négative')
  .max(1_000_000, 'La valeur ne peut pas dépasser 1 000 000 €')
  .refine((euros) => centsOfEuros(euros) !== null, tooManyDecimalsMessage);
