import middy from '@middy/core';
import type { AdminUserCounters } from '../../domain/customer/customer-views';
import { authenticate, httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getCount } from '../platform/read-models';
import { customerCounters } from './customers-projection';

/** GET /admin/api/users/counters: the users page's three totals, kept by the customers projection (staff excluded). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'get-user-counters' }))
  .use(authenticate('admin'))
  .handler(async () => {
    const [users, emailConfirmed, premiumSubscribers] = await Promise.all([
      getCount(customerCounters.customers),
      getCount(customerCounters.byEmailStatus(true)),
      getCount(customerCounters.activePremium),
    ]);
    const counters: AdminUserCounters = { users, emailConfirmed, premiumSubscribers };
    return json(200, counters);
  });
