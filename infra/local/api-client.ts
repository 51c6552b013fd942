import { randomInt, randomUUID } from 'node:crypto';
import { csrfHeaderName, sessionCookieNames } from '../../domain/shared/http-contract';
import { totpNow } from './cognito-mfa/totp';

/**
 * A small client of the product's HTTP API with a cookie jar, as a browser would hold it: used by
 * the seed, the API tests and the benchmark. Each client is one person at one address: it says so
 * in X-Forwarded-For, which a runtime behind a trusted proxy (`TRUSTED_PROXY_HOPS=1`, as the test
 * runtimes are) takes as the client's IP for the rate limits; `npm start` ignores it.
 */
export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

const randomClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

export const createApiClient = (baseUrl: string, options: { clientIp?: string } = {}) => {
  const jar = new Map<string, string>();
  const clientIp = options.clientIp ?? randomClientIp();

  const remember = (headers: Headers) => {
    for (const cookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0');
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  };

  const request = async <T = unknown>(
    method: string,
    path: string,
    options: { json?: unknown; rawBody?: string; headers?: Record<string, string>; idempotencyKey?: string } = {},
  ): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { 'x-forwarded-for': clientIp, ...options.headers };
    if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = jar.get(sessionCookieNames.csrf);
    if (csrf && method !== 'GET') headers[csrfHeaderName.toLowerCase()] ??= decodeURIComponent(csrf);
    if (options.json !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    });
    remember(response.headers);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers };
  };

  return {
    request,
    get: <T = unknown>(path: string) => request<T>('GET', path),
    post: <T = unknown>(path: string, json?: unknown, idempotencyKey: string = randomUUID()) =>
      request<T>('POST', path, { json, idempotencyKey }),
    clientIp,
    /**
     * Signs in; a staff member's second factor is answered with the code of `totpSecret` (the authenticator app's
     * secret), as the person would type it from the app.
     */
    signIn: async (email: string, password: string, remember = false, { totpSecret }: { totpSecret?: string } = {}) => {
      const response = await request<{ secondFactor?: string; challenge?: string }>('POST', '/api/auth/login', { json: { email, password, remember } });
      if (response.status === 202 && response.body.secondFactor === 'code' && totpSecret) {
        const answered = await request('POST', '/api/auth/second-factor', { json: { step: 'code', challenge: response.body.challenge, code: totpNow(totpSecret) } });
        if (answered.status !== 200) throw new Error(`code de ${email} refusé (${answered.status}) : ${JSON.stringify(answered.body)}`);
        return answered;
      }
      if (response.status !== 200) throw new Error(`connexion de ${email} refusée (${response.status}) : ${JSON.stringify(response.body)}`);
      return response;
    },
    /**
     * A staff member's first sign-in: the password, then the enrolment of an authenticator app (its secret read
     * from the answer, as from the page, and its first code). Returns the secret and the recovery codes shown once.
     */
    enrolAuthenticator: async (email: string, password: string) => {
      const response = await request<{ secondFactor?: string; challenge?: string }>('POST', '/api/auth/login', { json: { email, password, remember: false } });
      if (response.status !== 202 || response.body.secondFactor !== 'enrolment') {
        throw new Error(`pas d’enrôlement proposé à ${email} (${response.status}) : ${JSON.stringify(response.body)}`);
      }
      const { challenge } = response.body;
      const started = await request<{ secret: string }>('POST', '/api/auth/second-factor', { json: { step: 'enrolment', challenge } });
      if (started.status !== 200) throw new Error(`enrôlement de ${email} refusé (${started.status}) : ${JSON.stringify(started.body)}`);
      const { secret } = started.body;
      const confirmed = await request<{ recoveryCodes: string[] }>('POST', '/api/auth/second-factor', {
        json: { step: 'confirm-enrolment', challenge, code: totpNow(secret) },
      });
      if (confirmed.status !== 200) throw new Error(`premier code de ${email} refusé (${confirmed.status}) : ${JSON.stringify(confirmed.body)}`);
      return { totpSecret: secret, recoveryCodes: confirmed.body.recoveryCodes };
    },
    cookies: jar,
  };
};
export type ApiClient = ReturnType<typeof createApiClient>;
