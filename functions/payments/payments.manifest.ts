import { projectionEntry } from '../tables';
import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { paymentsProjection } from './payments-projection';
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
    name: 'send-quote-payment-link',
    entry: 'functions/payments/send-quote-payment-link.ts',
    description: 'Back-office : envoie au client le lien de paiement par carte de son devis (la page Stripe du devis)',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/payments/quote-link', access: 'admin' },
    // customers: to whom the link goes; reservations: the mail once per request
    permissions: { eventStore: 'append', readModels: { customers: 'read', reservations: 'write' }, stripe: 'use', mail: 'send' },
  },
  {
    name: 'stripe-webhook',
    entry: 'functions/payments/stripe-webhook.ts',
    description: 'Webhook Stripe signé : paiements réussis, échoués, pages expirées, remboursements',
    trigger: { kind: 'http', method: 'POST', path: '/api/webhooks/stripe', access: 'public', withoutSession: true },
    permissions: { eventStore: 'append', stripe: 'use' },
  },
  reactionEntry(quotePaymentReaction, 'functions/payments/clear-paid-quotes.ts', { eventStore: 'append', stripe: 'use' }),
  reactionEntry(subscriptionPaymentReaction, 'functions/payments/start-paid-periods.ts', { eventStore: 'append', stripe: 'use' }),
  projectionEntry(paymentsProjection, 'functions/payments/project-payments.ts'),
  // --- Staff
  {
    name: 'list-payments',
    entry: 'functions/payments/list-payments.ts',
    description: 'Back-office : les paiements par carte, par statut et par période',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/payments', access: 'admin' },
    // customers: the names and e-mails of a page's payers; invoices: their invoice numbers
    permissions: { readModels: { payments: 'read', customers: 'read', invoices: 'read', counts: 'read' } },
  },
  {
    name: 'get-refund-standing',
    entry: 'functions/payments/get-refund-standing.ts',
    description: 'Back-office : ce qu’un remboursement annulerait (objet du paiement, reste remboursable, colis du devis parti ou non)',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/payments/{paymentId}/refund-standing', access: 'admin' },
    // read from the payment's events and its shipment's (the same facts the refund is decided on)
    permissions: { eventStore: 'read' },
  },
  {
    name: 'refund-payment',
    entry: 'functions/payments/refund-payment.ts',
    description: 'Back-office : rembourse un paiement par carte, en tout ou en partie, avec un motif',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/payments/{paymentId}/refund', access: 'admin' },
    // decided on the payment's own events (not its row, which may be behind) and its quote's shipment's: no read model
    permissions: { eventStore: 'append', stripe: 'use' },
  },
];
