import * as z from 'zod';
import { supportCommandResultSchema, supportConversationPageSchema, supportThreadSchema, type SupportConversationPage, type SupportThread } from '@domain/support/support-views';
import type { OpenConversationInput } from '@domain/support/support-input';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * The chat's calls: reads answer 304 when nothing changed since the ETag the widget holds (the polling
 * fallback costs no body then); commands carry an Idempotency-Key, so a retry after a lost answer posts once.
 */
const conversations = '/support/conversations';

type Cached<T> = { etag: string; value: T };
const cache = new Map<string, Cached<unknown>>();

const getWithEtag = async <Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.output<Schema>> => {
  const cached = cache.get(path) as Cached<z.output<Schema>> | undefined;
  let response: Response;
  try {
    response = await fetch(`${env.API_BASE_PATH}${path}`, {
      headers: { Accept: 'application/json', ...(cached ? { 'If-None-Match': cached.etag } : {}) },
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError({ kind: 'network' }, { cause });
  }
  if (response.status === 304 && cached) return cached.value;
  if (!response.ok) return api.get(path, schema); // the one place that reads problem+json
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError({ kind: 'invalid-response', status: response.status }, { cause: parsed.error });
  const etag = response.headers.get('etag');
  if (etag) cache.set(path, { etag, value: parsed.data });
  return parsed.data;
};

export const listMyConversations = (): Promise<SupportConversationPage> => getWithEtag(conversations, supportConversationPageSchema);

/** The thread after the last message the widget has (every page of it). */
export const threadAfter = async (conversationId: string, after: number): Promise<SupportThread> => {
  const base = `${conversations}/${encodeURIComponent(conversationId)}/messages?after=${after}`;
  const first = await getWithEtag(base, supportThreadSchema);
  const messages = [...first.messages];
  let cursor = first.nextCursor;
  while (cursor) {
    const page = await api.get(`${base}&cursor=${encodeURIComponent(cursor)}`, supportThreadSchema);
    messages.push(...page.messages);
    cursor = page.nextCursor;
  }
  return { ...first, messages, nextCursor: null };
};

const command = (path: string, body: unknown, key: string = newIdempotencyKey()) =>
  api.post(path, body, supportCommandResultSchema, { headers: { 'Idempotency-Key': key } });

export const openConversation = (input: OpenConversationInput, key: string) => command(conversations, input, key);
export const postMessage = (conversationId: string, message: string, key: string) => command(`${conversations}/${encodeURIComponent(conversationId)}/messages`, { message }, key);
export const markRead = (conversationId: string, upToSequence: number) => command(`${conversations}/${encodeURIComponent(conversationId)}/read`, { upToSequence });
export const closeConversation = (conversationId: string) => command(`${conversations}/${encodeURIComponent(conversationId)}/closed`, {});
export const reopenConversation = (conversationId: string) => command(`${conversations}/${encodeURIComponent(conversationId)}/reopened`, {});
