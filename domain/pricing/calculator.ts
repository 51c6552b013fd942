import type { CalculatorFieldError, CalculatorFormValues } from './calculator-input';
import { calculatorCustomQuoteInvitation, calculatorErrors, calculatorInputSchema, calculatorNoRateMessage } from './calculator-input';
import type { RateCard } from './rate-card';
import { rateCard } from './rate-card';
import type { ShippingQuote } from './shipping-price';
import { exceedsMaxBillableWeight, quotesForAllServices } from './shipping-price';

export type CalculatorOutcome =
  | { status: 'invalid'; errors: CalculatorFieldError[] }
  /** The real weight is allowed but the volumetric weight is above what the card prices. */
  | { status: 'no_rate'; message: typeof calculatorNoRateMessage; invitation: typeof calculatorCustomQuoteInvitation }
  | { status: 'quoted'; quotes: ShippingQuote[] };

/**
 * The calculator's "Calculer": validate the form, then price every service for this customer.
 * A subscriber sees the subscriber price as `priceCents`; both prices are on every quote.
 */
export const calculateShippingQuotes = (
  values: CalculatorFormValues,
  customer: { subscriber: boolean },
  card: RateCard = rateCard,
): CalculatorOutcome => {
  const parsed = calculatorInputSchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', errors: calculatorErrors(values) };
  const { destination, weightKg, lengthCm, widthCm, heightCm } = parsed.data;
  const measures = { weightKg, lengthCm, widthCm, heightCm };
  if (exceedsMaxBillableWeight(measures, card)) {
    return { status: 'no_rate', message: calculatorNoRateMessage, invitation: calculatorCustomQuoteInvitation };
  }
  return { status: 'quoted', quotes: quotesForAllServices({ destination, ...measures, subscriber: customer.subscriber }, card) };
};
