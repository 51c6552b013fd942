import { reactionEntry } from '../catalog';
import type { HandlerEntry } from '../manifest';
import { quotePaymentReaction } from './quote-payment-reaction';
import { subscriptionPaymentReaction } from './subscription-payment-reaction';

/** Card payments through Stripe: checkout pages, Stripe's webhook, and what a confirmed payment pays. */
export const paymentHandlers: readonly HandlerEntry[] = [
  {
    name: 'start-quote-payment',
    entry: 'functions/payments/start-quote-payment.ts',
    description: 'Le client paie un devis par carte : paiement du montant du devis, page de paiement Stripe',
    trigger: { kind: 'http', method: 'POST', path: '/api/payments/quote', access: 'customer' },
    // customers: the e-mail Stripe's page is filled with
    permissions: { eventStore: 'append', readModels: { customers: 'read' }, stripe: 'use' },
  },
  {
    name: 'stripe-webhook',
    entry: 'functions/payments/stripe-webhook.ts',
    description: 'Webhook Stripe signé : paiements réussis, échoués, pages expirées, remboursements',
    trigger: { kind: 'http', method: 'POST', path: '/api/webhooks/stripe', access: 'public', withoutSession: true },
    permissions: { eventStore: 'append', stripe: 'use' },
  },
  reactionEntry(quotePaymentReaction, 'functions/payments/clear-paid-quotes.ts', { eventStore: 'append', stripe: 'use' }),
  reactionEntry(subscriptionPaymentReaction, 'functions/payments/start-paid-periods.ts', { eventStore: 'append' }),
];
