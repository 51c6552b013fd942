import * as z from 'zod';
import { defineEvent } from './define-event';
import { supportCategories, supportPriorities, supportSides } from './support-terms';

export { supportCategories, supportPriorities, supportSides };
export type { SupportCategory, SupportPriority, SupportSide } from './support-terms';

/**
 * Support conversations, one stream per conversation (`support-<conversationId>`): a customer opens one
 * with a category and a first message; the customer and the staff post messages; each side marks what
 * it has read (the unread counts); staff assign it to one of them; either side closes and reopens it.
 */
const text = z.string().min(1).max(500);

/**
 * The conversation and its first message (sequence 1). `priority` follows the plan in force when it was
 * opened, read from the customer's subscription stream at `planVersion`.
 */
export const supportConversationOpened = defineEvent({
  type: 'SupportConversationOpened',
  schemaVersion: 1,
  schema: z.object({
    conversationId: z.string().min(1),
    customerId: z.string().min(1),
    category: z.enum(supportCategories),
    subject: z.string().min(1).max(80),
    messageId: z.string().min(1),
    text,
    plan: z.string().min(1),
    planVersion: z.number().int().min(0),
    priority: z.enum(supportPriorities),
  }),
});

/**
 * A message of either side; `sequence` is its place in the thread (the opening message is 1). The
 * conversation's customer is named, so that the reactions that tell them (live push, mail) need not
 * read the stream.
 */
export const supportMessagePosted = defineEvent({
  type: 'SupportMessagePosted',
  schemaVersion: 1,
  schema: z.object({
    conversationId: z.string().min(1),
    customerId: z.string().min(1),
    messageId: z.string().min(1),
    sequence: z.number().int().min(2),
    author: z.enum(supportSides),
    authorId: z.string().min(1),
    text,
  }),
});

/** One side has read the thread up to `upToSequence`: what it has not read yet is its unread count. */
export const supportConversationRead = defineEvent({
  type: 'SupportConversationRead',
  schemaVersion: 1,
  schema: z.object({ conversationId: z.string().min(1), side: z.enum(supportSides), upToSequence: z.number().int().min(1) }),
});

export const supportConversationAssigned = defineEvent({
  type: 'SupportConversationAssigned',
  schemaVersion: 1,
  schema: z.object({ conversationId: z.string().min(1), staffId: z.string().min(1) }),
});

export const supportConversationClosed = defineEvent({
  type: 'SupportConversationClosed',
  schemaVersion: 1,
  schema: z.object({ conversationId: z.string().min(1), by: z.enum(supportSides) }),
});

export const supportConversationReopened = defineEvent({
  type: 'SupportConversationReopened',
  schemaVersion: 1,
  schema: z.object({ conversationId: z.string().min(1), by: z.enum(supportSides) }),
});

export const supportEventDefinitions = [
  supportConversationOpened,
  supportMessagePosted,
  supportConversationRead,
  supportConversationAssigned,
  supportConversationClosed,
  supportConversationReopened,
] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType } ? { type: Type; data: z.infer<Schema> } : never;
export type SupportConversationOpened = EventOf<typeof supportConversationOpened>;
export type SupportMessagePosted = EventOf<typeof supportMessagePosted>;
export type SupportConversationRead = EventOf<typeof supportConversationRead>;
export type SupportConversationAssigned = EventOf<typeof supportConversationAssigned>;
export type SupportConversationClosed = EventOf<typeof supportConversationClosed>;
export type SupportConversationReopened = EventOf<typeof supportConversationReopened>;
export type SupportEvent = EventOf<(typeof supportEventDefinitions)[number]>;
