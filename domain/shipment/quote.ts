import type { ExtraFee, QuoteLine } from '../../events/shipment-events';
import type { Territory } from '../../events/territories';
import { divide, exactly, roundToInteger } from '../pricing/exact-ratio';
import { destinationLabels, publishedRateCards, shippingServiceLabels, type RateCard, type ShippingService } from '../pricing/rate-card';
import { shippingPriceCents } from '../pricing/shipping-price';
import { gramsToKilograms } from '../shared/units';
import { formatKilograms } from '../shared/french-format';

/**
 * A quote's amounts, computed once here from recorded inputs: the processing handler issues them and
 * the auditors' replay recomputes them from the same inputs and the rate card of the recorded version.
 *
 * - Lines are all taxes included (TTC), integer cents: shipping (the rate card, subscriber price for a
 *   Premium subscriber), storage (the fees accrued on the box's parcels, when any), each extra fee.
 * - The total is the sum of the lines. VAT is 20% included: HT = TTC / 1.2 rounded once to the cent,
 *   VAT = TTC − HT (spec 3, section 9), so HT + VAT = TTC exactly.
 * - Valid 30 days from issue (720 hours).
 */
export const vatRatePercent = 20;
export const quoteValidityDays = 30;

/** Every rate card that ever priced a quote, by version (a new tariff is published in rate-card.ts, never edited). */
export const rateCardsByVersion: Readonly<Record<string, RateCard>> = Object.fromEntries(publishedRateCards.map((card) => [card.version, card]));

export class UnknownRateCardError extends Error {
  constructor(version: string) {
    super(`Grille tarifaire inconnue : ${version}`);
    this.name = 'UnknownRateCardError';
  }
}

export type QuoteInputs = {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  destination: Territory;
  service: ShippingService;
  subscriber: boolean;
  storageFeesCents: number;
  extraFees: readonly ExtraFee[];
  rateCardVersion: string;
};

export type QuoteAmounts = {
  lines: QuoteLine[];
  totalCents: number;
  totalExclVatCents: number;
  vatCents: number;
  billableWeightKg: number;
  rateCardVersion: string;
};

export const quoteAmounts = (inputs: QuoteInputs): QuoteAmounts => {
  const card = rateCardsByVersion[inputs.rateCardVersion];
  if (!card) throw new UnknownRateCardError(inputs.rateCardVersion);
  const price = shippingPriceCents(
    {
      weightKg: gramsToKilograms(inputs.weightGrams),
      lengthCm: inputs.lengthCm,
      widthCm: inputs.widthCm,
      heightCm: inputs.heightCm,
      destination: inputs.destination,
      service: inputs.service,
      subscriber: inputs.subscriber,
    },
    card,
  );
  const billable = formatKilograms(Math.round(price.billableWeightKg * 1000));
  const lines: QuoteLine[] = [
    {
      kind: 'shipping',
      label: `Expédition ${shippingServiceLabels[inputs.service]} vers ${destinationLabels[inputs.destination]} (${billable} facturés${inputs.subscriber ? ', tarif abonné' : ''})`,
      amountCents: price.priceCents,
    },
    ...(inputs.storageFeesCents > 0 ? [{ kind: 'storage' as const, label: 'Frais de stockage', amountCents: inputs.storageFeesCents }] : []),
    ...inputs.extraFees.map((fee) => ({ kind: 'extra' as const, label: fee.label, amountCents: fee.amountCents })),
  ];
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const totalExclVatCents = roundToInteger(divide(exactly(totalCents), divide(exactly(100 + vatRatePercent), exactly(100))));
  return { lines, totalCents, totalExclVatCents, vatCents: totalCents - totalExclVatCents, billableWeightKg: price.billableWeightKg, rateCardVersion: card.version };
};

/**
 * `DEV-{timestamp}-{last 4 characters of the parcel id}` (DECISIONS, "Parcels"), the box's first parcel:
 * its characters as they are, so the number leads back to the parcel's own id.
 */
export const quoteNumberOf = (issuedAt: Date, firstParcelId: string): string => `DEV-${issuedAt.getTime()}-${firstParcelId.slice(-4)}`;

export const quoteValidUntil = (issuedAt: Date): Date => new Date(issuedAt.getTime() + quoteValidityDays * 86_400_000);
