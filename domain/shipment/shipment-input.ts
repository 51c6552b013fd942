import * as z from 'zod';
import { outgoingCarriers } from '../../events/shipment-terms';
import { shippingServices } from '../pricing/rate-card';
import { territories } from '../../events/territories';
import { kilogramsToGrams } from '../shared/units';
import { isWeighedToTheStep, weighingStepMessage } from '../shared/weighing';
import { amountEurosSchema, exactEurosToCents, maxPayableCents, maxPayableMessage } from '../shared/money';

/**
 * The forms of shipments, for the browser and the API alike. The processing panel's
 * messages are the spec's (spec 3, section 2.6 and 8), word for word.
 */
export const processingMessages = {
  required: 'Veuillez remplir tous les champs obligatoires',
  success: (costEuros: string) => `Colis traité avec succès ! Frais calculés: ${costEuros}€`,
  failed: 'Erreur lors de la mise à jour du colis',
} as const;

/** The most parcels one box takes. */
export const maxParcelsPerShipment = 10;

const text = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);

const parcelIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'Identifiant de colis invalide');

export const shippingAddressInputSchema = z.strictObject({
  recipientName: text('Le nom du destinataire est obligatoire', 100, 'Le nom ne peut pas dépasser 100 caractères'),
  line1: text("L'adresse est obligatoire", 200, "L'adresse ne peut pas dépasser 200 caractères"),
  line2: z.string({ error: 'Ce champ doit être un texte' }).trim().max(200, "Le complément d'adresse ne peut pas dépasser 200 caractères").default(''),
  postalCode: text('Le code postal est obligatoire', 12, 'Le code postal ne peut pas dépasser 12 caractères').regex(
    /^[\w -]{2,12}$/,
    "Le code postal n'est pas valide",
  ),
  city: text('La ville est obligatoire', 100, 'La ville ne peut pas dépasser 100 caractères'),
  destination: z.enum(territories, { error: 'La destination est obligatoire' }),
  phone: z
    .string({ error: 'Ce champ doit être un texte' })
    .trim()
    .max(30, 'Le téléphone ne peut pas dépasser 30 caractères')
    .regex(/^(\+?[\d\s().-]{6,30})?$/, "Le téléphone n'est pas valide")
    .default(''),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressInputSchema>;

/** "Expédier" (customer): the parcels of the box, where it goes, how fast. */
export const requestShipmentInputSchema = z.strictObject({
  parcelIds: z
    .array(parcelIdSchema, { error: 'Veuillez choisir au moins un colis' })
    .min(1, 'Veuillez choisir au moins un colis')
    .max(maxParcelsPerShipment, `Une expédition regroupe au plus ${maxParcelsPerShipment} colis`)
    .refine((ids) => new Set(ids).size === ids.length, 'Un colis ne peut figurer deux fois dans une expédition'),
  address: shippingAddressInputSchema,
  service: z.enum(shippingServices, { error: 'Veuillez choisir un service' }),
});
export type RequestShipmentInput = z.infer<typeof requestShipmentInputSchema>;

export const cancelShipmentInputSchema = z.strictObject({
  reason: z.string({ error: 'Ce champ doit être un texte' }).trim().max(500, 'Le motif ne peut pas dépasser 500 caractères').default(''),
});
export type CancelShipmentInput = z.infer<typeof cancelShipmentInputSchema>;

const extraFeeInputSchema = z.strictObject({
  label: text('Veuillez indiquer le libellé du frais', 100, 'Le libellé ne peut pas dépasser 100 caractères'),
  amountEuros: amountEurosSchema({ required: 'Le montant doit être un nombre', max: 10_000, tooHigh: 'Le montant ne peut pas dépasser 10 000 €' }),
});

const measure = (label: string) =>
  z
    .number({ error: `${label} doit être un nombre` })
    .min(0, `${label} ne peut pas être négative`)
    .max(1000, `${label} ne peut pas dépasser 1000 cm`)
    .nullish()
    .transform((value) => value ?? 0);

/** The processing panel (staff): the final box, where and how it goes, extra fees with a label each, notes. */
export const processShipmentInputSchema = z.strictObject({
  weightKg: z
    .number({ error: processingMessages.required })
    .refine((kilograms) => kilogramsToGrams(kilograms) > 0, processingMessages.required)
    .refine(isWeighedToTheStep, weighingStepMessage)
    .max(1000, 'Le poids ne peut pas dépasser 1000 kg'),
  lengthCm: measure('La longueur'),
  widthCm: measure('La largeur'),
  heightCm: measure('La hauteur'),
  destination: z.enum(territories, { error: processingMessages.required }),
  service: z.enum(shippingServices, { error: processingMessages.required }),
  extraFees: z.array(extraFeeInputSchema).max(10, 'Au plus 10 frais supplémentaires').default([]),
  notes: z.string({ error: 'Ce champ doit être un texte' }).trim().max(1000, 'Les notes ne peuvent pas dépasser 1000 caractères').default(''),
});
export type ProcessShipmentInput = z.infer<typeof processShipmentInputSchema>;
export type ProcessShipmentFormValues = z.input<typeof processShipmentInputSchema>;

export const processedMeasures = (input: ProcessShipmentInput) => ({
  weightGrams: kilogramsToGrams(input.weightKg),
  lengthCm: input.lengthCm,
  widthCm: input.widthCm,
  heightCm: input.heightCm,
});

export const extraFeesOf = (input: ProcessShipmentInput) => input.extraFees.map((fee) => ({ label: fee.label, amountCents: exactEurosToCents(fee.amountEuros) }));

/** A payment received by bank transfer, with the transfer's reference (card payments are recorded by Stripe's webhook only). */
export const recordPaymentInputSchema = z.strictObject({
  method: z.enum(['bank_transfer'], { error: 'Moyen de paiement inconnu' }).default('bank_transfer'),
  reference: text('Veuillez indiquer la référence du virement', 100, 'La référence ne peut pas dépasser 100 caractères'),
  amountEuros: amountEurosSchema({ required: 'Veuillez indiquer le montant reçu', max: maxPayableCents / 100, tooHigh: maxPayableMessage }),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentInputSchema>;

export const waivePaymentInputSchema = z.strictObject({
  reason: text('Veuillez indiquer le motif de la dispense de paiement', 500, 'Le motif ne peut pas dépasser 500 caractères'),
});
export type WaivePaymentInput = z.infer<typeof waivePaymentInputSchema>;

export const createLabelInputSchema = z.strictObject({
  carrier: z.enum(outgoingCarriers, { error: 'Veuillez choisir un transporteur' }),
  trackingNumber: text('Le numéro de suivi est obligatoire', 50, 'Le numéro de suivi ne peut pas dépasser 50 caractères').regex(
    /^[\x20-\x7e]+$/,
    'Le numéro de suivi ne peut contenir que des lettres, chiffres et signes simples',
  ),
});
export type CreateLabelInput = z.infer<typeof createLabelInputSchema>;

/** A label replaced before the box leaves: the new carrier and number, and why. */
export const replaceLabelInputSchema = createLabelInputSchema.extend({
  reason: text('Veuillez indiquer le motif du remplacement de l’étiquette', 500, 'Le motif ne peut pas dépasser 500 caractères'),
});
export type ReplaceLabelInput = z.infer<typeof replaceLabelInputSchema>;
