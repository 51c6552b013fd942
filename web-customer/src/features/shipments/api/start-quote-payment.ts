import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

/** The server's answer, read leniently: a missing page address is the spec's own message, not a broken contract. */
const checkoutAnswerSchema = z.object({ paymentId: z.string(), checkoutUrl: z.url().optional(), version: z.number() });
export type CheckoutStarted = z.infer<typeof checkoutAnswerSchema>;

/** "Payer": the server starts a payment of the quote's own amount and answers Stripe's page; the browser sends no amount. */
export const startQuotePayment = ({ shipmentId, idempotencyKey }: { shipmentId: string; idempotencyKey: string }): Promise<CheckoutStarted> =>
  api.post('/payments/quote', { shipmentId }, checkoutAnswerSchema, { headers: { 'Idempotency-Key': idempotencyKey } });

export const useStartQuotePayment = () => useMutation({ mutationFn: startQuotePayment });
