import type { Territory } from '../../events/territories';
import { ValidationError } from '../shared/errors';
import type { Ratio } from './exact-ratio';
import { add, compare, divide, exactly, larger, multiply, roundToInteger, subtract, toNumber } from './exact-ratio';
import type { RateCard, ShippingService } from './rate-card';
import { rateCard, shippingServices } from './rate-card';

export const maxWeightMessage = 'Le poids maximum autorisé est de 30 kg';
const weightMustBePositiveMessage = 'Le poids doit être supérieur à 0 kg';
const dimensionsMustNotBeNegativeMessage = 'Les dimensions doivent être des nombres positifs ou nuls';

/** Weight in kg and outer dimensions in cm; 0 cm means "not measured" (volumetric weight 0). */
export type ParcelMeasures = {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
};

export type ShippingPriceInput = ParcelMeasures & {
  destination: Territory;
  service: ShippingService;
  /** An active Premium subscriber (monthly or yearly) pays the subscriber price. */
  subscriber: boolean;
};

export type ShippingQuote = {
  rateCardVersion: string;
  destination: Territory;
  service: ShippingService;
  billableWeightKg: number;
  publicPriceCents: number;
  subscriberPriceCents: number;
  /** What this customer pays: the subscriber price for a subscriber, else the public price. */
  priceCents: number;
  subscriber: boolean;
  delayDays: { min: number; max: number };
  hasTracking: boolean;
  hasInsurance: boolean;
};

const checkMeasures = ({ weightKg, lengthCm, widthCm, heightCm }: ParcelMeasures): void => {
  if (!Number.isFinite(weightKg) || weightKg <= 0) {
    throw new ValidationError(weightMustBePositiveMessage, { weightKg: weightMustBePositiveMessage });
  }
  const badDimensions = Object.entries({ lengthCm, widthCm, heightCm }).filter(([, value]) => !Number.isFinite(value) || value < 0);
  if (badDimensions.length > 0) {
    throw new ValidationError(
      dimensionsMustNotBeNegativeMessage,
      Object.fromEntries(badDimensions.map(([field]) => [field, dimensionsMustNotBeNegativeMessage])),
    );
  }
};

const exactBillableWeightKg = (measures: ParcelMeasures, card: RateCard): Ratio => {
  checkMeasures(measures);
  const volume = multiply(exactly(measures.lengthCm), exactly(measures.widthCm), exactly(measures.heightCm));
  return larger(exactly(measures.weightKg), divide(volume, exactly(card.volumetricDivisor)));
};

/** The larger of the real weight and the volumetric weight (L x W x H / 5000), in kg. */
export const billableWeightKg = (measures: ParcelMeasures, card: RateCard = rateCard): number =>
  toNumber(exactBillableWeightKg(measures, card));

/** Public price before rounding: (base + per kg x kg above the first) x destination multiplier. */
const exactPublicPriceCents = (destination: Territory, service: ShippingService, billableKg: Ratio, card: RateCard): Ratio => {
  const rate = card.services[service];
  const extraKg = larger(subtract(billableKg, exactly(1)), exactly(0));
  const beforeDestination = add(exactly(rate.basePriceCents), multiply(exactly(rate.perExtraKgCents), extraKg));
  return multiply(beforeDestination, exactly(card.destinationMultipliers[destination]));
};

const subscriberShare = (card: RateCard): Ratio => divide(exactly(100 - card.subscriberDiscountPercent), exactly(100));

/**
 * Prices one parcel for one service. Both prices are rounded to the cent once, from the exact
 * value: the subscriber price is 80% of the exact public price, not of the rounded one.
 */
export const shippingPriceCents = (input: ShippingPriceInput, card: RateCard = rateCard): ShippingQuote => {
  const billableKg = exactBillableWeightKg(input, card);
  if (compare(billableKg, exactly(card.maxBillableKg)) > 0) {
    throw new ValidationError(maxWeightMessage, { weightKg: maxWeightMessage });
  }
  const exactPublic = exactPublicPriceCents(input.destination, input.service, billableKg, card);
  const publicPriceCents = roundToInteger(exactPublic);
  const subscriberPriceCents = roundToInteger(multiply(exactPublic, subscriberShare(card)));
  const rate = card.services[input.service];
  return {
    rateCardVersion: card.version,
    destination: input.destination,
    service: input.service,
    billableWeightKg: toNumber(billableKg),
    publicPriceCents,
    subscriberPriceCents,
    priceCents: input.subscriber ? subscriberPriceCents : publicPriceCents,
    subscriber: input.subscriber,
    delayDays: { min: rate.delayDays.min, max: rate.delayDays.max },
    hasTracking: rate.hasTracking,
    hasInsurance: rate.hasInsurance,
  };
};

/** What the calculator shows: every service, in the order standard, express, premium. */
export const quotesForAllServices = (input: Omit<ShippingPriceInput, 'service'>, card: RateCard = rateCard): ShippingQuote[] =>
  shippingServices.map((service) => shippingPriceCents({ ...input, service }, card));

/** True when the billable weight (real or volumetric) is above what the card prices. */
export const exceedsMaxBillableWeight = (measures: ParcelMeasures, card: RateCard = rateCard): boolean =>
  compare(exactBillableWeightKg(measures, card), exactly(card.maxBillableKg)) > 0;

/** The "à partir de" public price of /tarifs: 1 kg billable, i.e. the base price x multiplier. */
export const cheapestPriceFromCents = (destination: Territory, service: ShippingService, card: RateCard = rateCard): number =>
  roundToInteger(exactPublicPriceCents(destination, service, exactly(1), card));

/** The /tarifs example: a 2 kg parcel (small box) to this destination, public and subscriber prices per service. */
export const exampleFor2Kg = (destination: Territory, card: RateCard = rateCard): ShippingQuote[] =>
  quotesForAllServices({ destination, weightKg: 2, lengthCm: 0, widthCm: 0, heightCm: 0, subscriber: false }, card);
