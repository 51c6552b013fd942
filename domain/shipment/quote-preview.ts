import * as z from 'zod';
import { quoteLineSchema, type QuoteIssued, type ShipmentProcessed } from '../../events/shipment-events';
import { quoteAmounts } from './quote';

/**
 * What the processing panel shows before it is validated: the quote the command would issue now, decided by
 * the shipment's decider from the same pricing facts (the plan in force from the customer's subscription
 * stream, the storage the quote bills), so that the panel states the total the quote will bill, never its own.
 */
export const quotePreviewSchema = z.object({
  lines: z.array(quoteLineSchema),
  totalCents: z.number().int(),
  totalExclVatCents: z.number().int(),
  vatCents: z.number().int(),
  billableWeightKg: z.number(),
  rateCardVersion: z.string(),
  /** the plan in force the quote would record, and whether it prices at the subscriber rate */
  plan: z.string().nullable(),
  subscriber: z.boolean(),
  /** what the subscriber rate takes off the shipping line (0 on the free plan) */
  subscriberDiscountCents: z.number().int(),
});
export type QuotePreview = z.infer<typeof quotePreviewSchema>;

const shippingCentsOf = (lines: readonly { kind: string; amountCents: number }[]) => lines.find((line) => line.kind === 'shipping')?.amountCents ?? 0;

/** The preview of a quote the decider issued (not appended), with the discount its plan gave: the public price of the same box less its price. */
export const quotePreviewOf = (processed: ShipmentProcessed['data'], quote: QuoteIssued['data']): QuotePreview => {
  const publicPrice = quote.subscriber
    ? quoteAmounts({ ...processed, subscriber: false, storageFeesCents: quote.storageFeesCents, rateCardVersion: quote.rateCardVersion })
    : quote;
  return {
    lines: quote.lines,
    totalCents: quote.totalCents,
    totalExclVatCents: quote.totalExclVatCents,
    vatCents: quote.vatCents,
    billableWeightKg: quote.billableWeightKg,
    rateCardVersion: quote.rateCardVersion,
    plan: quote.plan,
    subscriber: quote.subscriber,
    subscriberDiscountCents: shippingCentsOf(publicPrice.lines) - shippingCentsOf(quote.lines),
  };
};
