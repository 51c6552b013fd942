import middy from '@middy/core';
import { passwordPolicyMessage, resetPasswordInputSchema, type ResetPasswordInput } from '../../domain/customer/account-input';
import { linkInvalidMessages, LinkInvalidError, linkStillWorks } from '../../domain/customer/customer';
import { secondFactorMessages } from '../../domain/customer/second-factor';
import { DomainError, ValidationError } from '../../domain/shared/errors';
import { checkPassword, verifySessionToken } from '../platform/auth';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { endSessionsOf, openSession } from '../platform/sessions';
import { PasswordRefusedError, setPassword } from '../platform/user-pool';
import { accountCommandContext, loadCustomer, runCustomerCommand, tokenHashOf } from '../customers/accounts';
import { meOrThrow } from '../customers/me-view';
import { sessionCookiesFor } from './session-cookies';
import { clock } from '../platform/clock';

/** The password is changed, but a staff member's session needs the authenticator app's code: the sign-in page asks it. */
export class SignInWithSecondFactorError extends DomainError {
  readonly status = 403;
  override readonly code = 'second-factor-required';
  constructor() {
    super(secondFactorMessages.signInAfterReset);
    this.name = 'SignInWithSecondFactorError';
  }
}

/**
 * `/reset-password`: the reset link sets a new password; every reset link sent so far dies and every
 * open session ends; the person is then signed in with the new password.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ResetPasswordInput>>()
  .use(httpPlatform({ name: 'reset-password' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: resetPasswordInputSchema }))
  .handler(async (_event, context) => {
    const now = clock.now();
    const { customerId, token, password } = context.body;
    const tokenHash = tokenHashOf(token);
    const { state } = await loadCustomer(customerId);
    if (state.status !== 'registered' || !linkStillWorks(state, 'reset', tokenHash, now)) throw new LinkInvalidError(linkInvalidMessages.reset);
    await setPassword(state.email, password).catch((error: unknown) => {
      throw error instanceof PasswordRefusedError ? new ValidationError(passwordPolicyMessage, { password: passwordPolicyMessage }) : error;
    });
    const actor = { kind: 'customer' as const, id: customerId };
    const outcome = await runCustomerCommand(
      customerId,
      { type: 'CompletePasswordReset', tokenHash, metadata: { now, actor } },
      accountCommandContext(`reset:${customerId}:${tokenHash}`, { actor, correlationId: context.correlationId, now }),
    );
    await endSessionsOf(customerId);
    const signedIn = await checkPassword(state.email, password);
    const tokens = signedIn.kind === 'tokens' ? signedIn.tokens : undefined;
    const identity = tokens ? await verifySessionToken(tokens.idToken) : null;
    // A staff member with an authenticator app signs in through the sign-in page, which asks for its code.
    if (!tokens || !identity) {
      if (signedIn.kind === 'tokens') throw new Error('session refusée après la réinitialisation');
      throw new SignInWithSecondFactorError();
    }
    const opened = await openSession({ tokens, session: identity, remember: false, now });
    return { ...json(200, await meOrThrow(identity, { atLeastVersion: outcome.version })), cookies: sessionCookiesFor(opened) };
  });
