import type { z } from 'zod';
import { env } from '@/config/env';
import { ApiError, parseRetryAfter, problemSchema } from './api-error';
import { csrfHeaderName } from '@domain/shared/session-cookies';
import { csrfCookieName, readCookie } from './cookies';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const toApiError = async (response: Response): Promise<ApiError> => {
  const problem = problemSchema.safeParse(await readJson(response));
  const body = problem.success ? problem.data : {};
  return new ApiError({
    kind: 'http',
    status: response.status,
    detail: body.detail,
    fieldErrors: body.errors,
    correlationId: body.correlationId ?? response.headers.get('x-correlation-id') ?? undefined,
    code: body.code,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
  });
};

/** Sends one request to our API; the only place that talks `fetch`, cookies, CSRF and problem+json. */
const send = async (method: Method, path: string, options: RequestOptions = {}): Promise<Response> => {
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (unsafeMethods.has(method)) {
    const csrf = readCookie(csrfCookieName);
    if (csrf) headers[csrfHeaderName] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`${env.API_BASE_PATH}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    throw new ApiError({ kind: 'network' }, { cause });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
};

const parse = async <Schema extends z.ZodType>(response: Response, schema: Schema, path: string): Promise<z.output<Schema>> => {
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    // For developers: the contract and this app disagree. The person sees the screen's fallback message.
    console.error(`Réponse inattendue de ${path}`, parsed.error);
    throw new ApiError({ kind: 'invalid-response', status: response.status }, { cause: parsed.error });
  }
  return parsed.data;
};

export const api = {
  get: async <Schema extends z.ZodType>(path: string, schema: Schema, options: RequestOptions = {}) =>
    parse(await send('GET', path, options), schema, path),
  post: async <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema, options: RequestOptions = {}) =>
    parse(await send('POST', path, { ...options, body }), schema, path),
  put: async <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema, options: RequestOptions = {}) =>
    parse(await send('PUT', path, { ...options, body }), schema, path),
  /** For operations answering 204 No Content. */
  postWithoutContent: async (path: string, body?: unknown, options: RequestOptions = {}): Promise<void> => {
    await send('POST', path, { ...options, body });
  },
};
