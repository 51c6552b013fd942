import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import type { LinkInput } from '@domain/customer/account-input';
import { frenchAddressSchema } from '@domain/customer/customer-views';
import { api } from '@/lib/api-client';

/**
 * The answer names the address's recipient line when it has it (GET /me always does); without it the
 * page says what to write there.
 */
export const emailConfirmationSchema = z.object({
  email: z.string(),
  frenchAddress: frenchAddressSchema.extend({ recipient: z.string().optional() }),
});
export type EmailConfirmation = z.infer<typeof emailConfirmationSchema>;

/** POST /auth/confirm-email: the link of the confirmation e-mail; 410 `link-invalid` once used, replaced or older than 48 h. */
export const confirmEmail = (input: LinkInput): Promise<EmailConfirmation> => api.post('/auth/confirm-email', input, emailConfirmationSchema);

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail, meta: { signsIn: true } });
