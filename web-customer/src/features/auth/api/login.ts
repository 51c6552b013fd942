import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { signInInputSchema } from '@domain/customer/account-input';
import type * as z from 'zod';
import { api } from '@/lib/api-client';
import { meQueryKey, meSchema, type Me } from '@/lib/auth/get-me';
import type { SessionMeta } from '@/lib/query-client';

/** What the sign-in sends: the address as typed (the API compares it case-insensitively), the password, « Se souvenir de moi ». */
export type SignIn = z.output<typeof signInInputSchema>;

/** Spec 1, sections 4 and 9: after 15 s without an answer the sign-in stops. */
export const loginTimeoutMs = 15_000;

/** The sign-in was stopped after `loginTimeoutMs` without an answer (the request is aborted). */
export class LoginTimeoutError extends Error {
  constructor() {
    super('Délai de connexion dépassé');
    this.name = 'LoginTimeoutError';
  }
}

export const login = async (input: SignIn, { timeoutMs = loginTimeoutMs }: { timeoutMs?: number } = {}): Promise<Me> => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await api.post('/auth/login', input, meSchema, { signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new LoginTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
};

/** The signed-in person replaces whatever the cache held: nothing of a previous person may leak into this session. */
export const useSignedInPerson = () => {
  const queryClient = useQueryClient();
  return (me: Me) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, me);
  };
};

export const useLogin = ({ onSuccess }: { onSuccess?: (me: Me) => void } = {}) => {
  const signedIn = useSignedInPerson();
  return useMutation({
    mutationFn: (input: SignIn) => login(input),
    // A 401 here means wrong credentials, not an ended session.
    meta: { signsIn: true } satisfies SessionMeta,
    onSuccess: (me) => {
      signedIn(me);
      onSuccess?.(me);
    },
  });
};
