import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { ChangeEmailInput } from '@domain/customer/account-input';
import { api } from '@/lib/api-client';
import { meQueryKey, type Me } from '@/lib/auth/get-me';

export const emailChangeSchema = z.object({ pendingEmail: z.string() });

/** POST /me/email: 202; the new address takes effect once the link sent to it is followed. */
export const requestEmailChange = (input: ChangeEmailInput): Promise<z.infer<typeof emailChangeSchema>> =>
  api.post('/me/email', input, emailChangeSchema);

export const useRequestEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: ({ pendingEmail }) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, pendingEmail } : me));
    },
  });
};
