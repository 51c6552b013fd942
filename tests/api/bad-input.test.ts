import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import { readFeedDay } from '../../functions/platform/feed';
import { utcDay } from '../../functions/platform/feed-keys';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

type Problem = { status: number; detail: string; errors?: Record<string, string> };

describe('bad input gets a French 400 and appends nothing', () => {
  let customer: ApiClient;
  let admin: ApiClient;
  const feedLength = async () => (await readFeedDay(utcDay(new Date()))).length;

  beforeAll(async () => {
    ({ customer, admin } = await signInDemoAccounts(runtime));
  });

  const cases: [string, { rawBody?: string; json?: unknown; headers?: Record<string, string> }, number, (problem: Problem) => void][] = [
    ['malformed JSON', { rawBody: '{"senderName": "Fnac",' }, 400, (p) => expect(p.detail).toBe("Le corps de la requête n'est pas un JSON valide.")],
    ['an empty body', { rawBody: '' }, 400, (p) => expect(p.detail).toBe('Le corps de la requête est vide.')],
    ['an unknown field', { json: declaration({ isAdmin: true }) }, 400, (p) => expect(p.errors?.isAdmin).toBe('Champ inconnu : isAdmin')],
    [
      'an oversized description',
      { json: declaration({ description: 'x'.repeat(501) }) },
      400,
      (p) => expect(p.errors?.description).toBe('La description ne peut pas dépasser 500 caractères'),
    ],
    ['a body over 64 kB', { json: declaration({ instructions: 'y'.repeat(70_000) }) }, 413, (p) => expect(p.detail).toBe('La requête est trop volumineuse.')],
    ['a weight given as text', { json: declaration({ weightKg: 'deux' }) }, 400, (p) => expect(p.errors?.weightKg).toBe('Le poids doit être un nombre')],
    ['a negative value', { json: declaration({ declaredValueEuros: -5 }) }, 400, (p) => expect(p.errors?.declaredValueEuros).toBe('La valeur ne peut pas être négative')],
    ['an unknown carrier', { json: declaration({ carrier: 'La Poste Pigeon' }) }, 400, (p) => expect(p.errors?.carrier).toBe('Veuillez choisir un transporteur')],
    ['missing sender fields', { json: declaration({ senderName: '   ', senderEmail: 'pas-un-email' }) }, 400, (p) => {
      expect(p.errors?.senderName).toBe("Le nom de l'expéditeur est obligatoire");
      expect(p.errors?.senderEmail).toBe("L'email de l'expéditeur n'est pas valide");
    }],
    ['an array instead of an object', { json: [declaration()] }, 400, (p) => expect(p.detail).toMatch(/^Données invalides/)],
    ['a form post', { rawBody: 'senderName=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, (p) => expect(p.detail).toContain('JSON')],
  ];

  it.each(cases)('refuses %s', async (_name, request, status, check) => {
    const before = await feedLength();
    const response = await customer.request<Problem>('POST', '/api/parcels', { ...request, idempotencyKey: crypto.randomUUID() });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    check(response.body);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts|stack|Error:/);
    expect(await feedLength()).toBe(before);
  });

  it('refuses a reception without a weight, with the message of the back office', async () => {
    const { body } = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
    const before = await feedLength();
    const response = await admin.post<Problem>(`/admin/api/parcels/${body.parcelId}/receive`, { weightKg: 0, lengthCm: 10 });
    expect(response.status).toBe(400);
    expect(response.body.errors?.weightKg).toBe('Le poids est obligatoire et doit être supérieur à 0');
    expect(await feedLength()).toBe(before);
  });

  it('refuses malformed list parameters in the back office', async () => {
    const response = await admin.get<Problem>('/admin/api/parcels?sort=[declaredAt');
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('sort');
    const tooMany = await admin.get<Problem>('/admin/api/parcels?perPage=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toContain('Le nombre de lignes par page ne peut dépasser 100');
  });
});
