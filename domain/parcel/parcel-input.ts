import * as z from 'zod';
import { declaredValueEurosSchema } from '../shared/money';
import { carriers, parcelCategories } from '../../events/parcel-terms';
import { kilogramsToGrams } from '../shared/units';
import { isWeighedToTheStep, weighingStepMessage } from '../shared/weighing';

/**
 * The rules of the declaration wizard (spec 2, sections 2.3 and 5). The browser validates each
 * step with these schemas and the API parses the whole declaration with the same ones.
 */
const requiredText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Ce champ doit être un texte') })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);

const optionalText = (max: number, tooLongMessage: string) =>
  z.string({ error: 'Ce champ doit être un texte' }).trim().max(max, tooLongMessage).default('');

const nonNegativeNumber = (label: string, max: number, tooBigMessage: string) =>
  z
    .number({ error: `${label} doit être un nombre` })
    .min(0, `${label} ne peut pas être négative`)
    .max(max, tooBigMessage);

/**
 * Events keep whole grams: a weight is positive when it is still positive once rounded to the gram
 * (0.0001 kg would be stored as 0 g), so the check uses the very conversion that stores it.
 */
const weightKg = (mustBePositiveMessage: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Le poids est obligatoire' : 'Le poids doit être un nombre') })
    .refine((kilograms) => kilogramsToGrams(kilograms) > 0, mustBePositiveMessage)
    .max(1000, 'Le poids ne peut pas dépasser 1000 kg');

/** Length, width and height in cm; empty means 0 (spec 2, section 5). */
const dimensions = {
  lengthCm: nonNegativeNumber('La longueur', 1000, 'La longueur ne peut pas dépasser 1000 cm').default(0),
  widthCm: nonNegativeNumber('La largeur', 1000, 'La largeur ne peut pas dépasser 1000 cm').default(0),
  heightCm: nonNegativeNumber('La hauteur', 1000, 'La hauteur ne peut pas dépasser 1000 cm').default(0),
};

export const declarationSenderStepSchema = z.strictObject({
  senderName: requiredText("Le nom de l'expéditeur est obligatoire", 100, "Le nom de l'expéditeur ne peut pas dépasser 100 caractères"),
  senderPhone: requiredText("Le téléphone de l'expéditeur est obligatoire", 30, 'Le téléphone ne peut pas dépasser 30 caractères').regex(
    /^\+?[\d\s().-]{6,30}$/,
    "Le téléphone de l'expéditeur n'est pas valide",
  ),
  senderEmail: requiredText("L'email de l'expéditeur est obligatoire", 254, "L'email ne peut pas dépasser 254 caractères").pipe(
    z.email("L'email de l'expéditeur n'est pas valide"),
  ),
});

export const declarationCarrierStepSchema = z.strictObject({
  carrier: z.enum(carriers, { error: 'Veuillez choisir un transporteur' }),
  trackingNumber: requiredText('Le numéro de suivi est obligatoire', 50, 'Le numéro de suivi ne peut pas dépasser 50 caractères'),
});

export const declarationDetailsStepSchema = z.strictObject({
  description: requiredText('La description est obligatoire', 500, 'La description ne peut pas dépasser 500 caractères'),
  category: z.enum(parcelCategories, { error: 'Veuillez choisir une catégorie' }),
  weightKg: weightKg('Le poids doit être supérieur à 0'),
  ...dimensions,
  declaredValueEuros: declaredValueEurosSchema.default(0),
  instructions: optionalText(500, 'Les instructions ne peuvent pas dépasser 500 caractères'),
});

export const declareParcelInputSchema = z.strictObject({
  ...declarationSenderStepSchema.shape,
  ...declarationCarrierStepSchema.shape,
  ...declarationDetailsStepSchema.shape,
});
export type DeclareParcelInput = z.infer<typeof declareParcelInputSchema>;

export const receiveParcelInputSchema = z.strictObject({
  // The back office's message (spec 3, section 5).
  weightKg: weightKg('Le poids est obligatoire et doit être supérieur à 0').refine(isWeighedToTheStep, weighingStepMessage),
  ...dimensions,
});
export type ReceiveParcelInput = z.infer<typeof receiveParcelInputSchema>;

/** One carrier tracking number per customer, compared without spaces and case ("6a 123" is "6A123"). */
export const normalizedTrackingNumber = (trackingNumber: string): string => trackingNumber.replace(/\s+/g, '').toUpperCase();
