import middy from '@middy/core';
import type { NotificationPreferencesView } from '../../domain/notification/notification-views';
import { customerDecider, defaultNotificationPreferences } from '../../domain/customer/customer';
import { loadState } from '../platform/command';
import { authenticate, httpPlatform, json, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { customerStreamId } from './accounts';

/** `/compte`: the mails the customer receives, read from his stream (his last choice, at once). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'get-notification-preferences' }))
  .use(authenticate('customer'))
  .handler(async (_event, context) => {
    const { state, version } = await loadState(customerDecider, customerStreamId(sessionOf(context).userId));
    const view: NotificationPreferencesView = { preferences: state.status === 'registered' ? state.notificationPreferences : defaultNotificationPreferences, version };
    return json(200, view);
  });
