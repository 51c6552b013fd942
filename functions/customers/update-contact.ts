import middy from '@middy/core';
import { contactDetailsInputSchema, type ContactDetailsInput } from '../../domain/customer/account-input';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { runCustomerCommand } from './accounts';
import { meOrThrow } from './me-view';
import { clock } from '../platform/clock';

/** `/compte`: the phone and the postal address; the answer is the profile once it shows the change. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<Required<ContactDetailsInput>>>()
  .use(httpPlatform({ name: 'update-contact' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: contactDetailsInputSchema }))
  .handler(async (_event, context) => {
    const session = sessionOf(context);
    const commandContext = commandContextOf(context, clock.now());
    const outcome = await runCustomerCommand(
      session.userId,
      { type: 'ChangeContactDetails', contact: context.body, metadata: { now: commandContext.now, actor: commandContext.actor } },
      commandContext,
    );
    return json(200, await meOrThrow(session, { atLeastVersion: outcome.version }));
  });
