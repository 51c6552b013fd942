import middy from '@middy/core';
import { linkInputSchema, type LinkInput } from '../../domain/customer/account-input';
import type { EmailConfirmationView } from '../../domain/customer/customer-views';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { setEmail } from '../platform/user-pool';
import { confirmEmail } from '../customers/accounts';
import { recipientLine } from '../customers/me-view';
import { clock } from '../platform/clock';

/** The confirmation mail's link: the e-mail is confirmed and the personal French address assigned (410 for a dead link). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<LinkInput>>()
  .use(httpPlatform({ name: 'confirm-email' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: linkInputSchema }))
  .handler(async (_event, context) => {
    const outcome = await confirmEmail(context.body.customerId, context.body.token, { correlationId: context.correlationId, now: clock.now() });
    const { state } = outcome;
    if (state.status !== 'registered' || !state.frenchAddress) throw new Error('confirmation sans adresse française');
    // The user pool learns it too (the event store says it first; a failure here changes nothing for the person).
    await setEmail(state.email, state.email).catch((error: unknown) => context.logger.warn('email_verified non mis à jour', { error }));
    const view: EmailConfirmationView = {
      email: state.email,
      frenchAddress: { ...state.frenchAddress, recipient: recipientLine(state.firstName, state.lastName, state.frenchAddress.boxNumber) },
      version: outcome.version,
    };
    return json(200, view);
  });
