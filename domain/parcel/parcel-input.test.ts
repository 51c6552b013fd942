import { describe, expect, it } from 'vitest';
import { declarationCarrierStepSchema, declarationDetailsStepSchema, declarationSenderStepSchema, receiveParcelInputSchema } from './parcel-input';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('declaration wizard rules', () => {
  it('requires the three sender fields, in French', () => {
    expect(messages(declarationSenderStepSchema.safeParse({}))).toEqual({
      senderName: "Le nom de l'expéditeur est obligatoire",
      senderPhone: "Le téléphone de l'expéditeur est obligatoire",
      senderEmail: "L'email de l'expéditeur est obligatoire",
    });
  });

  it('refuses blank names, a sender phone that is not a number and a malformed sender e-mail', () => {
    const result = declarationSenderStepSchema.safeParse({ senderName: '  ', senderPhone: 'abc', senderEmail: 'fnac' });
    expect(messages(result)).toEqual({
      senderName: "Le nom de l'expéditeur est obligatoire",
      senderPhone: "Le téléphone de l'expéditeur n'est pas valide",
      senderEmail: "L'email de l'expéditeur n'est pas valide",
    });
    for (const phone of ['01 55 21 57 93', '+590 690 12 34 56', '(0590) 12-34-56']) {
      expect(declarationSenderStepSchema.safeParse({ senderName: 'Fnac', senderPhone: phone, senderEmail: 'a@b.fr' }).success, phone).toBe(true);
    }
  });

  it('offers only the eight carriers of the spec', () => {
    expect(declarationCarrierStepSchema.safeParse({ carrier: 'GLS', trackingNumber: 'X1' }).success).toBe(true);
    expect(messages(declarationCarrierStepSchema.safeParse({ carrier: '', trackingNumber: '' }))).toEqual({
      carrier: 'Veuillez choisir un transporteur',
      trackingNumber: 'Le numéro de suivi est obligatoire',
    });
  });

  it('takes a declared value to the cent, never rounded: a third decimal is refused in French', () => {
    const base = { description: 'Livres', category: 'livre_media', weightKg: 0.4 };
    expect(declarationDetailsStepSchema.parse({ ...base, declaredValueEuros: 19.99 }).declaredValueEuros).toBe(19.99);
    for (const declaredValueEuros of [13.501, 1.005]) {
      expect(messages(declarationDetailsStepSchema.safeParse({ ...base, declaredValueEuros }))).toEqual({
        declaredValueEuros: 'Le montant ne peut pas avoir plus de deux décimales',
      });
    }
  });

  it('limits the description to 500 characters and saves empty numbers as 0', () => {
    const base = { description: 'Livres', category: 'livre_media', weightKg: 0.4 };
    const parsed = declarationDetailsStepSchema.parse(base);
    expect(parsed).toMatchObject({ lengthCm: 0, widthCm: 0, heightCm: 0, declaredValueEuros: 0, instructions: '' });
    expect(messages(declarationDetailsStepSchema.safeParse({ ...base, description: 'a'.repeat(501) }))).toEqual({
      description: 'La description ne peut pas dépasser 500 caractères',
    });
    expect(messages(declarationDetailsStepSchema.safeParse({ ...base, weightKg: 0 }))).toEqual({ weightKg: 'Le poids doit être supérieur à 0' });
  });

  it('needs a weight above 0 to record a reception', () => {
    expect(messages(receiveParcelInputSchema.safeParse({ weightKg: 0 }))).toEqual({
      weightKg: 'Le poids est obligatoire et doit être supérieur à 0',
    });
  });

  it('refuses a weight that rounds to 0 g, with the message of a weight that is not positive', () => {
    const details = { description: 'Livres', category: 'livre_media' };
    for (const weightKg of [0.0001, 0.0004, -0.0001, -3]) {
      expect(messages(declarationDetailsStepSchema.safeParse({ ...details, weightKg }))).toEqual({ weightKg: 'Le poids doit être supérieur à 0' });
      expect(messages(receiveParcelInputSchema.safeParse({ weightKg }))).toEqual({
        weightKg: 'Le poids est obligatoire et doit être supérieur à 0',
      });
    }
    expect(declarationDetailsStepSchema.safeParse({ ...details, weightKg: 0.001 }).success).toBe(true);
    // staff weigh to 10 g: their smallest weight is 0.01 kg
    expect(receiveParcelInputSchema.safeParse({ weightKg: 0.01 }).success).toBe(true);
  });
});
