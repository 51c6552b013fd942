import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { validationErrorOf } from './problem';

const schema = z.strictObject({ name: z.string({ error: 'Le nom est obligatoire' }) });

describe('validation errors', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('names an unknown key called "%s" like any other', (key) => {
    const result = schema.safeParse(JSON.parse(`{"name": "Fnac", "${key}": 1}`));
    const error = validationErrorOf(result.error as z.ZodError, 'Données invalides');
    expect(error.message).toBe(`Données invalides : Champ inconnu : ${key}`);
    expect(Object.keys(error.fieldErrors)).toEqual([key]);
    expect(JSON.parse(JSON.stringify(error.fieldErrors))).toEqual(JSON.parse(`{"${key}": "Champ inconnu : ${key}"}`));
  });

  it('names the missing fields before the unknown ones', () => {
    const result = schema.safeParse({ constructor: 1 });
    const error = validationErrorOf(result.error as z.ZodError, 'Données invalides');
    expect(error.message).toBe('Données invalides : Le nom est obligatoire');
    expect(error.fieldErrors).toEqual({ name: 'Le nom est obligatoire', constructor: 'Champ inconnu : constructor' });
  });

  it('says what is wrong even when zod reports no field', () => {
    const error = validationErrorOf(new z.ZodError([]), 'Données invalides');
    expect(error.message).toBe('Données invalides : la requête ne respecte pas le format attendu.');
  });
});
