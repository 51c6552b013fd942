import * as z from 'zod';
import { carriers, parcelCategories, parcelStatuses } from '../../events/parcel-terms';
import { declaredValueEurosSchema } from '../shared/money';
import { kilogramsToGrams } from '../shared/units';
import { isWeighedToTheStep, weighingStepMessage } from '../shared/weighing';

/**
 * The back office's edit form of a parcel (spec 3, section 2.4): every correctable value as it should
 * be now, and why. The browser validates with this schema and the API parses the request with it;
 * the command keeps only what differs. The measures are the warehouse's: absent until received.
 */
export const correctionMessages = {
  reason: 'Veuillez indiquer le motif de la correction',
  reasonTooLong: 'Le motif ne peut pas dépasser 500 caractères',
  notMeasuredYet: 'Ce colis n’a pas encore été réceptionné : ses mesures ne peuvent pas être corrigées.',
  nothingChanged: 'Aucune modification à enregistrer.',
} as const;

const measure = (label: string) =>
  z
    .number({ error: `${label} doit être un nombre` })
    .min(0, `${label} ne peut pas être négative`)
    .max(1000, `${label} ne peut pas dépasser 1000 cm`)
    .nullish();

export const correctParcelInputSchema = z.strictObject({
  carrier: z.enum(carriers, { error: 'Veuillez choisir un transporteur' }),
  category: z.enum(parcelCategories, { error: 'Veuillez choisir une catégorie' }),
  description: z.string({ error: 'Ce champ doit être un texte' }).trim().max(500, 'La description ne peut pas dépasser 500 caractères'),
  declaredValueEuros: declaredValueEurosSchema,
  instructions: z.string({ error: 'Ce champ doit être un texte' }).trim().max(500, 'Les instructions ne peuvent pas dépasser 500 caractères'),
  status: z.enum(parcelStatuses, { error: 'Veuillez choisir un statut' }),
  /** the measured weight; empty when the parcel has not been received */
  weightKg: z
    .number({ error: 'Le poids doit être un nombre' })
    .refine((kilograms) => kilogramsToGrams(kilograms) > 0, 'Le poids est obligatoire et doit être supérieur à 0')
    .refine(isWeighedToTheStep, weighingStepMessage)
    .max(1000, 'Le poids ne peut pas dépasser 1000 kg')
    .nullish(),
  lengthCm: measure('La longueur'),
  widthCm: measure('La largeur'),
  heightCm: measure('La hauteur'),
  reason: z
    .string({ error: correctionMessages.reason })
    .trim()
    .min(1, correctionMessages.reason)
    .max(500, correctionMessages.reasonTooLong),
});
export type CorrectParcelInput = z.infer<typeof correctParcelInputSchema>;
export type CorrectParcelFormValues = z.input<typeof correctParcelInputSchema>;
