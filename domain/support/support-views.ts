import * as z from 'zod';
import { supportCategories, supportPriorities, supportSides } from '../../events/support-terms';
import { supportStatuses } from './support-conversation';

/** The API's shapes for the support chat, read by the widget and the staff inbox alike. */
export const supportMessageViewSchema = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  sequence: z.number().int(),
  author: z.enum(supportSides),
  text: z.string(),
  at: z.string(),
});
export type SupportMessageView = z.infer<typeof supportMessageViewSchema>;

export const supportConversationViewSchema = z.object({
  conversationId: z.string(),
  customerId: z.string(),
  category: z.enum(supportCategories),
  subject: z.string(),
  priority: z.enum(supportPriorities),
  status: z.enum(supportStatuses),
  openedAt: z.string(),
  updatedAt: z.string(),
  lastSequence: z.number().int(),
  lastMessage: z.object({ text: z.string(), author: z.enum(supportSides), at: z.string() }),
  /** the messages of the other side that this side has not read */
  unread: z.number().int().min(0),
  assignedTo: z.string().nullable(),
});
export type SupportConversationView = z.infer<typeof supportConversationViewSchema>;

export const supportConversationPageSchema = z.object({
  items: z.array(supportConversationViewSchema),
  nextCursor: z.string().nullable(),
  /** unread messages over the conversations of this page (the customer's badge) */
  unread: z.number().int().min(0),
});
export type SupportConversationPage = z.infer<typeof supportConversationPageSchema>;

export const supportThreadSchema = z.object({
  conversation: supportConversationViewSchema,
  messages: z.array(supportMessageViewSchema),
  nextCursor: z.string().nullable(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

/** The staff members a conversation may be assigned to (the inbox's select). */
export const supportStaffListSchema = z.object({ items: z.array(z.object({ staffId: z.string(), name: z.string(), email: z.string() })) });
export type SupportStaffList = z.infer<typeof supportStaffListSchema>;

export const supportCommandResultSchema = z.object({ conversationId: z.string(), status: z.enum(supportStatuses), version: z.number().int(), lastSequence: z.number().int() });
export type SupportCommandResult = z.infer<typeof supportCommandResultSchema>;

/** The customer card beside a thread in the inbox: who writes, and their latest parcels, shipments and quotes. */
export const supportCustomerCardSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** the plan's name as customers read it (« Découverte », « Premium mensuel »...) */
  plan: z.string(),
  parcels: z.array(z.object({ parcelId: z.string(), trackingNumber: z.string(), description: z.string(), status: z.string() })),
  shipments: z.array(
    z.object({
      shipmentId: z.string(),
      status: z.string(),
      requestedAt: z.string(),
      parcelCount: z.number().int(),
      quote: z.object({ quoteNumber: z.string(), status: z.string(), totalCents: z.number().int(), validUntil: z.string() }).nullable(),
    }),
  ),
});
export type SupportCustomerCard = z.infer<typeof supportCustomerCardSchema>;

/** What a live socket carries: a new message, or a conversation that changed (read, closed, assigned). */
export const supportPushSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('support-message'), message: supportMessageViewSchema }),
  z.object({ kind: z.literal('support-conversation'), conversationId: z.string() }),
]);
export type SupportPush = z.infer<typeof supportPushSchema>;
