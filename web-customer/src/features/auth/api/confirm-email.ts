import { useMutation } from '@tanstack/react-query';
import type { LinkInput } from '@domain/customer/account-input';
import { emailConfirmationViewSchema, type EmailConfirmationView } from '@domain/customer/customer-views';
import { api } from '@/lib/api-client';

/** The shape the server builds for the confirmation link's answer, stated once in the domain. */
export const emailConfirmationSchema = emailConfirmationViewSchema;
export type EmailConfirmation = EmailConfirmationView;

/** POST /auth/confirm-email: the link of the confirmation e-mail; 410 `link-invalid` once used, replaced or older than 48 h. */
export const confirmEmail = (input: LinkInput): Promise<EmailConfirmation> => api.post('/auth/confirm-email', input, emailConfirmationSchema);

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail, meta: { signsIn: true } });
