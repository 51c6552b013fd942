import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema } from './contact-input';

const valid = { name: 'Léa Martin', email: 'lea@example.com', category: 'shipping', subject: 'Délai', message: 'Bonjour', urgent: false };
const errorsOf = (input: unknown) =>
  Object.fromEntries((contactMessageInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('contact form rules (spec 1, section 5)', () => {
  it('requires every field but "urgent", in French', () => {
    expect(errorsOf({})).toEqual({
      name: 'Veuillez saisir votre nom',
      email: 'Veuillez saisir votre email',
      category: 'Veuillez choisir une catégorie',
      subject: 'Veuillez saisir un sujet',
      message: 'Veuillez saisir votre message',
    });
    expect(contactMessageInputSchema.parse({ ...valid, urgent: undefined }).urgent).toBe(false);
  });

  it('limits the name to 100, the subject to 200 and the message to 500 characters', () => {
    expect(errorsOf({ ...valid, name: 'n'.repeat(101), subject: 's'.repeat(201), message: 'm'.repeat(501) })).toEqual({
      name: 'Le nom ne peut pas dépasser 100 caractères',
      subject: 'Le sujet ne peut pas dépasser 200 caractères',
      message: 'Le message ne peut pas dépasser 500 caractères',
    });
    expect(contactMessageInputSchema.safeParse({ ...valid, message: 'm'.repeat(500) }).success).toBe(true);
  });
});
