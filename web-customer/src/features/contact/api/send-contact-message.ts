import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import type { ContactMessageInput } from '@domain/contact/contact-input';
import { api } from '@/lib/api-client';

export const sendContactMessageResultSchema = z.object({
  messageId: z.string().min(1),
});

export type SendContactMessageResult = z.infer<typeof sendContactMessageResultSchema>;

export type SendContactMessageRequest = {
  input: ContactMessageInput;
  /** the same key for every retry of one submission: the API records the message once */
  idempotencyKey: string;
};

/** POST /contact: 201 for a new message, 200 with the same body when a retry is recognised. */
export const sendContactMessage = ({ input, idempotencyKey }: SendContactMessageRequest): Promise<SendContactMessageResult> =>
  api.post(
    '/contact',
    {
      name: input.name,
      email: input.email,
      category: input.category,
      subject: input.subject,
      message: input.message,
      urgent: input.urgent,
    },
    sendContactMessageResultSchema,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/** Nothing the app caches depends on a contact message: no invalidation. */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
