import middy from '@middy/core';
import * as z from 'zod';
import { emailStatusFilterSchema, subscriptionFilterSchema, userListSortFields, type AdminUsersPage } from '../../domain/customer/customer-views';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idsFilter, listQuerySchema } from '../platform/http/list-query';
import { getCount, getRows, queryPage } from '../platform/read-models';
import { customerCounters, customersProjection, userFacets } from './customers-projection';
import { toAdminUsers } from './customer-views';
import { searchUsers, type UserFilters } from './search-users';

const userListQuerySchema = listQuerySchema(
  userListSortFields,
  z.strictObject({
    id: idsFilter,
    q: z.string().max(100, 'La recherche ne peut dépasser 100 caractères').optional(),
    emailStatus: emailStatusFilterSchema.optional(),
    subscription: subscriptionFilterSchema.optional(),
  }),
);
type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Staff are in the `staff` list partition: the users page never reads it. */
const listPartition = 'customer';

/** The index partition a filtered list is one page of, and the counter holding its total. */
const filteredList = ({ emailStatus, subscription }: UserFilters) => {
  const confirmed = emailStatus === 'confirmed';
  if (emailStatus && subscription) {
    return { index: { indexName: 'byFacet', partition: userFacets.both(listPartition, confirmed, subscription) }, counter: customerCounters.byFacet(confirmed, subscription) } as const;
  }
  if (emailStatus) return { index: { indexName: 'byEmailStatus', partition: userFacets.emailStatus(listPartition, confirmed) }, counter: customerCounters.byEmailStatus(confirmed) } as const;
  if (subscription) return { index: { indexName: 'bySubscription', partition: userFacets.subscription(listPartition, subscription) }, counter: customerCounters.bySubscription(subscription) } as const;
  return { index: { indexName: 'all', partition: listPartition }, counter: customerCounters.customers } as const;
};

const usersPage = async (query: UserListQuery): Promise<AdminUsersPage> => {
  const filter = query.filter ?? {};
  const filters: UserFilters = { emailStatus: filter.emailStatus, subscription: filter.subscription };
  const descending = (query.sort?.[1] ?? 'DESC') === 'DESC';
  if (filter.id) {
    const rows = (await getRows(customersProjection, filter.id)).filter((row) => row.listPartition === listPartition);
    return { items: await toAdminUsers(rows), nextCursor: null, total: rows.length, truncated: false };
  }
  const search = filter.q?.trim();
  if (search) {
    const { rows, truncated } = await searchUsers(search, filters, descending);
    return { items: await toAdminUsers(rows), nextCursor: null, total: rows.length, truncated };
  }
  const { index, counter } = filteredList(filters);
  const [{ rows, nextCursor }, total] = await Promise.all([
    queryPage(customersProjection, { ...index, descending, limit: query.perPage, cursor: query.cursor }),
    getCount(counter),
  ]);
  return { items: await toAdminUsers(rows), nextCursor, total, truncated: false };
};

/**
 * GET /admin/api/users: the back office's users page. Without search, a page of the list (filtered
 * or not) by cursor, newest sign-up first; with `q`, every match in one page (see `searchUsers`).
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, UserListQuery>>()
  .use(httpPlatform({ name: 'list-users' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: userListQuerySchema }))
  .handler(async (_event, { query }) => json(200, await usersPage(query)));
