import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';

/**
 * What an attacker's probes of the HTTP edge found, each kept as a regression test: malformed
 * addresses, oversized bodies, the headers of the HTML pages, source maps, methods on static
 * routes, odd JSON keys and a weight that rounds to nothing.
 */
const runtime = inject('runtime');

type Problem = { type: string; title: string; status: number; detail: string; errors?: Record<string, string>; correlationId: string };

const raw = (method: string, path: string, init: RequestInit = {}) => fetch(`${runtime.site}${path}`, { method, redirect: 'manual', ...init });

/** A French problem+json of the shape every other refusal of the API has. */
const expectProblem = async (response: Response, status: number): Promise<Problem> => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const problem = (await response.json()) as Problem;
  expect(problem).toMatchObject({ type: 'about:blank', status, title: expect.any(String), detail: expect.any(String), correlationId: expect.any(String) });
  expect(problem.detail).not.toMatch(/URIError|Error:|stack| at /);
  return problem;
};

describe('the HTTP edge', () => {
  let customer: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ customer, admin } = await signInDemoAccounts(runtime));
  });

  describe('malformed percent-encoding in the path', () => {
    it.each(['/api/parcels/%', '/api/parcels/%E0%A4%A', '/admin/api/customers/%ZZ'])('answers %s with a French 400', async (path) => {
      const problem = await expectProblem(await raw('GET', path), 400);
      expect(problem.detail).toBe("L'adresse demandée contient un encodage invalide.");
    });

    it('refuses a well-encoded identifier that is not one, as the Lambda does behind API Gateway (which decodes parameters)', async () => {
      for (const path of ['/api/parcels/%25', '/api/parcels/..%2F..%2Fadmin', '/api/parcels/%C3%A9t%C3%A9']) {
        const response = await customer.get<Problem>(path);
        expect(response.status).toBe(400);
        expect(response.body.errors?.parcelId).toBe('Identifiant de colis invalide');
      }
    });
  });

  describe('oversized bodies', () => {
    it.each([
      ['over 64 kB', 100 * 1024],
      ['over 1 MB', 1536 * 1024],
      ['of 3 MB', 3 * 1024 * 1024],
    ])('answers a body %s with a French 413 the client receives (no connection reset)', async (_name, size) => {
      const response = await raw('POST', '/api/parcels', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(declaration({ instructions: 'x'.repeat(size) })),
      });
      const problem = await expectProblem(response, 413);
      expect(problem.detail).toBe('La requête est trop volumineuse.');
    });

    it('keeps serving on the same server after an oversized body', async () => {
      expect((await raw('GET', '/api/health')).status).toBe(200);
    });
  });

  describe('headers of the HTML pages', () => {
    const inlineScriptHashes = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`,
      );

    it.each(['/', '/calculateur', '/connexion', '/dashboard', '/faq', '/nulle-part', '/admin/', '/admin/parcels'])(
      'sends a CSP without inline scripts, no framing, a referrer policy and nosniff on %s',
      async (path) => {
        const response = await raw('GET', path);
        expect([200, 404]).toContain(response.status);
        const csp = response.headers.get('content-security-policy') ?? '';
        const directives = new Map(csp.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
        expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
        expect(directives.get('default-src')).toEqual(["'self'"]);
        expect(directives.get('object-src')).toEqual(["'none'"]);
        const scriptSources = directives.get('script-src') ?? [];
        expect(scriptSources).toContain("'self'");
        expect(scriptSources).not.toContain("'unsafe-inline'");
        expect(scriptSources).not.toContain("'unsafe-eval'");
        // Every inline script of the page is allowed by its hash, and nothing else inline.
        for (const hash of inlineScriptHashes(await response.text())) expect(scriptSources).toContain(hash);
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
      },
    );

    it('has an inline script on the prerendered home page (the cookie banner), allowed by its hash', async () => {
      const home = await raw('GET', '/');
      const hashes = inlineScriptHashes(await home.text());
      expect(hashes.length).toBeGreaterThan(0);
      expect(home.headers.get('content-security-policy')).toContain(hashes[0]);
    });
  });

  describe('source maps', () => {
    const scriptsOf = async (page: string) => [...(await (await raw('GET', page)).text()).matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)].map((match) => match[1] as string);

    it.each(['/', '/admin/'])('does not serve the source maps of the scripts of %s, nor point to them', async (page) => {
      const scripts = await scriptsOf(page);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const js = await (await raw('GET', script)).text();
        expect(js).not.toContain('sourceMappingURL');
        const map = await raw('GET', `${script}.map`);
        expect(map.status).not.toBe(200);
        expect(await map.text()).not.toContain('sourcesContent');
      }
    });

    it("does not serve the build's metadata, which names every source module", async () => {
      const manifest = await raw('GET', '/.vite/manifest.json');
      expect(manifest.status).toBe(404);
      expect(await manifest.text()).not.toContain('src/');
    });
  });

  describe('methods on static routes', () => {
    it.each([
      ['POST', '/'],
      ['DELETE', '/'],
      ['PUT', '/admin/'],
      ['POST', '/tarifs'],
      ['PATCH', '/assets/index.js'],
      ['OPTIONS', '/connexion'],
    ])('answers %s %s with a French 405 and Allow: GET, HEAD', async (method, path) => {
      const response = await raw(method, path, method === 'POST' ? { body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {});
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      const problem = await expectProblem(response, 405);
      expect(problem.detail).toBe('Méthode non autorisée pour cette adresse.');
    });

    it('names the methods an API address takes when it refuses one', async () => {
      const response = await raw('DELETE', '/api/parcels');
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
      await expectProblem(response, 405);
    });

    it('still answers GET and HEAD', async () => {
      expect((await raw('GET', '/')).status).toBe(200);
      expect((await raw('HEAD', '/admin/')).status).toBe(200);
    });
  });

  describe('JSON keys named like the properties of every object', () => {
    const missingFields = {
      senderName: "Le nom de l'expéditeur est obligatoire",
      carrier: 'Veuillez choisir un transporteur',
      weightKg: 'Le poids est obligatoire',
    };

    it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('names the missing fields and the unknown key "%s"', async (key) => {
      const response = await customer.request<Problem>('POST', '/api/parcels', { rawBody: `{"${key}": 1}`, idempotencyKey: crypto.randomUUID() });
      expect(response.status).toBe(400);
      expect(response.body.detail).toBe("Données invalides : Le nom de l'expéditeur est obligatoire");
      expect(response.body.errors).toMatchObject(missingFields);
      expect(Object.getOwnPropertyDescriptor(response.body.errors, key)?.value).toBe(`Champ inconnu : ${key}`);
    });

    it.each(['constructor', '__proto__'])('names the unknown key "%s" beside a complete declaration', async (key) => {
      const body = JSON.stringify(declaration()).replace(/^\{/, `{"${key}": {"isAdmin": true},`);
      const response = await customer.request<Problem>('POST', '/api/parcels', { rawBody: body, idempotencyKey: crypto.randomUUID() });
      expect(response.status).toBe(400);
      expect(response.body.detail).toBe(`Données invalides : Champ inconnu : ${key}`);
      expect(response.body.detail).not.toMatch(/invalides invalide/);
    });
  });

  describe('a weight that rounds to 0 g', () => {
    it('is refused at declaration with the message for a weight that is not positive', async () => {
      const response = await customer.post<Problem>('/api/parcels', declaration({ weightKg: 0.0001 }));
      expect(response.status).toBe(400);
      expect(response.body.errors?.weightKg).toBe('Le poids doit être supérieur à 0');
    });

    it('is refused at reception with the message of the back office', async () => {
      const { body } = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
      const response = await admin.post<Problem>(`/admin/api/parcels/${body.parcelId}/receive`, { weightKg: 0.0004 });
      expect(response.status).toBe(400);
      expect(response.body.errors?.weightKg).toBe('Le poids est obligatoire et doit être supérieur à 0');
    });

    it('accepts the smallest weight that is a gram', async () => {
      const response = await customer.post<{ parcelId: string }>('/api/parcels', declaration({ weightKg: 0.001 }));
      expect(response.status).toBe(201);
    });
  });
});
