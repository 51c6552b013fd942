import middy from '@middy/core';
import { emailOnlyInputSchema, type EmailOnlyInput } from '../../domain/customer/account-input';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import {
  accountCommandContext,
  accountIdOf,
  confirmationNotification,
  issueLink,
  linkUrl,
  loadCustomer,
  runCustomerCommand,
  tryNotify,
} from '../customers/accounts';
import { clock } from '../platform/clock';

/**
 * « Mot de passe oublié »: a reset link (24 h, single use) to a confirmed account; an account still
 * waiting for its confirmation gets a new confirmation link instead. The same answer for any address.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<EmailOnlyInput & { email: string }>>()
  .use(httpPlatform({ name: 'forgot-password' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: emailOnlyInputSchema }))
  .use(
    rateLimit([
      { rule: 'passwordResetsByEmail', by: 'email', count: 'requests' },
      { rule: 'passwordResetsByIp', by: 'ip', count: 'requests' },
    ]),
  )
  .handler(async (_event, context) => {
    const now = clock.now();
    const customerId = await accountIdOf(context.body.email);
    const account = customerId ? await loadCustomer(customerId) : undefined;
    if (!customerId || account?.state.status !== 'registered' || account.state.email !== context.body.email) return json(202, {});
    const { state } = account;
    const confirmed = state.frenchAddress !== null;
    const link = issueLink(confirmed ? 'reset' : 'confirmation', now);
    const actor = { kind: 'system' as const, id: 'mot-de-passe-oublie' };
    await runCustomerCommand(
      customerId,
      confirmed
        ? { type: 'RequestPasswordReset', reset: link.record, metadata: { now, actor } }
        : { type: 'SendConfirmationLink', confirmation: link.record, metadata: { now, actor } },
      accountCommandContext(`link:${link.record.tokenHash}`, { actor, correlationId: context.correlationId, now }),
    );
    const sent = confirmed
      ? await tryNotify(
          {
            kind: 'password_reset',
            customerId,
            to: { email: state.email, firstName: state.firstName },
            causeId: `link:${link.record.tokenHash}`,
            data: { link: linkUrl('reset', customerId, link.token) },
          },
          context.logger,
        )
      : await tryNotify(confirmationNotification({ customerId, email: state.email, firstName: state.firstName }, link), context.logger);
    if (!sent) throw new Error("l'email de réinitialisation n'est pas parti");
    return json(202, {});
  });
