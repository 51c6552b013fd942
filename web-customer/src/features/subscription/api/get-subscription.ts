import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionViewSchema, type SubscriptionView } from '@domain/subscription/subscription-views';
import { api } from '@/lib/api-client';

export type Subscription = SubscriptionView;

export const subscriptionQueryKey = ['subscription'] as const;

/** `version`: the version a command answered; the server answers once the view reflects it. */
export const getSubscription = ({ signal, version }: { signal?: AbortSignal; version?: number } = {}): Promise<Subscription> =>
  api.get(`/subscription${version === undefined ? '' : `?version=${version}`}`, subscriptionViewSchema, { signal });

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription({ signal }),
  });

/** The customer's subscription as it stands: plan in force, status, dates and last payments. */
export const useSubscription = () => useQuery(subscriptionQueryOptions());
