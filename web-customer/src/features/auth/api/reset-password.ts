import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { resetPasswordInputSchema } from '@domain/customer/account-input';
import { api } from '@/lib/api-client';
import { meSchema, type Me } from '@/lib/auth/get-me';
import { useSignedInPerson } from './login';

export type PasswordReset = z.output<typeof resetPasswordInputSchema>;

/** POST /auth/reset-password: the new password; the answer signs the person in (session cookies and MeView). */
export const resetPassword = (input: PasswordReset): Promise<Me> => api.post('/auth/reset-password', input, meSchema);

export const useResetPassword = ({ onSuccess }: { onSuccess?: (me: Me) => void } = {}) => {
  const signedIn = useSignedInPerson();
  return useMutation({
    mutationFn: resetPassword,
    meta: { signsIn: true },
    onSuccess: (me) => {
      signedIn(me);
      onSuccess?.(me);
    },
  });
};
