import * as z from 'zod';
import { contactCategories } from './contact-terms';
import { defineEvent } from './define-event';

export { contactCategories } from './contact-terms';
export const contactCategorySchema = z.enum(contactCategories);
export type { ContactCategory } from './contact-terms';

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
