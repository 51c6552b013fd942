import * as z from 'zod';
import {
  supportCommandResultSchema,
  supportConversationPageSchema,
  supportConversationViewSchema,
  supportCustomerCardSchema,
  supportStaffListSchema,
  supportThreadSchema,
  type SupportCommandResult,
  type SupportConversationPage,
  type SupportCustomerCard,
  type SupportStaffList,
  type SupportConversationView,
  type SupportThread,
} from '../../../domain/support/support-views';
import type { ApiClient } from '../lib/admin-feature';
import { parseResponse } from '../providers/http-client';

export type SupportInboxView = 'open' | 'all';
const conversationWithCardSchema = z.object({ conversation: supportConversationViewSchema, customer: supportCustomerCardSchema });

/** The support inbox's reads and commands (intent-named), through the one HTTP client. */
export type SupportReads = {
  /** `mine`: only the conversations assigned to the staff member signed in */
  getSupportInbox: (view: SupportInboxView, mine?: boolean) => Promise<SupportConversationPage>;
  getSupportStaff: () => Promise<SupportStaffList>;
  /** `version`: the version a command answered, which the API waits for */
  getSupportConversation: (conversationId: string, version?: number) => Promise<{ conversation: SupportConversationView; customer: SupportCustomerCard }>;
  getSupportThread: (conversationId: string, after: number) => Promise<SupportThread>;
  replyToConversation: (conversationId: string, message: string, idempotencyKey: string) => Promise<SupportCommandResult>;
  markSupportConversationRead: (conversationId: string, upToSequence: number) => Promise<SupportCommandResult>;
  assignSupportConversation: (conversationId: string, staffId: string) => Promise<SupportCommandResult>;
  closeSupportConversation: (conversationId: string) => Promise<SupportCommandResult>;
  reopenSupportConversation: (conversationId: string) => Promise<SupportCommandResult>;
};

export const supportReads = ({ apiUrl, http }: ApiClient): SupportReads => {
  const base = `${apiUrl}/support/conversations`;
  const at = (conversationId: string) => `${base}/${encodeURIComponent(conversationId)}`;
  const command = async (url: string, body: unknown, idempotencyKey: string = crypto.randomUUID()) => {
    const { json } = await http(url, { method: 'POST', body: JSON.stringify(body), headers: new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }) });
    return parseResponse(supportCommandResultSchema, json);
  };
  return {
    getSupportInbox: async (view, mine = false) => parseResponse(supportConversationPageSchema, (await http(`${base}?view=${view}${mine ? '&assignee=me' : ''}`)).json),
    getSupportStaff: async () => parseResponse(supportStaffListSchema, (await http(`${apiUrl}/support/staff`)).json),
    getSupportConversation: async (conversationId, version) =>
      parseResponse(conversationWithCardSchema, (await http(version === undefined ? at(conversationId) : `${at(conversationId)}?version=${version}`)).json),
    getSupportThread: async (conversationId, after) => {
      const first = parseResponse(supportThreadSchema, (await http(`${at(conversationId)}/messages?after=${after}`)).json);
      const messages = [...first.messages];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = parseResponse(supportThreadSchema, (await http(`${at(conversationId)}/messages?after=${after}&cursor=${encodeURIComponent(cursor)}`)).json);
        messages.push(...page.messages);
        cursor = page.nextCursor;
      }
      return { ...first, messages, nextCursor: null };
    },
    replyToConversation: (conversationId, message, idempotencyKey) => command(`${at(conversationId)}/messages`, { message }, idempotencyKey),
    markSupportConversationRead: (conversationId, upToSequence) => command(`${at(conversationId)}/read`, { upToSequence }),
    assignSupportConversation: (conversationId, staffId) => command(`${at(conversationId)}/assignment`, { staffId }),
    closeSupportConversation: (conversationId) => command(`${at(conversationId)}/closed`, {}),
    reopenSupportConversation: (conversationId) => command(`${at(conversationId)}/reopened`, {}),
  };
};
