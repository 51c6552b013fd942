import * as z from 'zod';
import { adminPurchaseViewSchema, purchaseListItemSchema, type AdminPurchaseView } from '../../../domain/purchase/purchase-views';
import type { PurchaseStatus } from '../../../events/purchase-events';
import { adminApiUrl } from '../config';
import { httpClient, parseResponse, problemOf } from '../providers/http-client';

/** The buy-for-me queue and steps, read and sent through the back office's one HTTP client (session cookies, CSRF, French errors). */
export const purchaseQueueSchema = z.object({ items: z.array(purchaseListItemSchema.extend({ customerName: z.string() })), nextCursor: z.string().nullable() });
export type PurchaseQueue = z.infer<typeof purchaseQueueSchema>;

/** The requests of a queue page; the next page continues from the previous page's `nextCursor`. */
export const purchaseQueuePageSize = 25;

export const getPurchaseQueue = async (status: PurchaseStatus, cursor?: string): Promise<PurchaseQueue> => {
  const { json } = await httpClient(`${adminApiUrl}/purchases?status=${status}&perPage=${purchaseQueuePageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
  return parseResponse(purchaseQueueSchema, json);
};

export const getPurchase = async (purchaseId: string): Promise<AdminPurchaseView> => {
  const { json } = await httpClient(`${adminApiUrl}/purchases/${encodeURIComponent(purchaseId)}`);
  return parseResponse(adminPurchaseViewSchema, json);
};

export type PurchaseStep = 'quote' | 'purchase' | 'arrival' | 'cancel';

/** One step of a request; `idempotencyKey` is the dialog's, so a retried click is answered once. */
export const sendPurchaseStep = async (purchaseId: string, step: PurchaseStep, body: unknown, idempotencyKey: string): Promise<void> => {
  await httpClient(`${adminApiUrl}/purchases/${encodeURIComponent(purchaseId)}/${step}`, {
    method: 'POST',
    headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
    body: JSON.stringify(body),
  });
};

/** The API's French refusal: its sentence and its messages by field (`items.0.priceEuros`...). */
export const refusalOf = (error: unknown): { detail: string; fields: Record<string, string> } => {
  const problem = problemOf(error);
  return { detail: problem?.detail ?? (error instanceof Error ? error.message : 'Une erreur est survenue'), fields: (problem?.errors as Record<string, string> | undefined) ?? {} };
};
