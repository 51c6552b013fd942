import { fetchUtils, HttpError } from 'react-admin';
import * as z from 'zod';

import { csrfHeaderName, problemSchema as apiProblemSchema, sessionCookieNames } from '../../../domain/shared/http-contract';
import { ApiStatusError, NetworkError, UnexpectedResponseError } from '../lib/plain-http';

export { NetworkError, UnexpectedResponseError };

export { csrfHeaderName };
export const csrfCookieName = sessionCookieNames.csrf;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API's `application/problem+json` body (shared with the server); `errors` is already in
 * react-admin's per-field shape. Read leniently: a partial body still gives what it has.
 */
const problemSchema = apiProblemSchema.partial();
export type Problem = z.infer<typeof problemSchema>;

export const readCookie = (name: string): string | undefined => {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rawValue] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rawValue.join('='));
  }
  return undefined;
};

/** The status of an API error, from this client or from the staff home's plain requests (who is signed in). */
export const httpStatusOf = (error: unknown): number | undefined =>
  error instanceof HttpError ? Number(error.status) : error instanceof ApiStatusError ? error.status : undefined;

export const problemOf = (error: unknown): Problem | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const parsed = problemSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
};

/** Same message whatever failed: the API's French `detail`, else a generic French message key. */
const toFrenchError = (error: unknown): unknown => {
  if (error instanceof HttpError) {
    const problem = problemOf(error);
    return new HttpError(problem?.detail ?? 'ra.notification.http_error', error.status, problem ?? error.body);
  }
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TypeError) return new NetworkError({ cause: error });
  return error;
};

/**
 * fetchJson with the session cookies (httpOnly, set by the API), the CSRF header on every
 * state-changing request, and errors carrying the API's French message.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const method = (options.method ?? 'GET').toUpperCase();
  if (!safeMethods.has(method)) {
    const csrfToken = readCookie(csrfCookieName);
    if (csrfToken) headers.set(csrfHeaderName, csrfToken);
  }
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    throw toFrenchError(error);
  }
};

/** Parse, don't cast: a response that does not match its schema fails loudly in one place. */
export const parseResponse = <Schema extends z.ZodType>(schema: Schema, json: unknown): z.infer<Schema> => {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new UnexpectedResponseError({ cause: parsed.error });
  return parsed.data;
};

export type HttpClient = typeof httpClient;
