import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { subscribeAnswerSchema, type SubscribeInput } from '@domain/subscription/subscription-views';
import { api } from '@/lib/api-client';

/** The answer, read leniently on its address: a missing one is the spec's own message, not a broken contract. */
const checkoutAnswerSchema = subscribeAnswerSchema.extend({ checkoutUrl: z.url().optional() });
export type SubscriptionCheckout = z.infer<typeof checkoutAnswerSchema>;

export type StartSubscriptionCheckoutRequest = {
  /** the plan chosen, nothing else: the price is the server's */
  input: SubscribeInput;
  /** the same key for every retry of one attempt: the server opens one checkout for it */
  idempotencyKey: string;
};

/** "S'abonner": the server opens Stripe's checkout for the plan and answers its address. */
export const startSubscriptionCheckout = ({ input, idempotencyKey }: StartSubscriptionCheckoutRequest): Promise<SubscriptionCheckout> =>
  api.post('/subscription/checkout', { plan: input.plan }, checkoutAnswerSchema, { headers: { 'Idempotency-Key': idempotencyKey } });

export const useStartSubscriptionCheckout = () => useMutation({ mutationFn: startSubscriptionCheckout });
