import * as z from 'zod';
import { territories, type Territory } from '../../events/territories';
import { centsOfEuros, tooManyDecimalsMessage } from '../shared/money';
import { webLinkOf } from '../shared/web-link';
import { buyForMeFeeCents } from '../pricing/service-fees';
import type { SubscriptionPlan } from '../pricing/plans';

/**
 * The buy-for-me form (spec 2, sections 2.5, 3 and 5; DECISIONS, "Buy for me"): the page validates with
 * this schema and the API parses the request with the same one. Prices are what the customer read on the
 * shop: they make his estimate, never the amount charged (staff quote the checked prices).
 */
export const maxInstructionsLength = 500;
export const maxItemLines = 50;

const text = (max: number, tooLong: string) => z.string({ error: 'Ce champ doit être un texte' }).trim().max(max, tooLong);

export const shopLinkSchemeMessage = "L'URL du site doit commencer par https:// ou http://";
export const itemLinkSchemeMessage = "Le lien de l'article doit commencer par https:// ou http://";

/** A link typed on the form: a valid URL, then a web page's (no `javascript:`, `data:`, `file:`...), as every page shows it. */
const isUrl = (value: string) => z.url().safeParse(value).success;
const isWebLink = (value: string) => webLinkOf(value) !== null;

const priceEuros = z
  .number({ error: 'Le prix est obligatoire' })
  .min(0, 'Le prix ne peut pas être négatif')
  .max(100_000, 'Le prix ne peut pas dépasser 100 000 €')
  .refine((euros) => centsOfEuros(euros) !== null, tooManyDecimalsMessage);

export const purchaseItemLineSchema = z.strictObject({
  name: text(200, "Le nom de l'article ne peut pas dépasser 200 caractères").default(''),
  options: text(200, 'Les options ne peuvent pas dépasser 200 caractères').default(''),
  url: text(2000, "L'URL de l'article est trop longue")
    .refine((value) => value === '' || isUrl(value), { message: "L'URL de l'article n'est pas valide", abort: true })
    .refine((value) => value === '' || isWebLink(value), itemLinkSchemeMessage)
    .default(''),
  priceEuros: priceEuros,
  quantity: z.number({ error: 'La quantité est obligatoire' }).int('La quantité doit être un nombre entier').min(1, 'La quantité doit être au moins 1').max(999, 'La quantité ne peut pas dépasser 999'),
});
export type PurchaseItemLine = z.infer<typeof purchaseItemLineSchema>;

/** Only named lines are kept (spec 2, section 3); at least one must stay. */
const itemLines = z
  .array(z.unknown(), { error: 'Ajoutez au moins un article' })
  .max(maxItemLines, `Pas plus de ${maxItemLines} articles par demande`)
  .transform((lines) => lines.filter((line) => typeof line === 'object' && line !== null && typeof (line as { name?: unknown }).name === 'string' && (line as { name: string }).name.trim() !== ''))
  .pipe(z.array(purchaseItemLineSchema).min(1, 'Ajoutez au moins un article avec son nom, son prix et sa quantité'));

export const purchaseRequestInputSchema = z.strictObject({
  shopName: text(100, 'Le nom du site ne peut pas dépasser 100 caractères').min(1, 'Le nom du site est obligatoire'),
  shopUrl: text(2000, "L'URL du site est trop longue")
    .min(1, "L'URL du site est obligatoire")
    .refine(isUrl, { message: "L'URL du site n'est pas valide", abort: true })
    .refine(isWebLink, shopLinkSchemeMessage),
  items: itemLines,
  /** empty: the customer's own territory (DECISIONS) */
  destination: z.union([z.enum(territories), z.literal('')], { error: 'Destination inconnue' }).default(''),
  instructions: text(maxInstructionsLength, `Les instructions ne peuvent pas dépasser ${maxInstructionsLength} caractères`).default(''),
});
export type PurchaseRequestInput = z.infer<typeof purchaseRequestInputSchema>;

export const isPremium = (plan: SubscriptionPlan): boolean => plan !== 'free';
/** The fee of the plan in force: Premium (monthly or yearly) pays the lower one. */
export const buyForMeFeeOf = (plan: SubscriptionPlan): number => (isPremium(plan) ? buyForMeFeeCents.premium : buyForMeFeeCents.free);

export type PurchaseTotals = { subtotalCents: number; feeCents: number; totalCents: number };

/** Subtotal of the lines (price × quantity, exact cents), the fee of the plan, and their sum. */
export const purchaseTotals = (lines: readonly { priceCents: number; quantity: number }[], plan: SubscriptionPlan): PurchaseTotals => {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const feeCents = buyForMeFeeOf(plan);
  return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents };
};

/** The estimate of the form (the page's live summary and the request's event), from the stated prices. */
export const estimateOfRequest = (lines: readonly Pick<PurchaseItemLine, 'priceEuros' | 'quantity'>[], plan: SubscriptionPlan): PurchaseTotals =>
  purchaseTotals(
    lines.map((line) => ({ priceCents: centsOfEuros(line.priceEuros) ?? 0, quantity: line.quantity })),
    plan,
  );

export const destinationOf = (input: Pick<PurchaseRequestInput, 'destination'>, customerTerritory: Territory): Territory => input.destination || customerTerritory;

// --- Staff
const requiredText = (max: number, required: string, tooLong: string) => text(max, tooLong).min(1, required);

export const purchaseQuoteInputSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        name: requiredText(200, "Le nom de l'article est obligatoire", "Le nom de l'article ne peut pas dépasser 200 caractères"),
        priceEuros: priceEuros,
        quantity: z.number({ error: 'La quantité est obligatoire' }).int('La quantité doit être un nombre entier').min(1, 'La quantité doit être au moins 1').max(999, 'La quantité ne peut pas dépasser 999'),
      }),
      { error: 'Ajoutez au moins un article' },
    )
    .min(1, 'Ajoutez au moins un article'),
  /** the weight the shipping estimate is priced at, from the rate card */
  estimatedWeightKg: z
    .number({ error: 'Le poids estimé est obligatoire' })
    .min(0.01, 'Le poids estimé doit être supérieur à 0')
    .max(30, 'Le poids maximum autorisé est de 30 kg'),
});
export type PurchaseQuoteInput = z.infer<typeof purchaseQuoteInputSchema>;

export const purchaseMadeInputSchema = z.strictObject({
  orderReference: requiredText(100, 'La référence de commande est obligatoire', 'La référence ne peut pas dépasser 100 caractères'),
  bought: z.array(z.strictObject({ name: requiredText(200, "Le nom de l'article est obligatoire", 'Nom trop long'), quantity: z.number().int().min(1, 'La quantité doit être au moins 1') })).default([]),
  notBought: z.array(z.strictObject({ name: requiredText(200, "Le nom de l'article est obligatoire", 'Nom trop long'), reason: requiredText(500, 'La raison est obligatoire', 'La raison ne peut pas dépasser 500 caractères') })).default([]),
});
export type PurchaseMadeInput = z.infer<typeof purchaseMadeInputSchema>;

export const purchaseCancelInputSchema = z.strictObject({
  reason: text(500, 'La raison ne peut pas dépasser 500 caractères').default(''),
});
export const staffCancelInputSchema = z.strictObject({
  reason: requiredText(500, "La raison de l'annulation est obligatoire", 'La raison ne peut pas dépasser 500 caractères'),
});
