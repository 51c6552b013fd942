import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { PurchaseRequestInput } from '@domain/purchase/purchase-input';
import { purchaseCommandResultSchema, purchaseListSchema, purchaseViewSchema, type PurchaseListItem, type PurchaseView } from '@domain/purchase/purchase-views';
import { maxPageSize } from '@domain/shared/list-page';
import { api } from '@/lib/api-client';

export const purchasesQueryKey = ['purchases'] as const;

/** All the customer's requests, newest first, page after page, each with its timeline (read from its own events). */
export const getPurchases = async ({ signal }: { signal?: AbortSignal } = {}): Promise<PurchaseView[]> => {
  const listed: PurchaseListItem[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?perPage=${maxPageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await api.get(`/purchases${query}`, purchaseListSchema, { signal });
    listed.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return Promise.all(listed.map((item) => api.get(`/purchases/${encodeURIComponent(item.purchaseId)}`, purchaseViewSchema, { signal })));
};

export const usePurchases = () => useQuery(queryOptions({ queryKey: purchasesQueryKey, queryFn: ({ signal }) => getPurchases({ signal }) }));

/** The request as sent; the answer's request is read back from its own events (the list may be a moment behind). */
export const requestPurchase = async ({ input, idempotencyKey }: { input: PurchaseRequestInput; idempotencyKey: string }): Promise<PurchaseView> => {
  const created = await api.post('/purchases', input, purchaseCommandResultSchema, { headers: { 'Idempotency-Key': idempotencyKey } });
  return api.get(`/purchases/${encodeURIComponent(created.purchaseId)}`, purchaseViewSchema);
};

export const useRequestPurchase = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestPurchase, onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasesQueryKey }) });
};

export const useCancelPurchase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) => api.post(`/purchases/${encodeURIComponent(purchaseId)}/cancel`, {}, purchaseCommandResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasesQueryKey }),
  });
};

const checkoutAnswerSchema = z.object({ paymentId: z.string(), checkoutUrl: z.url().optional(), version: z.number() });

/** "Payer": the server starts a payment of the quote's own total; the browser sends no amount. */
export const usePayPurchase = () =>
  useMutation({
    mutationFn: ({ purchaseId, idempotencyKey }: { purchaseId: string; idempotencyKey: string }) =>
      api.post(`/purchases/${encodeURIComponent(purchaseId)}/pay`, {}, checkoutAnswerSchema, { headers: { 'Idempotency-Key': idempotencyKey } }),
  });
