import type * as z from 'zod';
import { csrfHeaderName, sessionCookieNames } from '../../../domain/shared/http-contract';

/**
 * The few requests the staff home makes before react-admin is loaded (who is signed in, its counters, the
 * sign-out), with what the back office's HTTP client gives every request: the session cookies, the CSRF
 * header on a state-changing request, the answer parsed by its schema. Plain `fetch`: react-admin's client
 * would bring react-admin into the home's first load.
 */

/** The API answered with an error status; its French `detail` when it gave one. */
export class ApiStatusError extends Error {
  constructor(
    readonly status: number,
    detail?: string,
  ) {
    super(detail ?? 'Le serveur a répondu par une erreur');
    this.name = 'ApiStatusError';
  }
}

/**
 * The request never reached the API (offline, DNS, reset connection): safe to retry with the same idempotency
 * key. Its message is the key of the French sentence react-admin shows.
 */
export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('passerelle.errors.network', options);
    this.name = 'NetworkError';
  }
}

/** The API answered with something that does not match the contract. */
export class UnexpectedResponseError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('passerelle.errors.unexpected_response', options);
    this.name = 'UnexpectedResponseError';
  }
}

const csrfToken = (): string | undefined => {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === sessionCookieNames.csrf) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

const detailOf = async (response: Response): Promise<string | undefined> => {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : undefined;
  } catch {
    return undefined;
  }
};

const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const token = csrfToken();
  if (init.method && init.method !== 'GET' && token) headers.set(csrfHeaderName, token);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: 'include' });
  } catch (error) {
    throw error instanceof TypeError ? new NetworkError({ cause: error }) : error;
  }
  if (!response.ok) throw new ApiStatusError(response.status, await detailOf(response));
  return response;
};

/** GET `url`, its answer parsed by `schema` (what is not in the schema is left out). */
export const getParsed = async <Schema extends z.ZodType>(url: string, schema: Schema): Promise<z.infer<Schema>> => {
  const parsed = schema.safeParse(await (await send(url)).json());
  if (!parsed.success) throw new UnexpectedResponseError({ cause: parsed.error });
  return parsed.data;
};

/** POST without a body (a sign-out): what matters is that the server did it. */
export const postEmpty = async (url: string): Promise<void> => {
  await send(url, { method: 'POST' });
};
