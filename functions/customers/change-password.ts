import middy from '@middy/core';
import { changePasswordInputSchema, passwordPolicyMessage, type ChangePasswordInput } from '../../domain/customer/account-input';
import { ValidationError } from '../../domain/shared/errors';
import { checkPassword, InvalidCredentialsError, revokeRefreshToken } from '../platform/auth';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, parseRequest, rateLimit, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { endSessionsOf } from '../platform/sessions';
import { PasswordRefusedError, setPassword } from '../platform/user-pool';
import { runCustomerCommand } from './accounts';
import { clock } from '../platform/clock';

export const wrongCurrentPasswordMessage = 'Le mot de passe actuel est incorrect';

/** A wrong current password: a field error, counted as a failed attempt by the rate limit. */
export class WrongCurrentPasswordError extends ValidationError {
  readonly countsAsFailedAttempt = true;
  constructor() {
    super(wrongCurrentPasswordMessage, { currentPassword: wrongCurrentPasswordMessage });
    this.name = 'WrongCurrentPasswordError';
  }
}

/** `/compte`: a new password needs the current one; the person's other sessions end. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ChangePasswordInput>>()
  .use(httpPlatform({ name: 'change-password' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: changePasswordInputSchema }))
  .use(rateLimit([{ rule: 'passwordChangeFailuresByAccount', by: 'account', count: 'failures' }]))
  .handler(async (_event, context) => {
    const session = sessionOf(context);
    const check = await checkPassword(session.email, context.body.currentPassword).catch((error: unknown) => {
      throw error instanceof InvalidCredentialsError ? new WrongCurrentPasswordError() : error;
    });
    // A staff member's password is right when Cognito asks for the app's code: no tokens were given, none to revoke.
    if (check.kind === 'tokens') await revokeRefreshToken(check.tokens.refreshToken);
    await setPassword(session.email, context.body.password).catch((error: unknown) => {
      throw error instanceof PasswordRefusedError ? new ValidationError(passwordPolicyMessage, { password: passwordPolicyMessage }) : error;
    });
    const commandContext = commandContextOf(context, clock.now());
    await runCustomerCommand(session.userId, { type: 'RecordPasswordChange', metadata: { now: commandContext.now, actor: commandContext.actor } }, commandContext);
    await endSessionsOf(session.userId, { keep: session.sessionKey });
    return { statusCode: 204 };
  });
