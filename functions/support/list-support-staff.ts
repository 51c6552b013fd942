import middy from '@middy/core';
import type { SupportStaffList } from '../../domain/support/support-views';
import { listStaff } from '../customers/queries';
import { authenticate, httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';

/** Back office: the staff members a conversation may be assigned to, by name. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'list-support-staff' }))
  .use(authenticate('admin'))
  .handler(async () => {
    const answer: SupportStaffList = { items: (await listStaff()).map(({ staffId, name, email }) => ({ staffId, name, email })) };
    return json(200, answer);
  });
