import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { signInInputSchema } from '@domain/customer/account-input';
import { secondFactorStepSchema, type SecondFactorStep } from '@domain/customer/second-factor';
import * as z from 'zod';
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

/** A person signed in, or, for staff, the second step the right password leads to (202). */
export type LoginOutcome = Me | SecondFactorStep;
const loginOutcomeSchema = z.union([secondFactorStepSchema, meSchema]);
export const isSecondFactorStep = (outcome: LoginOutcome): outcome is SecondFactorStep => 'secondFactor' in outcome;

export const login = async (input: SignIn, { timeoutMs = loginTimeoutMs }: { timeoutMs?: number } = {}): Promise<LoginOutcome> => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await api.post('/auth/login', input, loginOutcomeSchema, { signal: controller.signal });
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
    onSuccess: (outcome) => {
      // Staff: no session yet; the form goes on with the second factor.
      if (isSecondFactorStep(outcome)) return;
      signedIn(outcome);
      onSuccess?.(outcome);
    },
  });
};
