import middy from '@middy/core';
import { emailTakenMessage, linkInputSchema, type LinkInput } from '../../domain/customer/account-input';
import { linkInvalidMessages, LinkInvalidError, linkStillWorks } from '../../domain/customer/customer';
import { ConflictError } from '../../domain/shared/errors';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { release, reserve } from '../platform/reservations';
import { setEmail } from '../platform/user-pool';
import { accountCommandContext, emailReservation, loadCustomer, runCustomerCommand, tokenHashOf, tryNotify } from '../customers/accounts';
import { clock } from '../platform/clock';

/**
 * The link sent to a new address: the new address is reserved for the account (still free?), set in
 * the user pool and recorded; the old one is given back and told of the change.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<LinkInput>>()
  .use(httpPlatform({ name: 'confirm-email-change' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: linkInputSchema }))
  .handler(async (_event, context) => {
    const now = clock.now();
    const { customerId, token } = context.body;
    const tokenHash = tokenHashOf(token);
    const { state } = await loadCustomer(customerId);
    if (state.status !== 'registered' || !state.pendingEmail || !linkStillWorks(state, 'emailChange', tokenHash, now)) {
      throw new LinkInvalidError(linkInvalidMessages.emailChange);
    }
    const previousEmail = state.email;
    const newEmail = state.pendingEmail.email;
    if (!(await reserve(emailReservation(newEmail), customerId, { state: 'bound', now }))) throw new ConflictError(emailTakenMessage);
    await setEmail(previousEmail, newEmail);
    const actor = { kind: 'customer' as const, id: customerId };
    const outcome = await runCustomerCommand(
      customerId,
      { type: 'ConfirmEmailChange', tokenHash, metadata: { now, actor } },
      accountCommandContext(`email-change:${customerId}:${tokenHash}`, { actor, correlationId: context.correlationId, now }),
    );
    await release(emailReservation(previousEmail), customerId);
    await tryNotify(
      {
        kind: 'email_changed',
        customerId,
        to: { email: previousEmail, firstName: state.firstName },
        causeId: `email-changed:${tokenHash}`,
        data: { newEmail },
      },
      context.logger,
    );
    return json(200, { email: newEmail, version: outcome.version });
  });
