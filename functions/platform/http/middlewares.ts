import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { fr } from 'zod/locales';
import type { Access } from './access';
import { ForbiddenError, ValidationError } from '../../../domain/shared/errors';
import { csrfHeaderName } from '../../../domain/shared/http-contract';
import { refreshSession, verifySessionToken, type Session } from '../auth';
import { createLogger, type Logger } from '../logger';
import { fingerprint, newCorrelationId } from '../ids';
import { csrfCookie, readCookies, refreshCookie, serializeCookie, sessionCookie } from './cookies';
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
  session: Session | null;
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
    cookies: [...(response.cookies ?? []), ...(responseCookies ?? [])],
  };
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
    const problem = problemOf(request.error, request.context.correlationId);
    const log = problem.status >= 500 ? request.context.logger.error : request.context.logger.info;
    log('requête refusée', { status: problem.status, error: request.error, path: request.event.rawPath });
    request.response = finish(request, problemResponse(problem));
  },
});

const isSafeMethod = (event: HttpEvent) => ['GET', 'HEAD', 'OPTIONS'].includes(event.requestContext.http.method);

/**
 * Reads the session from the httpOnly cookie (refreshing an expired ID token with the refresh
 * cookie), enforces the access level of the route, and the CSRF double-submit check on writes.
 */
export const authenticate = (access: Access): Middleware => ({
  before: async (request) => {
    const cookies = readCookies(request.event);
    const token = cookies.get(sessionCookie);
    let session = token ? await verifySessionToken(token) : null;
    const refreshToken = cookies.get(refreshCookie);
    if (!session && refreshToken) {
      const refreshed = await refreshSession(refreshToken);
      session = refreshed ? await verifySessionToken(refreshed.idToken) : null;
      if (refreshed && session) {
        request.context.responseCookies.push(serializeCookie(sessionCookie, refreshed.idToken, { httpOnly: true }));
      }
    }
    request.context.session = session;
    if (access === 'public') return;
    if (!session) throw new UnauthenticatedError();
    if (access === 'admin' && !session.isAdmin) throw new ForbiddenError();
    if (!isSafeMethod(request.event)) {
      // API Gateway gives header names in lower case.
      const sent = request.event.headers?.[csrfHeaderName.toLowerCase()];
      if (!sent || sent !== cookies.get(csrfCookie)) {
        throw new ForbiddenError('Jeton de sécurité manquant ou invalide. Rechargez la page puis réessayez.');
      }
    }
  },
});

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
    if (schemas.body && rawBody === undefined) throw new ValidationError('Le corps de la requête est vide.');
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
export const sessionOf = (context: { session: Session | null }): Session => {
  if (!context.session) throw new UnauthenticatedError();
  return context.session;
};

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});
