import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailStatusFilter, SubscriptionFilter } from '../../domain/customer/customer-views';
import { matchesSearch, planSearch, searchableValuesOf, type SearchPlan } from '../../domain/customer/user-search';
import { dynamoDocuments } from '../platform/aws/dynamodb';
import { getRows } from '../platform/read-models';
import { tableNameOf } from '../platform/tables';
import { customersProjection, subscriptionTierOf, type CustomerRow } from './customers-projection';
import { customersTable, userSearchIndexes } from './customers-table';

/**
 * A search of the users page answers in one page of at most `searchLimit` people: each searched
 * index is read from the prefix on, `searchLimit + 1` keys at most, so a search costs the same at
 * any table size; when more matched, the answer says so and the page asks to refine the search.
 */
export const searchLimit = 50;

export type UserFilters = { emailStatus?: EmailStatusFilter; subscription?: SubscriptionFilter };
export type UserSearchResult = { rows: CustomerRow[]; truncated: boolean };

/** The ids of one index whose key starts with `prefix`, in the list partition; `more` when the index holds more. */
const idsByPrefix = async (indexName: string, sortKey: string, prefix: string, listPartition: string) => {
  const { Items = [] } = await dynamoDocuments().send(
    new QueryCommand({
      TableName: tableNameOf(customersTable),
      IndexName: indexName,
      KeyConditionExpression: '#partition = :partition AND begins_with(#value, :prefix)',
      ExpressionAttributeNames: { '#partition': 'listPartition', '#value': sortKey },
      ExpressionAttributeValues: { ':partition': listPartition, ':prefix': prefix },
      Limit: searchLimit + 1,
    }),
  );
  return { ids: Items.map((item) => String(item[customersTable.partitionKey.name])), more: Items.length > searchLimit };
};

/** Which index is asked which prefix. */
const prefixQueries = (plan: SearchPlan): { field: keyof typeof userSearchIndexes; prefix: string }[] =>
  plan.kind === 'phone'
    ? [...(plan.phone ? [{ field: 'phone' as const, prefix: plan.phone }] : []), { field: 'clientReference', prefix: plan.clientReference }]
    : [
        { field: 'firstName', prefix: plan.prefix },
        { field: 'lastName', prefix: plan.prefix },
        { field: 'email', prefix: plan.prefix },
        { field: 'clientReference', prefix: plan.clientReference },
      ];

const sortKeyOf = (field: keyof typeof userSearchIndexes) => customersTable.indexes[userSearchIndexes[field]].sortKey.name;

const passesFilters = (row: CustomerRow, filters: UserFilters) =>
  (filters.emailStatus === undefined || row.emailConfirmed === (filters.emailStatus === 'confirmed')) &&
  (filters.subscription === undefined || subscriptionTierOf(row.subscription) === filters.subscription);

/**
 * The customers matching a search and the filters, newest (or oldest) sign-up first: the indexes are
 * asked in parallel, the few rows they name are read by key, then checked (every word, the filters,
 * still a customer) in memory. Staff are in another list partition, never read.
 */
export const searchUsers = async (query: string, filters: UserFilters, descending: boolean): Promise<UserSearchResult> => {
  const plan = planSearch(query);
  if (!plan) return { rows: [], truncated: false };
  const found = await Promise.all(prefixQueries(plan).map(({ field, prefix }) => idsByPrefix(userSearchIndexes[field], sortKeyOf(field), prefix, 'customer')));
  const ids = [...new Set(found.flatMap((result) => result.ids))];
  const chunks = Array.from({ length: Math.ceil(ids.length / 100) }, (_unused, index) => ids.slice(index * 100, index * 100 + 100));
  const rows = (await Promise.all(chunks.map((chunk) => getRows(customersProjection, chunk)))).flat();
  const matching = rows
    .filter((row) => row.listPartition === 'customer' && matchesSearch(plan, searchableValuesOf(row)) && passesFilters(row, filters))
    .sort((a, b) => (descending ? b.registeredKey.localeCompare(a.registeredKey) : a.registeredKey.localeCompare(b.registeredKey)));
  return { rows: matching.slice(0, searchLimit), truncated: matching.length > searchLimit || found.some((result) => result.more) };
};
