import middy from '@middy/core';
import { changeEmailInputSchema, emailTakenMessage, type ChangeEmailInput } from '../../domain/customer/account-input';
import { ConflictError } from '../../domain/shared/errors';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { emailAvailableFor, issueLink, linkUrl, loadCustomer, runCustomerCommand, tryNotify } from './accounts';
import { clock } from '../platform/clock';

/** `/compte`: a new address is asked for; the link goes to it, and the account keeps its address until it is followed. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ChangeEmailInput & { email: string }>>()
  .use(httpPlatform({ name: 'request-email-change' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: changeEmailInputSchema }))
  .use(rateLimit([{ rule: 'emailChangesByAccount', by: 'account', count: 'requests' }]))
  .handler(async (_event, context) => {
    const session = sessionOf(context);
    const newEmail = context.body.email;
    if (!(await emailAvailableFor(newEmail, session.userId))) throw new ConflictError(emailTakenMessage);
    const commandContext = commandContextOf(context, clock.now());
    const link = issueLink('emailChange', commandContext.now);
    const outcome = await runCustomerCommand(
      session.userId,
      { type: 'RequestEmailChange', newEmail, link: link.record, metadata: { now: commandContext.now, actor: commandContext.actor } },
      commandContext,
    );
    if (!outcome.replayed) {
      const { state } = await loadCustomer(session.userId);
      const firstName = state.status === 'registered' ? state.firstName : '';
      const sent = await tryNotify(
        {
          kind: 'email_change',
          customerId: session.userId,
          to: { email: newEmail, firstName },
          causeId: `link:${link.record.tokenHash}`,
          data: { link: linkUrl('emailChange', session.userId, link.token) },
        },
        context.logger,
      );
      if (!sent) {
        throw new Error("l'email de confirmation de la nouvelle adresse n'est pas parti");
      }
    }
    return json(202, { pendingEmail: newEmail, version: outcome.version });
  });
