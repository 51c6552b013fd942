import { problemSchema as apiProblemSchema, problemCodes } from '@domain/shared/http-contract';

/** The API's problem+json body (shared with the server), read leniently: a partial body still gives what it has. */
export const problemSchema = apiProblemSchema.partial();

export type ApiErrorKind =
  /** the API answered with an error status */
  | 'http'
  /** no answer at all: offline, DNS, connection reset, aborted */
  | 'network'
  /** an answer whose body does not match the contract */
  | 'invalid-response';

/**
 * The one error type every API call rejects with. `detail` is the French sentence of the API, meant
 * for the person; `fieldErrors` maps form field names to French messages.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly detail: string | undefined;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly correlationId: string | undefined;
  /** the stable name of a refusal the pages act on (`problemCodes`: rate-limited, link-invalid...) */
  readonly code: string | undefined;
  /** seconds to wait before trying again, from the `Retry-After` header of a 429 */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    init: {
      kind: ApiErrorKind;
      status?: number;
      detail?: string | undefined;
      fieldErrors?: Record<string, string> | undefined;
      correlationId?: string | undefined;
      code?: string | undefined;
      retryAfterSeconds?: number | undefined;
    },
    options?: { cause?: unknown },
  ) {
    super(init.detail ?? `Échec de l'appel à l'API (${init.kind}${init.status ? ` ${init.status}` : ''})`, options);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.correlationId = init.correlationId;
    this.code = init.code;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }

  /** Too many attempts (429, or the `rate-limited` code): the person waits before trying again. */
  get isRateLimited(): boolean {
    return this.kind === 'http' && (this.status === 429 || this.code === problemCodes.rateLimited);
  }

  /** A mail's link that was used, replaced or has expired (410 `link-invalid`). */
  get isLinkInvalid(): boolean {
    return this.kind === 'http' && (this.code === problemCodes.linkInvalid || this.status === 410);
  }

  /** The refusal names fields: the form shows the messages under them, no alert needs to repeat them. */
  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }

  /** The server has definitely refused the request (4xx): repeating it unchanged cannot succeed. */
  get isRefusal(): boolean {
    return this.kind === 'http' && this.status >= 400 && this.status < 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * `Retry-After` in seconds: either a number of seconds or an HTTP date (RFC 9110, 10.2.3); undefined
 * when absent or unreadable.
 */
export const parseRetryAfter = (value: string | null, now = Date.now()): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
};

/**
 * What to show the person: the API's French `detail` when it refused the request (4xx: it says what
 * to change) or cannot serve it for now (503: it says to try again in a moment), otherwise the screen's
 * own message ("Erreur lors de l'envoi du message…"): a server failure's detail is generic, the screen's
 * message says what failed.
 */
export const errorMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && (error.isRefusal || error.status === 503) && error.detail ? error.detail : fallback;
