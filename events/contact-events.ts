import * as z from 'zod';
import { defineEvent } from './define-event';

export const contactCategories = ['general', 'shipping', 'billing', 'account', 'buy_for_me', 'returns', 'partnership'] as const;
export const contactCategorySchema = z.enum(contactCategories);
export type ContactCategory = z.infer<typeof contactCategorySchema>;

export const contactMessageReceived = defineEvent({
  type: 'ContactMessageReceived',
  schemaVersion: 1,
  schema: z.object({
    messageId: z.string().min(1),
    /** the signed-in customer who wrote, if any */
    customerId: z.string().min(1).nullable(),
    sender: z.object({ name: z.string(), email: z.string() }),
    subject: z.string(),
    category: contactCategorySchema,
    message: z.string(),
    urgent: z.boolean(),
  }),
  personalFields: ['sender', 'message'],
});

export const contactEventDefinitions = [contactMessageReceived] as const;
export type ContactMessageReceived = { type: 'ContactMessageReceived'; data: z.infer<typeof contactMessageReceived.schema> };
export type ContactEvent = ContactMessageReceived;
