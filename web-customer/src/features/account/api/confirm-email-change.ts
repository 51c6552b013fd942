import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { LinkInput } from '@domain/customer/account-input';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth/get-me';

export const emailChangedSchema = z.object({ email: z.string() });

/** POST /auth/confirm-email-change: the link sent to the new address; 410 `link-invalid` once used, replaced or expired. */
export const confirmEmailChange = (input: LinkInput): Promise<z.infer<typeof emailChangedSchema>> =>
  api.post('/auth/confirm-email-change', input, emailChangedSchema);

export const useConfirmEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // Opened from a mail, signed in or not: a 401 here is not an ended session to act on.
    meta: { signsIn: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
};
