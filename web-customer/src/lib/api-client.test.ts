import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { jsonResponse, networkFailure, stubFetch } from '@/testing/test-utils';
import { api } from './api-client';
import { ApiError, errorMessage, parseRetryAfter } from './api-error';

const okSchema = z.object({ ok: z.boolean() });

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('La promesse aurait dû échouer');
};

describe('api client', () => {
  it('reads a problem+json answer into an ApiError with the French detail and the field errors', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Données invalides',
        errors: { weightKg: 'Le poids est obligatoire' },
        correlationId: 'corr-1',
      }),
    );
    const error = await rejection(api.post('/parcels', {}, okSchema));
    expect(error.status).toBe(400);
    expect(error.detail).toBe('Données invalides');
    expect(error.fieldErrors).toEqual({ weightKg: 'Le poids est obligatoire' });
    expect(error.correlationId).toBe('corr-1');
    expect(error.isRefusal).toBe(true);
  });

  it('exposes the problem code and the Retry-After of a refusal', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ status: 429, detail: 'Trop de tentatives. Veuillez patienter quelques minutes', code: 'rate-limited' }), {
          status: 429,
          headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '90' },
        }),
      () => jsonResponse(410, { status: 410, detail: 'Lien expiré', code: 'link-invalid' }),
    );
    const limited = await rejection(api.post('/auth/login', {}, okSchema));
    expect(limited.code).toBe('rate-limited');
    expect(limited.retryAfterSeconds).toBe(90);
    expect(limited.isRateLimited).toBe(true);
    const expired = await rejection(api.post('/auth/confirm-email', {}, okSchema));
    expect(expired.code).toBe('link-invalid');
    expect(expired.isLinkInvalid).toBe(true);
    expect(expired.retryAfterSeconds).toBeUndefined();
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30);
    expect(parseRetryAfter('bientôt')).toBeUndefined();
  });

  it("shows the API's detail for a refusal, and the screen's own message for a server failure", async () => {
    stubFetch(
      () => jsonResponse(409, { status: 409, detail: 'Ce colis a déjà été réceptionné.' }),
      () => jsonResponse(500, { status: 500, detail: 'Une erreur inattendue est survenue.' }),
    );
    const refusal = await rejection(api.post('/parcels', {}, okSchema));
    const failure = await rejection(api.post('/parcels', {}, okSchema));
    expect(errorMessage(refusal, "Erreur lors de l'envoi")).toBe('Ce colis a déjà été réceptionné.');
    expect(errorMessage(failure, "Erreur lors de l'envoi")).toBe("Erreur lors de l'envoi");
  });

  it("shows the API's detail when a service it needs is down, with the wait it asks, and keeps the request one to send again", async () => {
    const unavailable = 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.';
    stubFetch(
      () =>
        new Response(JSON.stringify({ status: 503, detail: unavailable }), {
          status: 503,
          headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '5' },
        }),
    );
    const error = await rejection(api.post('/parcels', {}, okSchema));
    expect(errorMessage(error, "Erreur lors de l'envoi")).toBe(unavailable);
    expect(error.retryAfterSeconds).toBe(5);
    expect(error.isRefusal).toBe(false);
  });

  it('turns a network failure into an ApiError, shown with the screen fallback', async () => {
    stubFetch(networkFailure);
    const error = await rejection(api.get('/me', okSchema));
    expect(error.kind).toBe('network');
    expect(errorMessage(error, 'Erreur lors de la connexion')).toBe('Erreur lors de la connexion');
  });

  it('refuses an answer that does not match the contract instead of trusting it', async () => {
    stubFetch(() => jsonResponse(200, { ok: 'oui' }));
    const error = await rejection(api.get('/me', okSchema));
    expect(error.kind).toBe('invalid-response');
  });

  it('sends the CSRF token on state changes only, with the cookies of the site', async () => {
    document.cookie = 'pa_csrf=abc%20123';
    const calls = stubFetch(
      () => jsonResponse(200, { ok: true }),
      () => new Response(null, { status: 204 }),
    );
    await api.get('/me', okSchema);
    await api.postWithoutContent('/auth/logout');
    expect(calls[0]?.headers.get('X-CSRF-Token')).toBeNull();
    expect(calls[1]?.headers.get('X-CSRF-Token')).toBe('abc 123');
    expect(calls[1]?.url).toBe('/api/auth/logout');
  });
});
