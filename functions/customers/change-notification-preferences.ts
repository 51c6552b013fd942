import middy from '@middy/core';
import { notificationPreferencesInputSchema, type NotificationPreferencesInput, type NotificationPreferencesView } from '../../domain/notification/notification-views';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { runCustomerCommand } from './accounts';
import { clock } from '../platform/clock';

/** `/compte`: the customer chooses which mails he may turn off he receives; the choice is an event of his stream. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<NotificationPreferencesInput>>()
  .use(httpPlatform({ name: 'change-notification-preferences' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: notificationPreferencesInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const outcome = await runCustomerCommand(
      sessionOf(context).userId,
      { type: 'ChangeNotificationPreferences', preferences: context.body.preferences, via: 'account', metadata: { now: commandContext.now, actor: commandContext.actor } },
      commandContext,
    );
    const view: NotificationPreferencesView = {
      preferences: outcome.state.status === 'registered' ? outcome.state.notificationPreferences : context.body.preferences,
      version: outcome.version,
    };
    return json(200, view);
  });
