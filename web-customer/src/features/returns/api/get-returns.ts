import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerReturnViewSchema, type CustomerReturnView } from '@domain/return/return-views';
import { listPageSchema, maxPageSize } from '@domain/shared/list-page';
import { api } from '@/lib/api-client';

export type ReturnRequest = CustomerReturnView;

const returnPageSchema = listPageSchema(customerReturnViewSchema);

export const returnsQueryKey = ['returns', 'mine'] as const;

/** The customer's return requests with their timeline, newest first. */
export const getReturns = async ({ signal }: { signal?: AbortSignal } = {}): Promise<ReturnRequest[]> =>
  (await api.get(`/returns?perPage=${maxPageSize}`, returnPageSchema, { signal })).items;

/** `poll`: while a payment is being confirmed (back from Stripe's page), read again every few seconds. */
export const useReturns = (options: { poll?: boolean } = {}) =>
  useQuery({
    ...queryOptions({ queryKey: returnsQueryKey, queryFn: ({ signal }) => getReturns({ signal }) }),
    refetchInterval: options.poll ? 3000 : false,
  });
