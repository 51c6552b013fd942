import { queryOptions, useQuery } from '@tanstack/react-query';
import { meViewSchema, type MeView } from '@domain/customer/customer-views';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { forgetSessionHint } from '@/lib/cookies';

/** The signed-in person as the API describes them (GET /me, and the answer of sign-in and profile changes). */
export const meSchema = meViewSchema;

export type Me = MeView;

export const meQueryKey = ['me'] as const;

/** The signed-in person, or null when there is no session (401 is an answer here, not a failure). */
export const getMe = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Me | null> => {
  try {
    return await api.get('/me', meSchema, { signal });
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) {
      forgetSessionHint();
      return null;
    }
    throw error;
  }
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 5 * 60_000,
  });

/** `enabled: false` when the app already knows there is no session (no sign-in cookie): no request. */
export const useMe = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...meQueryOptions(), enabled });

/** The signed-in person, for screens under the sign-in guard (which renders them only once known). */
export const useUser = (): Me => {
  const { data } = useMe();
  if (!data) throw new Error('useUser est appelé hors du garde de connexion');
  return data;
};
