import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { meQueryKey } from './auth/get-me';

/**
 * Mutations that answer 401 as a verdict on what was typed (wrong password at sign-in), not because
 * a session ended, say so with `meta: { signsIn: true }`.
 */
export type SessionMeta = { signsIn?: boolean };

const isMeQuery = (queryKey: readonly unknown[]) => queryKey[0] === meQueryKey[0];

/**
 * A refusal (4xx) will not change on retry; a network failure or a 5xx might. A 401 on any call
 * means the session has ended (revoked, or its refresh failed): re-reading the session lets the
 * sign-in guard send the person to the login page, with the page as the way back (spec 1, section
 * 4). What was cached for the person is dropped at the next sign-in (`useSignedInPerson`), before
 * anything of the next session is shown; removing it here would refetch it for the pages still mounted.
 */
export const createQueryClient = () => {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.isUnauthorized && !isMeQuery(query.queryKey)) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta as SessionMeta | undefined;
        if (isApiError(error) && error.isUnauthorized && !meta?.signsIn) {
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
