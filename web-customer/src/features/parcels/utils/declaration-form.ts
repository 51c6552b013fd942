import {
  declarationCarrierStepSchema,
  declarationDetailsStepSchema,
  declarationSenderStepSchema,
  declareParcelInputSchema,
  type DeclareParcelInput,
} from '@domain/parcel/parcel-input';
import type { Carrier, ParcelCategory } from '@events/parcel-terms';

/**
 * What the wizard's fields hold while the person types: text, as typed. Numbers become numbers
 * only when a step is checked, so nothing typed is ever rewritten or lost.
 */
export type DeclarationFormValues = {
  senderName: string;
  senderPhone: string;
  senderEmail: string;
  carrier: Carrier | '';
  trackingNumber: string;
  description: string;
  category: ParcelCategory | '';
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  declaredValueEuros: string;
  instructions: string;
};

export type DeclarationField = keyof DeclarationFormValues;

export const emptyDeclaration: DeclarationFormValues = {
  senderName: '',
  senderPhone: '',
  senderEmail: '',
  carrier: '',
  trackingNumber: '',
  description: '',
  category: '',
  weightKg: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  declaredValueEuros: '',
  instructions: '',
};

export const declarationFieldLabels: Record<DeclarationField, string> = {
  senderName: "Nom de l'expéditeur",
  senderPhone: "Téléphone de l'expéditeur",
  senderEmail: "Email de l'expéditeur",
  carrier: 'Transporteur',
  trackingNumber: 'Numéro de suivi',
  description: 'Description du contenu',
  category: 'Catégorie',
  weightKg: 'Poids (kg)',
  lengthCm: 'Longueur (cm)',
  widthCm: 'Largeur (cm)',
  heightCm: 'Hauteur (cm)',
  declaredValueEuros: 'Valeur déclarée (€)',
  instructions: 'Instructions particulières',
};

/** The four steps of spec 2.3; each is checked with the shared schema of the API. */
export const declarationSteps = [
  { title: 'Expéditeur', schema: declarationSenderStepSchema },
  { title: 'Transporteur', schema: declarationCarrierStepSchema },
  { title: 'Détails', schema: declarationDetailsStepSchema },
  { title: 'Récapitulatif', schema: declareParcelInputSchema },
] as const;

export const lastStep = declarationSteps.length - 1;

const stepFields = (step: number): DeclarationField[] =>
  Object.keys(declarationSteps[step]?.schema.shape ?? {}) as DeclarationField[];

/** The first step holding one of these fields (to take the person back to a field the API refused). */
export const firstStepWithField = (fields: readonly string[]): number | undefined => {
  const index = declarationSteps.findIndex((_, step) => stepFields(step).some((field) => fields.includes(field)));
  return index === -1 ? undefined : index;
};

export const isDeclarationField = (name: string): name is DeclarationField => name in emptyDeclaration;

/** "" stays absent (the schema then requires it or defaults it to 0); "1,5" is read as 1.5. */
const toNumber = (text: string): number | undefined => {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
};

const numericFields = ['weightKg', 'lengthCm', 'widthCm', 'heightCm', 'declaredValueEuros'] as const;

const toCandidate = (values: DeclarationFormValues): Record<string, unknown> => {
  const candidate: Record<string, unknown> = { ...values };
  for (const field of numericFields) candidate[field] = toNumber(values[field]);
  return candidate;
};

export type StepCheck =
  | { ok: true; input: DeclareParcelInput | undefined }
  | { ok: false; errors: Partial<Record<DeclarationField, string>> };

/**
 * Checks one step with its schema (only that step's fields: the schemas are strict). On the last
 * step, `input` is the body to send: trimmed, with empty numbers at 0, exactly `DeclareParcelInput`.
 */
export const checkDeclarationStep = (step: number, values: DeclarationFormValues): StepCheck => {
  const definition = declarationSteps[step];
  if (!definition) throw new RangeError(`Étape inconnue : ${step}`);
  const candidate = toCandidate(values);
  const picked = Object.fromEntries(stepFields(step).map((field) => [field, candidate[field]]));
  const result = definition.schema.safeParse(picked);
  if (result.success) {
    return { ok: true, input: step === lastStep ? declareParcelInputSchema.parse(picked) : undefined };
  }
  const errors: Partial<Record<DeclarationField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isDeclarationField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
};
