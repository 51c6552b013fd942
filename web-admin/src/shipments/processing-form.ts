import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { territories, type Territory } from '../../../events/territories';
import { rateCard, rateCardInForce, shippingServices, type ShippingService } from '../../../domain/pricing/rate-card';
import { storageDayOf } from '../../../domain/parcel/storage';
import { exceedsMaxBillableWeight, maxWeightMessage } from '../../../domain/pricing/shipping-price';
import { quoteAmounts, type QuoteAmounts } from '../../../domain/shipment/quote';
import { processingMessages, processShipmentInputSchema, type ProcessShipmentInput } from '../../../domain/shipment/shipment-input';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { kilogramsToGrams } from '../../../domain/shared/units';
import { centsOfEuros } from '../../../domain/shared/money';

/** The processing panel (spec 3, section 2.6): where the box goes and how fast start as the customer asked. */
export const processingFormValues = (shipment: AdminShipmentView): FieldValues => ({
  weightKg: null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  destination: shipment.address.destination,
  service: shipment.service,
  extraFees: [],
  notes: '',
});

/** Per-field errors in the nested shape react-hook-form shows (`extraFees.0.label` under that row's input). */
export type NestedErrors = { [field: string]: string | NestedErrors | NestedErrors[] };

const nestedErrorsOf = (error: z.ZodError): NestedErrors => {
  const errors: NestedErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    let node: NestedErrors = errors;
    path.slice(0, -1).forEach((key) => {
      const next = node[key];
      if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else {
        const created: NestedErrors = {};
        node[key] = created;
        node = created;
      }
    });
    const last = path.at(-1) ?? 'root';
    node[last] ??= issue.message;
  }
  return errors;
};

export type ParsedProcessing = { success: true; data: ProcessShipmentInput } | { success: false; errors: NestedErrors; message: string };

/**
 * The panel's values checked by the API's own schema (same messages). The alert says the spec's
 * "Veuillez remplir tous les champs obligatoires" when something required is missing, else the first problem.
 */
export const parseProcessing = (values: FieldValues): ParsedProcessing => {
  const parsed = processShipmentInputSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const messages = parsed.error.issues.map((issue) => issue.message);
  const message = messages.includes(processingMessages.required) ? processingMessages.required : (messages[0] ?? processingMessages.failed);
  return { success: false, errors: nestedErrorsOf(parsed.error), message };
};

const positiveNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);
const dimension = (value: unknown): number => positiveNumber(value) ?? 0;
const isTerritory = (value: unknown): value is Territory => territories.some((territory) => territory === value);
const isService = (value: unknown): value is ShippingService => shippingServices.some((service) => service === value);

export type LiveCost =
  | { kind: 'incomplete' }
  /** beyond what the rate card prices: the API would refuse it with the same message */
  | { kind: 'too_heavy'; message: string }
  | (QuoteAmounts & {
      kind: 'priced';
      /** What the subscriber price saves on the shipping line (0 for a customer without a subscription). */
      subscriberDiscountCents: number;
      subscriber: boolean;
    });

/**
 * The quote the panel's values would issue today, from the one rate card and the same function the
 * API uses; incomplete until a weight, a destination and a service are there. Extra fee rows still being
 * typed count with what they have.
 */
export const liveCostOf = (values: FieldValues, shipment: Pick<AdminShipmentView, 'storageFeesCents' | 'customer'>): LiveCost => {
  const weightKg = positiveNumber(values.weightKg);
  const destination: unknown = values.destination;
  const service: unknown = values.service;
  if (weightKg === null || kilogramsToGrams(weightKg) === 0 || !isTerritory(destination) || !isService(service)) return { kind: 'incomplete' };
  const rows: unknown = values.extraFees;
  const extraFees = (Array.isArray(rows) ? rows : []).flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const label: unknown = 'label' in row ? row.label : '';
    const amount = 'amountEuros' in row ? positiveNumber(row.amountEuros) : null;
    // an amount with more than two decimals counts for nothing until corrected (the form says why)
    const amountCents = amount === null ? null : centsOfEuros(amount);
    return amountCents === null ? [] : [{ label: typeof label === 'string' && label.trim() ? label.trim() : 'Frais supplémentaire', amountCents }];
  });
  const subscriber = shipment.customer !== null && shipment.customer.plan !== 'free';
  const inputs = {
    weightGrams: kilogramsToGrams(weightKg),
    lengthCm: dimension(values.lengthCm),
    widthCm: dimension(values.widthCm),
    heightCm: dimension(values.heightCm),
    destination,
    service,
    storageFeesCents: shipment.storageFeesCents,
    extraFees,
    // the card the API will price with: the one in force today in Paris
    rateCardVersion: (rateCardInForce(storageDayOf(new Date())) ?? rateCard).version,
  };
  if (exceedsMaxBillableWeight({ weightKg, lengthCm: inputs.lengthCm, widthCm: inputs.widthCm, heightCm: inputs.heightCm })) {
    return { kind: 'too_heavy', message: maxWeightMessage };
  }
  const amounts = quoteAmounts({ ...inputs, subscriber });
  const shippingOf = (quote: QuoteAmounts) => quote.lines.find((line) => line.kind === 'shipping')?.amountCents ?? 0;
  const subscriberDiscountCents = subscriber ? shippingOf(quoteAmounts({ ...inputs, subscriber: false })) - shippingOf(amounts) : 0;
  return { kind: 'priced', ...amounts, subscriber, subscriberDiscountCents };
};

const costFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The spec's success message, its cost as "0,00" (the total of the quote issued). */
export const processedMessage = (totalCents: number): string => processingMessages.success(costFormat.format(totalCents / 100));
