import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { changePasswordInputSchema } from '@domain/customer/account-input';
import { api } from '@/lib/api-client';

export type PasswordChange = z.output<typeof changePasswordInputSchema>;

/** POST /me/password: 204; a wrong current password is a 400 on `currentPassword`. */
export const changePassword = (input: PasswordChange): Promise<void> => api.postWithoutContent('/me/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
