import middy from '@middy/core';
import type * as z from 'zod';
import {
  otpauthUriOf,
  secondFactorInputSchema,
  secondFactorMessages,
  type EnrolmentSecret,
} from '../../domain/customer/second-factor';
import { assertNever } from '../../domain/shared/decider';
import { answerTotpChallenge, InvalidSecondFactorError, revokeRefreshToken, SecondFactorExpiredError, verifySessionToken, type SignInTokens } from '../platform/auth';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { UnauthenticatedError } from '../platform/http/problem';
import {
  countWrongCode,
  endPendingSignIn,
  findPendingSignIn,
  newRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
  type PendingSignIn,
} from '../platform/second-factor';
import { AuthenticatorCodeRefusedError, confirmAuthenticatorEnrolment, findUserId, removeAuthenticator, startAuthenticatorEnrolment } from '../platform/user-pool';
import { completeSignIn } from './complete-sign-in';
import { NoUserDataError } from './sign-in-errors';

type Input = z.output<typeof secondFactorInputSchema>;

const expired = () => new UnauthenticatedError(secondFactorMessages.expired);

/** A wrong code: counted on the pending sign-in (which ends at the last allowed one) and, as a 401, on the client's IP. */
const wrongCode = async (challenge: string, message: string) => {
  const stillHolds = await countWrongCode(challenge);
  return stillHolds ? new UnauthenticatedError(message) : expired();
};

/** The handle is good once: a second request that got this far too finds it already ended, and its tokens go. */
const endOrRefuse = async (challenge: string, tokens: SignInTokens) => {
  if (await endPendingSignIn(challenge)) return;
  await revokeRefreshToken(tokens.refreshToken);
  throw expired();
};

const signedIn = async (tokens: SignInTokens, pending: PendingSignIn, now: Date, extra: Record<string, unknown> = {}): Promise<HttpResult> => {
  const identity = await verifySessionToken(tokens.idToken);
  if (!identity) throw new NoUserDataError();
  const { me, cookies } = await completeSignIn(tokens, identity, { remember: pending.remember, now, secondFactor: true });
  return { ...json(200, Object.keys(extra).length ? { me, ...extra } : me), cookies };
};

/**
 * The second step of a staff sign-in (`POST /api/auth/second-factor`), on the sign-in `challenge` the password
 * step answered:
 * - `code`: the authenticator app's code answers Cognito's challenge; the session opens;
 * - `recovery-code`: a recovery code, good once, takes the lost app off the account (`{ secondFactor: 'reset' }`):
 *   the page signs in again with the password, which leads to a new enrolment before the back office opens;
 * - `enrolment`: a new secret for the app (`{ secret, otpauthUri }`, drawn as a QR code by the page);
 * - `confirm-enrolment`: the app's first code proves it was saved; the app becomes the account's second factor,
 *   ten recovery codes are made (shown this once: `{ me, recoveryCodes }`) and the session opens.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<Input>>()
  .use(httpPlatform({ name: 'second-factor' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: secondFactorInputSchema }))
  .use(rateLimit([{ rule: 'signInFailuresByIp', by: 'ip', count: 'failures' }]))
  .handler(async (_event, context) => {
    const now = new Date();
    const input = context.body;
    const pending = await findPendingSignIn(input.challenge, now);
    if (!pending) throw expired();
    switch (input.step) {
      case 'code': {
        if (pending.kind !== 'challenge') throw expired();
        let tokens: SignInTokens;
        try {
          tokens = await answerTotpChallenge(pending.email, pending.cognitoSession, input.code);
        } catch (error) {
          if (error instanceof InvalidSecondFactorError) throw await wrongCode(input.challenge, secondFactorMessages.invalidCode);
          if (error instanceof SecondFactorExpiredError) {
            await endPendingSignIn(input.challenge);
            throw expired();
          }
          throw error;
        }
        await endOrRefuse(input.challenge, tokens);
        return signedIn(tokens, pending, now);
      }
      case 'recovery-code': {
        if (pending.kind !== 'challenge') throw expired();
        const userId = await findUserId(pending.email);
        if (!userId || !(await spendRecoveryCode(userId, input.recoveryCode))) throw await wrongCode(input.challenge, secondFactorMessages.invalidRecoveryCode);
        await endPendingSignIn(input.challenge);
        await removeAuthenticator(pending.email);
        return json(200, { secondFactor: 'reset' });
      }
      case 'enrolment': {
        if (pending.kind !== 'enrolment') throw expired();
        const secret = await startAuthenticatorEnrolment(pending.accessToken);
        return json(200, { secret, otpauthUri: otpauthUriOf(pending.email, secret) } satisfies EnrolmentSecret);
      }
      case 'confirm-enrolment': {
        if (pending.kind !== 'enrolment') throw expired();
        try {
          await confirmAuthenticatorEnrolment(pending.accessToken, input.code);
        } catch (error) {
          if (error instanceof AuthenticatorCodeRefusedError) throw await wrongCode(input.challenge, secondFactorMessages.invalidCode);
          throw error;
        }
        const tokens: SignInTokens = pending;
        await endOrRefuse(input.challenge, tokens);
        const recoveryCodes = newRecoveryCodes();
        await replaceRecoveryCodes(pending.userId, recoveryCodes, now);
        return signedIn(tokens, pending, now, { recoveryCodes });
      }
      default:
        return assertNever(input);
    }
  });
