import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { PurchaseRequestInput } from '@domain/purchase/purchase-input';
import { purchaseCommandResultSchema, purchaseListSchema, purchaseViewSchema, type PurchaseView } from '@domain/purchase/purchase-views';
import { api } from '@/lib/api-client';

export const purchasesQueryKey = ['purchases'] as const;

/** The customer's requests, newest first, each with its timeline (read from its own events). */
export const getPurchases = async ({ signal }: { signal?: AbortSignal } = {}): Promise<PurchaseView[]> => {
  const list = await api.get('/purchases', purchaseListSchema, { signal });
  return Promise.all(list.items.map((item) => api.get(`/purchases/${encodeURIComponent(item.purchaseId)}`, purchaseViewSchema, { signal })));
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
