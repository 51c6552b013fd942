import { adminUsersPageSchema, userListSortFields } from '../../../domain/customer/customer-views';
import type { AdminFeature } from '../lib/admin-feature';
import users from '.';
import { userMessages } from './user-messages';
import { userSchema, usersResource } from './user-schema';

export const usersFeature: AdminFeature = {
  resource: { name: usersResource, ...users },
  messages: userMessages,
  api: { resource: usersResource, path: 'users', record: userSchema, listPage: adminUsersPageSchema, sortFields: userListSortFields },
};
