import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { meQueryKey } from './auth/get-me';

/**
 * A refusal (4xx) will not change on retry; a network failure or a 5xx might. A 401 on any query
 * means the session has ended: re-reading the session lets the sign-in guard send the person
 * to the login page.
 */
export const createQueryClient = () => {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.isUnauthorized && query.queryKey[0] !== meQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(isApiError(error) && error.isRefusal) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
};

/**
 * The app's one cache, shared by every part that loads TanStack Query on demand (the session, the
 * customer area, the forms): the public pages start without it.
 */
export const appQueryClient = createQueryClient();
