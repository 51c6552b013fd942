import * as z from 'zod';
import type { Territory } from '../../events/territories';

/**
 * The one tariff (DECISIONS, "One tariff, used everywhere"): the calculator, the /tarifs
 * examples, admin fees, quotes and statistics all price with this card. It is data with a
 * version; every quote records the version that priced it so an auditor can recompute it.
 * A new tariff is a new card with a new version and its own validity start, added to
 * `publishedRateCards`, never an edit of a published one (rate-card.test.ts pins their figures).
 */
export const shippingServices = ['standard', 'express', 'premium'] as const;
// Pure: a page that only shows the tariff (home, /tarifs) leaves zod out of its bundle.
export const shippingServiceSchema = /* @__PURE__ */ z.enum(shippingServices);
export type ShippingService = z.infer<typeof shippingServiceSchema>;

export type ServiceRate = {
  /** Price up to 1 kg billable. */
  readonly basePriceCents: number;
  /** Price of each additional kg, pro rata (continuous, not per started kg). */
  readonly perExtraKgCents: number;
  /** Delivery delay in working days. */
  readonly delayDays: { readonly min: number; readonly max: number };
  readonly hasTracking: boolean;
  readonly hasInsurance: boolean;
};

export type RateCard = {
  readonly version: string;
  /** The first Paris calendar day (`YYYY-MM-DD`) on which the card prices quotes; it stays in force until the next card's. */
  readonly validFrom: string;
  readonly services: Readonly<Record<ShippingService, ServiceRate>>;
  /** Applied to the whole price; decimals are read exactly (1.15 is 115/100). */
  readonly destinationMultipliers: Readonly<Record<Territory, number>>;
  /** Volumetric weight in kg = length x width x height (cm) / divisor. */
  readonly volumetricDivisor: number;
  readonly maxBillableKg: number;
  /** Premium subscribers (monthly or yearly) pay this percentage less on shipping. */
  readonly subscriberDiscountPercent: number;
};

export const rateCard = {
  version: '2026-11-01',
  validFrom: '2026-11-01',
  services: {
    standard: { basePriceCents: 850, perExtraKgCents: 250, delayDays: { min: 7, max: 12 }, hasTracking: true, hasInsurance: false },
    express: { basePriceCents: 1590, perExtraKgCents: 350, delayDays: { min: 3, max: 5 }, hasTracking: true, hasInsurance: true },
    premium: { basePriceCents: 2290, perExtraKgCents: 420, delayDays: { min: 2, max: 4 }, hasTracking: true, hasInsurance: true },
  },
  destinationMultipliers: { guadeloupe: 1, martinique: 1, guyane: 1.1, reunion: 1.15, mayotte: 1.15, maroc: 0.9 },
  volumetricDivisor: 5000,
  maxBillableKg: 30,
  subscriberDiscountPercent: 20,
} as const satisfies RateCard;

/** Every card ever published, oldest first: the card in force on a day is the last one valid from it. */
export const publishedRateCards: readonly RateCard[] = [rateCard];

/** The card in force on a Paris day, or undefined before the first card. */
export const rateCardInForce = (day: string): RateCard | undefined => publishedRateCards.filter((card) => card.validFrom <= day).at(-1);

export const shippingServiceLabels: Readonly<Record<ShippingService, string>> = {
  standard: 'Standard',
  express: 'Express',
  premium: 'Premium',
};

export const destinationLabels: Readonly<Record<Territory, string>> = {
  guadeloupe: 'Guadeloupe',
  martinique: 'Martinique',
  guyane: 'Guyane',
  reunion: 'La Réunion',
  mayotte: 'Mayotte',
  maroc: 'Maroc',
};

/** The zone tabs of /tarifs (spec 1, section 2.4). */
export const pricingZones = [
  { id: 'dom_tom', label: 'DOM-TOM', destinations: ['guadeloupe', 'martinique', 'guyane', 'reunion', 'mayotte'] },
  { id: 'maroc', label: 'Maroc', destinations: ['maroc'] },
] as const satisfies readonly { id: string; label: string; destinations: readonly Territory[] }[];
