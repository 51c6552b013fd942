import { randomInt, randomUUID } from 'node:crypto';
import { csrfHeaderName, sessionCookieNames } from '../../domain/shared/http-contract';

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
    signIn: async (email: string, password: string, remember = false) => {
      const response = await request('POST', '/api/auth/login', { json: { email, password, remember } });
      if (response.status !== 200) throw new Error(`connexion de ${email} refusée (${response.status})`);
      return response;
    },
    cookies: jar,
  };
};
export type ApiClient = ReturnType<typeof createApiClient>;
