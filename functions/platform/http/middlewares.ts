import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { fr } from 'zod/locales';
import type { Access } from './access';
import { DomainError, ForbiddenError, ValidationError } from '../../../domain/shared/errors';
import { csrfHeaderName } from '../../../domain/shared/http-contract';
import { config } from '../config';
import { createLogger, type Logger } from '../logger';
import { fingerprint, newCorrelationId } from '../ids';
import { deadlineMarginMs, handlerTimeoutSeconds } from '../aws/limits';
import { outageOf, outageRetryAfterSeconds } from './outages';
import { clearHits, consume, giveBack, takeAttempt, TooManyAttemptsError } from '../rate-limits';
import { csrfTokenMatches, findSession, type OpenSession } from '../sessions';
import { csrfCookie, expireCookie, readCookies, sessionCookie } from './cookies';
import { rateRule, type RateRuleName } from './rate-rules';
import { maxRequestBodyBytes, requestBodyBytes } from './limits';
import {
  PayloadTooLargeError,
  problemOf,
  problemResponse,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
  validationErrorOf,
} from './problem';

z.config(fr());

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** What the chain gives the handler body: everything parsed and checked before it runs. */
export type ApiContext<Body = undefined, Params = undefined, Query = undefined> = Context & {
  correlationId: string;
  logger: Logger;
  session: OpenSession | null;
  body: Body;
  params: Params;
  query: Query;
  /** Idempotency-Key header, when the client sent one */
  idempotencyKey: string | null;
  /** fingerprint of the parsed request, stored with the command it carried */
  requestFingerprint: string;
  /** Set-Cookie values added by the chain or the body */
  responseCookies: string[];
};

type Middleware = middy.MiddlewareObj<HttpEvent, HttpResult, Error, ApiContext<unknown, unknown, unknown>>;
type Request = middy.Request<HttpEvent, HttpResult, Error, ApiContext<unknown, unknown, unknown>>;

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

const finish = (request: Request, response: HttpResult): HttpResult => {
  const { correlationId, responseCookies } = request.context;
  return {
    ...response,
    headers: { ...securityHeaders, ...response.headers, 'x-correlation-id': correlationId },
    // The chain's cookies first (clearing a stale session), the body's after: a sign-in's new session wins.
    cookies: [...(responseCookies ?? []), ...(response.cookies ?? [])],
  };
};

/**
 * The time a request may take: what its Lambda has left, less the margin that answering takes. Outside a
 * Lambda (a test calling the chain bare) the HTTP handlers' own timeout stands in.
 */
const handlerBudgetMs = (context: Partial<Pick<Context, 'getRemainingTimeInMillis'>>): number =>
  (typeof context.getRemainingTimeInMillis === 'function' ? context.getRemainingTimeInMillis() : handlerTimeoutSeconds.http * 1000) - deadlineMarginMs;

/**
 * Holds the request to `budgetMs` from now. middy races the handler's body against the context's
 * `getRemainingTimeInMillis()` (less 5 ms) and ends it with its `TimeoutError`, an outage (`deadline`) that
 * the chain answers with a 503; here the context counts down to our budget instead, so the race ends with
 * time left to answer, not 5 ms before the runtime kills the invocation. What runs before the body
 * (the session, the rate limits) is bounded by the dependencies' own limits (`aws/limits.ts`); a body that
 * starts past the budget is ended at once.
 */
const spendWithin = (context: Partial<Pick<Context, 'getRemainingTimeInMillis'>>, budgetMs: number) => {
  const deadline = Date.now() + budgetMs;
  context.getRemainingTimeInMillis = () => Math.max(0, deadline - Date.now());
};

/** Correlation ids, structured logs, and every error turned into problem+json with a French detail. */
export const httpPlatform = (options: { name: string }): Middleware => ({
  before: (request) => {
    const header = request.event.headers?.['x-correlation-id'];
    const correlationId = header && /^[\w-]{8,64}$/.test(header) ? header : newCorrelationId();
    request.context.correlationId = correlationId;
    request.context.logger = createLogger({ handler: options.name, correlationId });
    request.context.responseCookies = [];
    request.context.session = null;
    request.context.idempotencyKey = null;
    request.context.requestFingerprint = '';
    spendWithin(request.context, handlerBudgetMs(request.context));
    // Before authentication and parsing: no handler reads, verifies or parses an oversized request.
    if (requestBodyBytes(request.event) > maxRequestBodyBytes) throw new PayloadTooLargeError();
  },
  after: (request) => {
    request.response = finish(request, request.response ?? { statusCode: 204 });
    request.context.logger.info('requête traitée', {
      method: request.event.requestContext?.http?.method,
      path: request.event.rawPath,
      status: request.response.statusCode,
    });
  },
  onError: (request) => {
    request.context.correlationId ??= newCorrelationId();
    request.context.logger ??= createLogger({ handler: options.name, correlationId: request.context.correlationId });
    request.context.responseCookies ??= [];
    const problem = problemOf(request.error, request.context.correlationId);
    const log = problem.status >= 500 ? request.context.logger.error : request.context.logger.info;
    const outage = problem.status === 503 ? outageOf(request.error) : undefined;
    log('requête refusée', { status: problem.status, error: request.error, path: request.event.rawPath, ...(outage ? { outage } : {}) });
    const response = problemResponse(problem);
    const retryAfter = request.error instanceof TooManyAttemptsError ? request.error.retryAfterSeconds : problem.status === 503 ? outageRetryAfterSeconds : undefined;
    if (retryAfter !== undefined) response.headers = { ...response.headers, 'retry-after': String(retryAfter) };
    request.response = finish(request, response);
  },
});

const isSafeMethod = (event: HttpEvent) => ['GET', 'HEAD', 'OPTIONS'].includes(event.requestContext.http.method);

/**
 * Reads the session named by the httpOnly cookie from the server's sessions (a cookie whose session
 * ended is cleared), enforces the access level of the route, and on writes the CSRF token of that
 * very session, echoed in the header.
 */
export const authenticate = (access: Access): Middleware => ({
  before: async (request) => {
    const cookies = readCookies(request.event);
    const sessionId = cookies.get(sessionCookie);
    const session = sessionId ? await findSession(sessionId, new Date()) : null;
    if (sessionId && !session) request.context.responseCookies.push(expireCookie(sessionCookie), expireCookie(csrfCookie, { httpOnly: false }));
    request.context.session = session;
    if (access === 'public') return;
    if (!session) throw new UnauthenticatedError();
    if (access === 'admin' && !session.isAdmin) throw new ForbiddenError();
    // API Gateway gives header names in lower case.
    if (!isSafeMethod(request.event) && !csrfTokenMatches(session, request.event.headers?.[csrfHeaderName.toLowerCase()])) {
      throw new ForbiddenError('Jeton de sécurité manquant ou invalide. Rechargez la page puis réessayez.');
    }
  },
});

/**
 * The caller's address: the gateway's source IP, or behind `TRUSTED_PROXY_HOPS` proxies the entry
 * they appended to X-Forwarded-For (entries before it are the client's own say and are ignored).
 */
export const clientIpOf = (event: HttpEvent): string => {
  const hops = config().TRUSTED_PROXY_HOPS;
  const forwarded = (event.headers?.['x-forwarded-for'] ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const fromProxy = hops > 0 ? forwarded.at(-hops) : undefined;
  return fromProxy ?? event.requestContext?.http?.sourceIp ?? 'unknown';
};

type LimitedRequest = { event: HttpEvent; context: ApiContext<unknown, unknown, unknown> };
export type RateLimit = {
  rule: RateRuleName;
  /** what is counted: the client's address, an e-mail of the body, the signed-in account */
  by: 'ip' | 'email' | 'account';
  /** `requests` counts every request; `failures` only refused ones (401, or an error that `countsAsFailedAttempt`), and refuses beyond the limit */
  count: 'requests' | 'failures';
  /** failures only: a success forgets the failures counted so far (a right password after a typo) */
  resetOnSuccess?: boolean;
};

/** The subjects counted by the rate limits, named once (a handler that clears a counter names it the same way). */
export const rateLimitSubjects = {
  ip: (ip: string) => `ip:${ip}`,
  email: (email: string) => `email:${email.toLowerCase()}`,
  account: (userId: string) => `account:${userId}`,
};

const subjectOf = (limit: RateLimit, request: LimitedRequest): string | undefined => {
  switch (limit.by) {
    case 'ip':
      return rateLimitSubjects.ip(clientIpOf(request.event));
    case 'email': {
      const body = request.context.body;
      const email = body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email : undefined;
      return email ? rateLimitSubjects.email(email) : undefined;
    }
    case 'account':
      return request.context.session ? rateLimitSubjects.account(request.context.session.userId) : undefined;
  }
};

/**
 * Rate limits of a route (`rate-rules.ts`), after parsing and authentication. Every limit counts the
 * request before the body runs, then checks (checked first and counted after, thirty wrong passwords
 * sent at once would all pass a limit of five). A `failures` limit then gives the attempt back when the
 * body did not refuse the caller (a success, which forgets the window when `resetOnSuccess`, or an
 * error that is not a failed attempt); a refusal (401, or an error that `countsAsFailedAttempt`) keeps it.
 */
export const rateLimit = (limits: readonly RateLimit[]): Middleware => {
  type Taken = { limit: RateLimit; subject: string; at: Date };
  // Attempts of `failures` limits taken before the body ran, per request.
  const attemptsOf = new WeakMap<object, Taken[]>();
  const giveBackAll = (taken: readonly Taken[]) => Promise.all(taken.map(({ limit, subject, at }) => giveBack(rateRule(limit.rule), subject, at)));
  return {
    before: async (request) => {
      const now = new Date();
      const attempts: Taken[] = [];
      const outcomes = await Promise.allSettled(
        limits.map(async (limit) => {
          const subject = subjectOf(limit, request);
          if (!subject) return;
          const rule = rateRule(limit.rule);
          if (limit.count === 'requests') return consume(rule, subject, now);
          await takeAttempt(rule, subject, now);
          attempts.push({ limit, subject, at: now });
        }),
      );
      const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
      if (refusal) {
        // Refused by one limit, the request is no attempt for the others.
        await giveBackAll(attempts);
        throw refusal.reason;
      }
      attemptsOf.set(request.context, attempts);
    },
    after: async (request) => {
      const attempts = attemptsOf.get(request.context) ?? [];
      await Promise.all(
        attempts.map(({ limit, subject, at }) => (limit.resetOnSuccess ? clearHits(rateRule(limit.rule), subject, at) : giveBack(rateRule(limit.rule), subject, at))),
      );
    },
    onError: async (request) => {
      const error = request.error;
      const failed = error instanceof DomainError && (error.status === 401 || ('countsAsFailedAttempt' in error && error.countsAsFailedAttempt === true));
      // The store may be what failed: an attempt it cannot give back stays counted (the window forgets it),
      // and the request is still answered, with the problem of what failed first.
      if (!failed) await giveBackAll(attemptsOf.get(request.context) ?? []).catch((giveBackError: unknown) => request.context.logger.warn('tentative non rendue', { error: giveBackError }));
    },
  };
};

const idempotencyKeySchema = z.string().regex(/^[\w-]{8,100}$/, "L'en-tête Idempotency-Key est invalide.");

const decodeBody = (event: HttpEvent): unknown => {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const contentType = event.headers?.['content-type'] ?? '';
  if (!contentType.startsWith('application/json')) throw new UnsupportedMediaTypeError();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ValidationError("Le corps de la requête n'est pas un JSON valide.", {}, { cause: error });
  }
};

/** Parse, don't check: body, path parameters and query string through zod before the body runs. */
export const parseRequest = (schemas: { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType }): Middleware => ({
  before: (request) => {
    const { event, context } = request;
    const parse = (schema: z.ZodType | undefined, value: unknown, where: string) => {
      if (!schema) return undefined;
      const result = schema.safeParse(value);
      if (!result.success) throw validationErrorOf(result.error, where);
      return result.data;
    };
    const rawBody = decodeBody(event);
    // A command without a body (its schema takes nothing) may be sent empty; any other needs one.
    if (schemas.body && rawBody === undefined && !schemas.body.safeParse(undefined).success) throw new ValidationError('Le corps de la requête est vide.');
    context.body = parse(schemas.body, rawBody, 'Données invalides');
    context.params = parse(schemas.params, event.pathParameters ?? {}, 'Adresse invalide');
    context.query = parse(schemas.query, event.queryStringParameters ?? {}, 'Paramètres invalides');
    const key = event.headers?.['idempotency-key'];
    if (key !== undefined) {
      const parsed = idempotencyKeySchema.safeParse(key);
      if (!parsed.success) throw validationErrorOf(parsed.error, 'En-tête invalide');
      context.idempotencyKey = parsed.data;
    }
    context.requestFingerprint = fingerprint({ path: event.rawPath, body: context.body ?? null });
  },
});

/** The session of a route whose access level is customer or admin (the chain has already refused anonymous callers). */
export const sessionOf = (context: { session: OpenSession | null }): OpenSession => {
  if (!context.session) throw new UnauthenticatedError();
  return context.session;
};

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});
