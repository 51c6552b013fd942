import middy from '@middy/core';
import { invalidCredentialsMessage, signInInputSchema, type SignInInput } from '../../domain/customer/account-input';
import type { SecondFactorStep } from '../../domain/customer/second-factor';
import { checkPassword, InvalidCredentialsError, verifySessionToken } from '../platform/auth';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { UnauthenticatedError } from '../platform/http/problem';
import { holdPendingSignIn } from '../platform/second-factor';
import { completeSignIn } from './complete-sign-in';
import { NoUserDataError } from './sign-in-errors';

/**
 * Sign-in (spec 1, sections 2.9 and 8). Failures are counted per address and per client IP; the
 * answer never tells whether an address has an account (the unconfirmed case is only told to
 * someone who gave the right password).
 *
 * Staff (the `admin` group) need a second factor: with an authenticator app, the right password answers 202 and
 * Cognito's challenge waits for its code (`/api/auth/second-factor`); without one yet, 202 too, and no session opens
 * before the app is enrolled. Customers sign in with their password alone.
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
    const outcome = await checkPassword(email, password).catch((error: unknown) => {
      throw error instanceof InvalidCredentialsError ? new UnauthenticatedError(invalidCredentialsMessage) : error;
    });
    if (outcome.kind === 'totp-challenge') {
      const challenge = await holdPendingSignIn({ kind: 'challenge', cognitoSession: outcome.session, email, remember }, now);
      return json(202, { secondFactor: 'code', challenge } satisfies SecondFactorStep);
    }
    const { tokens } = outcome;
    const identity = await verifySessionToken(tokens.idToken);
    if (!identity) throw new NoUserDataError();
    if (identity.isAdmin) {
      // Staff without an authenticator app yet: the tokens wait, unused, for the enrolment's first code.
      const challenge = await holdPendingSignIn({ kind: 'enrolment', userId: identity.userId, ...tokens, email, remember }, now);
      return json(202, { secondFactor: 'enrolment', challenge } satisfies SecondFactorStep);
    }
    const { me, cookies } = await completeSignIn(tokens, identity, { remember, now, secondFactor: false });
    return { ...json(200, me), cookies };
  });
