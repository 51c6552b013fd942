import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import type { Registration } from '@domain/customer/account-input';
import { api } from '@/lib/api-client';

export const registrationResultSchema = z.object({ customerId: z.string().min(1), email: z.string() });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export type RegisterRequest = {
  input: Registration;
  /** the same key for every retry of one registration: the API creates the account once */
  idempotencyKey: string;
};

/** POST /auth/register: 201 with the new account; the confirmation e-mail is on its way. */
export const register = ({ input, idempotencyKey }: RegisterRequest): Promise<RegistrationResult> =>
  api.post('/auth/register', input, registrationResultSchema, { headers: { 'Idempotency-Key': idempotencyKey } });

// Nothing cached changes: the person is not signed in until the e-mail is confirmed.
export const useRegister = () => useMutation({ mutationFn: register, meta: { signsIn: true } });
