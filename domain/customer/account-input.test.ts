import { describe, expect, it } from 'vitest';
import { registrationInputSchema, signInInputSchema } from './account-input';

const valid = {
  email: 'Ines@Example.com',
  password: 'Passerelle-2026!',
  confirmPassword: 'Passerelle-2026!',
  firstName: 'Inès',
  lastName: 'Inscrite',
  phone: '+590 690 11 22 33',
  address: '3 rue Schœlcher',
  postalCode: '97110',
  city: 'Pointe-à-Pitre',
  territory: 'mayotte',
  acceptTerms: true,
};

describe('account forms', () => {
  it('stores addresses in lower case, and takes Mayotte and an optional company', () => {
    const parsed = registrationInputSchema.parse(valid);
    expect(parsed).toMatchObject({ email: 'ines@example.com', territory: 'mayotte', company: '', acceptMarketing: false });
    expect(signInInputSchema.parse({ email: ' CLIENT@Passerelle.example ', password: 'x' })).toEqual({ email: 'client@passerelle.example', password: 'x', remember: false });
  });

  it("gives the spec's first broken rule first", () => {
    const result = registrationInputSchema.safeParse({ ...valid, acceptTerms: false, confirmPassword: 'autre', phone: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Vous devez accepter les conditions générales',
      'Les mots de passe ne correspondent pas',
      'Le numéro de téléphone est obligatoire pour la livraison',
    ]);
  });

  it('refuses an unknown territory and unknown fields', () => {
    expect(registrationInputSchema.safeParse({ ...valid, territory: 'corse' }).success).toBe(false);
    expect(registrationInputSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });
});
