import middy from '@middy/core';
import {
  emailNotConfirmedMessage,
  invalidCredentialsMessage,
  signInInputSchema,
  type SignInInput,
} from '../../domain/customer/account-input';
import { DomainError } from '../../domain/shared/errors';
import { InvalidCredentialsError, revokeRefreshToken, signInWithPassword, verifySessionToken } from '../platform/auth';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { UnauthenticatedError } from '../platform/http/problem';
import { openSession } from '../platform/sessions';
import { loadCustomer } from '../customers/accounts';
import { meOrThrow } from '../customers/me-view';
import { sessionCookiesFor } from './session-cookies';

export class EmailNotConfirmedError extends DomainError {
  readonly status = 403;
  override readonly code = 'email-not-confirmed';
  constructor() {
    super(emailNotConfirmedMessage);
    this.name = 'EmailNotConfirmedError';
  }
}

export const noUserDataMessage = 'Aucune donnée utilisateur reçue';

/** Credentials without an account of the product behind them (spec 1, section 8: "no user returned"). */
export class NoUserDataError extends DomainError {
  readonly status = 500;
  constructor() {
    super(noUserDataMessage);
    this.name = 'NoUserDataError';
  }
}

/**
 * Sign-in (spec 1, sections 2.9 and 8). Failures are counted per address and per client IP; the
 * answer never tells whether an address has an account (the unconfirmed case is only told to
 * someone who gave the right password).
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<SignInInput & { email: string; remember: boolean }>>()
  .use(httpPlatform({ name: 'sign-in' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: signInInputSchema }))
  .use(
    rateLimit([
      { rule: 'signInFailuresByEmail', by: 'email', count: 'failures', resetOnSuccess: true },
      { rule: 'signInFailuresByIp', by: 'ip', count: 'failures' },
    ]),
  )
  .handler(async (_event, context) => {
    const now = new Date();
    const { email, password, remember } = context.body;
    const tokens = await signInWithPassword(email, password).catch((error: unknown) => {
      throw error instanceof InvalidCredentialsError ? new UnauthenticatedError(invalidCredentialsMessage) : error;
    });
    const identity = await verifySessionToken(tokens.idToken);
    if (!identity || !tokens.refreshToken) throw new NoUserDataError();
    // Read from the event store: a confirmation a moment ago counts at once.
    const { state, version } = await loadCustomer(identity.userId);
    if (state.status !== 'registered' || !state.frenchAddress) {
      await revokeRefreshToken(tokens.refreshToken);
      if (state.status !== 'registered') throw new NoUserDataError();
      throw new EmailNotConfirmedError();
    }
    const opened = await openSession({ tokens: { ...tokens, refreshToken: tokens.refreshToken }, session: identity, remember, now });
    return { ...json(200, await meOrThrow(identity, { atLeastVersion: version })), cookies: sessionCookiesFor(opened) };
  });
