import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import type { EmailOnlyInput } from '@domain/customer/account-input';
import { api } from '@/lib/api-client';

/** POST /auth/resend-confirmation: 202 whatever the address (the answer never tells whether it has an account). */
export const resendConfirmation = (input: EmailOnlyInput): Promise<unknown> => api.post('/auth/resend-confirmation', input, z.object({}).optional());

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation, meta: { signsIn: true } });
