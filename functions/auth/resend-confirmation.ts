import middy from '@middy/core';
import { emailOnlyInputSchema, type EmailOnlyInput } from '../../domain/customer/account-input';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { accountCommandContext, accountIdOf, confirmationNotification, issueLink, loadCustomer, runCustomerCommand, tryNotify } from '../customers/accounts';
import { clock } from '../platform/clock';

/**
 * « Renvoyer l'email de confirmation »: a new link (the earlier one stops working). The answer is the
 * same whether or not the address has an account waiting for confirmation.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<EmailOnlyInput & { email: string }>>()
  .use(httpPlatform({ name: 'resend-confirmation' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: emailOnlyInputSchema }))
  .use(
    rateLimit([
      { rule: 'confirmationResendsByEmail', by: 'email', count: 'requests' },
      { rule: 'confirmationResendsByIp', by: 'ip', count: 'requests' },
    ]),
  )
  .handler(async (_event, context) => {
    const now = clock.now();
    const customerId = await accountIdOf(context.body.email);
    const account = customerId ? await loadCustomer(customerId) : undefined;
    if (customerId && account?.state.status === 'registered' && !account.state.frenchAddress && account.state.email === context.body.email) {
      const link = issueLink('confirmation', now);
      const actor = { kind: 'system' as const, id: 'inscription' };
      await runCustomerCommand(
        customerId,
        { type: 'SendConfirmationLink', confirmation: link.record, metadata: { now, actor } },
        accountCommandContext(`confirmation-link:${link.record.tokenHash}`, { actor, correlationId: context.correlationId, now }),
      );
      const sent = await tryNotify(confirmationNotification({ customerId, email: account.state.email, firstName: account.state.firstName }, link), context.logger);
      if (!sent) throw new Error("l'email de confirmation n'est pas parti");
    }
    return json(202, {});
  });
