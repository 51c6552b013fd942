import * as z from 'zod';
import { declaredValueEurosSchema } from '../shared/money';
import { carriers } from '../../events/parcel-terms';
import { territories } from '../../events/territories';
import { kilogramsToGrams } from '../shared/units';
import { isWeighedToTheStep, weighingStepMessage } from '../shared/weighing';

/**
 * The back office's "record a reception" form (spec 3, sections 2.5 and 5): the browser validates with
 * this schema and the API parses the request with it. Messages are the spec's, word for word.
 */
export const receptionMessages = {
  client: 'Veuillez sélectionner un client',
  trackingNumber: 'Le numéro de suivi est obligatoire',
  weight: 'Le poids est obligatoire et doit être supérieur à 0',
  destination: 'La destination est obligatoire',
  tooManyPhotos: 'Vous ne pouvez ajouter que 5 photos maximum.',
} as const;

export const receptionTextMaxLength = 500;

const text = (tooLongMessage: string) =>
  z.string({ error: 'Ce champ doit être un texte' }).trim().max(receptionTextMaxLength, tooLongMessage).default('');

/** An empty numeric field is no value (spec 3, section 5: "empty numeric fields become null"); dimensions then count as 0. */
const nonNegative = (label: string, max: number, tooBigMessage: string) =>
  z
    .number({ error: `${label} doit être un nombre` })
    .min(0, `${label} ne peut pas être négative`)
    .max(max, tooBigMessage)
    .nullish()
    .transform((value) => value ?? 0);

export const recordReceptionInputSchema = z.strictObject({
  customerId: z.string({ error: receptionMessages.client }).trim().min(1, receptionMessages.client).max(64, receptionMessages.client),
  carrier: z.enum(carriers, { error: 'Veuillez choisir un transporteur' }),
  trackingNumber: z
    .string({ error: receptionMessages.trackingNumber })
    .trim()
    .min(1, receptionMessages.trackingNumber)
    .max(50, 'Le numéro de suivi ne peut pas dépasser 50 caractères'),
  weightKg: z
    .number({ error: receptionMessages.weight })
    .refine((kilograms) => kilogramsToGrams(kilograms) > 0, receptionMessages.weight)
    .refine(isWeighedToTheStep, weighingStepMessage)
    .max(1000, 'Le poids ne peut pas dépasser 1000 kg'),
  lengthCm: nonNegative('La longueur', 1000, 'La longueur ne peut pas dépasser 1000 cm'),
  widthCm: nonNegative('La largeur', 1000, 'La largeur ne peut pas dépasser 1000 cm'),
  heightCm: nonNegative('La hauteur', 1000, 'La hauteur ne peut pas dépasser 1000 cm'),
  destination: z.enum(territories, { error: receptionMessages.destination }),
  declaredValueEuros: declaredValueEurosSchema
    .nullish()
    .transform((value) => value ?? 0),
  description: text('La description ne peut pas dépasser 500 caractères'),
  instructions: text('Les instructions ne peuvent pas dépasser 500 caractères'),
});
export type RecordReceptionInput = z.infer<typeof recordReceptionInputSchema>;
export type RecordReceptionFormValues = z.input<typeof recordReceptionInputSchema>;

/** Staff record no category at the reception (spec 3, section 2.5): such a parcel is "Autre" until corrected. */
export const registeredParcelCategory = 'autre' as const;

/** Guadeloupe first: the form's default destination (spec 3, section 5). */
export const defaultReceptionDestination = 'guadeloupe' as const;
