import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import type { EmailOnlyInput } from '@domain/customer/account-input';
import { api } from '@/lib/api-client';

/** POST /auth/forgot-password: 202 whatever the address; a reset link goes to it when it has an account. */
export const requestPasswordReset = (input: EmailOnlyInput): Promise<unknown> => api.post('/auth/forgot-password', input, z.object({}).optional());

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, meta: { signsIn: true } });
