import * as z from 'zod';
import { returnReasons, returnTypes, returnUrgencies, type ReturnReason, type ReturnType } from '../../events/return-terms';
import { divide, exactly, larger, multiply, toNumber } from '../pricing/exact-ratio';
import { returnCostCents, returnUrgencyFactors, type ReturnUrgency } from '../pricing/service-fees';
import { kilogramsToGrams } from '../shared/units';
import { maxReturnPhotos } from './return-terms';

export { maxReturnPhotos };

/**
 * The return request form (spec 2, sections 3, 5 and 8): the browser validates with this schema and the
 * API parses the same body with it. The cost is never the browser's: the server computes it with
 * `returnCostOf`, the page shows the same function's answer live.
 */
export const returnDescriptionMaxLength = 500;
/** Returns are weighed to 100 g (the form's step 0.1). */
export const returnWeighingStepGrams = 100;

export const parcelAndWeightRequiredMessage = 'Veuillez sélectionner un colis et renseigner le poids';
export const weightForCostMessage = 'Veuillez renseigner le poids du colis pour calculer les frais';
export const returnWeightStepMessage = 'Le poids se saisit à 0,1 kg près (par exemple 1,3 kg)';
export const tooManyReturnPhotosMessage = `${maxReturnPhotos} photos au plus par demande de retour`;
export const returnPaymentErrorMessage = 'Erreur lors de la création du paiement';
export const returnCreationErrorMessage = 'Erreur lors de la création de la demande';
export const returnCreatedMessage = (reference: string) => `Demande de retour créée avec succès ! Référence: ${reference}`;

export const returnTypeLabels: Readonly<Record<ReturnType, string>> = { remboursement: 'Remboursement', echange: 'Échange', reparation: 'Réparation' };
export const returnReasonLabels: Readonly<Record<ReturnReason, string>> = {
  defectueux: 'Produit défectueux',
  mauvais_article: 'Mauvais article reçu',
  endommage: 'Colis endommagé',
  non_conforme: 'Non conforme à la description',
  changement_avis: 'Changement d’avis',
  autre: 'Autre',
};
export const returnUrgencyLabels: Readonly<Record<ReturnUrgency, string>> = Object.fromEntries(
  returnUrgencyFactors.map((level) => [level.id, level.label]),
) as Record<ReturnUrgency, string>;

const dimension = (label: string) =>
  z
    .number({ error: `${label} doit être un nombre` })
    .min(0, `${label} ne peut pas être négative`)
    .max(1000, `${label} ne peut pas dépasser 1000 cm`)
    .nullable()
    .default(null);

export const returnRequestInputSchema = z.strictObject({
  parcelId: z.string({ error: parcelAndWeightRequiredMessage }).trim().min(1, parcelAndWeightRequiredMessage).max(64),
  type: z.enum(returnTypes, { error: 'Type de retour inconnu' }).default('remboursement'),
  reason: z.enum(returnReasons, { error: 'Veuillez choisir un motif' }).default('defectueux'),
  urgency: z.enum(returnUrgencies, { error: 'Urgence inconnue' }).default('normal'),
  description: z
    .string({ error: 'La description doit être un texte' })
    .trim()
    .max(returnDescriptionMaxLength, `La description ne peut pas dépasser ${returnDescriptionMaxLength} caractères`)
    .default(''),
  weightKg: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? parcelAndWeightRequiredMessage : 'Le poids doit être un nombre') })
    .refine((kilograms) => kilogramsToGrams(kilograms) > 0, weightForCostMessage)
    .refine((kilograms) => kilogramsToGrams(kilograms) % returnWeighingStepGrams === 0, returnWeightStepMessage)
    .max(1000, 'Le poids ne peut pas dépasser 1000 kg'),
  lengthCm: dimension('La longueur'),
  widthCm: dimension('La largeur'),
  heightCm: dimension('La hauteur'),
  /** uploads already sent to the bucket (`POST /api/returns/photo-uploads`), checked again by the server */
  photoUploadIds: z.array(z.uuid({ error: 'Photo introuvable : envoyez-la à nouveau.' })).max(maxReturnPhotos, tooManyReturnPhotosMessage).default([]),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInputSchema>;
export type ReturnRequestFormValues = z.input<typeof returnRequestInputSchema>;

/** What prices a return: the weight and, when all three are given, the dimensions (spec 2, section 9). */
export type ReturnMeasures = { weightKg: number; lengthCm: number | null; widthCm: number | null; heightCm: number | null; urgency: ReturnUrgency };

const volumetricDivisor = 5000;

/** max(real, L x W x H / 5000) in kg, exactly; the volume counts only when all three dimensions are given. */
export const returnChargeableKg = (measures: Omit<ReturnMeasures, 'urgency'>): number => {
  const real = exactly(measures.weightKg);
  const { lengthCm, widthCm, heightCm } = measures;
  if (lengthCm === null || widthCm === null || heightCm === null) return toNumber(real);
  const volumetric = divide(multiply(exactly(lengthCm), exactly(widthCm), exactly(heightCm)), exactly(volumetricDivisor));
  return toNumber(larger(real, volumetric));
};

/** The one price of a return, from `returnCostCents` (the page's live figure, the server's charge, the auditors' check). */
export const returnCostOf = (measures: ReturnMeasures): number => returnCostCents(returnChargeableKg(measures), measures.urgency);

/** The reference a customer quotes: `RET-` and the request's time in milliseconds. */
export const returnReferenceOf = (now: Date): string => `RET-${now.getTime()}`;

/** Staff: the parcel leaves the return warehouse for its merchant. */
export const sendReturnInputSchema = z.strictObject({
  carrier: z.string({ error: 'Veuillez indiquer le transporteur' }).trim().min(1, 'Veuillez indiquer le transporteur').max(60, 'Le transporteur ne peut pas dépasser 60 caractères'),
  trackingNumber: z
    .string({ error: 'Veuillez indiquer le numéro de suivi' })
    .trim()
    .min(1, 'Veuillez indiquer le numéro de suivi')
    .max(50, 'Le numéro de suivi ne peut pas dépasser 50 caractères'),
});
export type SendReturnInput = z.infer<typeof sendReturnInputSchema>;

/** Staff: the request is refused, with the reason the customer reads. */
export const refuseReturnInputSchema = z.strictObject({
  reason: z.string({ error: 'Veuillez indiquer le motif du refus' }).trim().min(1, 'Veuillez indiquer le motif du refus').max(500, 'Le motif ne peut pas dépasser 500 caractères'),
});
export type RefuseReturnInput = z.infer<typeof refuseReturnInputSchema>;
