import { projectionEntry } from '../tables';
import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { purchaseMailsReaction } from './purchase-mails';
import { purchasePaymentReaction } from './purchase-payment-reaction';
import { purchasesProjection } from './purchases-projection';

/** Buy for me: the customer's requests, the staff's quote, purchase and arrival, card payment and refunds, a mail per step. */
export const purchaseHandlers: readonly HandlerEntry[] = [
  {
    name: 'request-purchase',
    entry: 'functions/purchases/request-purchase.ts',
    description: "Le client demande à l'équipe d'acheter des articles pour lui (achat pour moi)",
    trigger: { kind: 'http', method: 'POST', path: '/api/purchases', access: 'customer' },
    // the customer's territory (the destination by default) is read from his stream
    permissions: { eventStore: 'append' },
  },
  {
    name: 'list-my-purchases',
    entry: 'functions/purchases/list-my-purchases.ts',
    description: "Les demandes d'achat du client, de la plus récente à la plus ancienne, page par page",
    trigger: { kind: 'http', method: 'GET', path: '/api/purchases', access: 'customer' },
    permissions: { readModels: { purchases: 'read' } },
  },
  {
    name: 'get-my-purchase',
    entry: 'functions/purchases/get-my-purchase.ts',
    description: "Une demande d'achat du client et son historique",
    trigger: { kind: 'http', method: 'GET', path: '/api/purchases/{purchaseId}', access: 'customer' },
    permissions: { eventStore: 'read' },
  },
  {
    name: 'cancel-my-purchase',
    entry: 'functions/purchases/cancel-my-purchase.ts',
    description: "Le client annule sa demande d'achat avant paiement",
    trigger: { kind: 'http', method: 'POST', path: '/api/purchases/{purchaseId}/cancel', access: 'customer' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'pay-purchase',
    entry: 'functions/purchases/pay-purchase.ts',
    description: "Le client paie par carte le devis de sa demande d'achat : page de paiement Stripe du montant du devis",
    trigger: { kind: 'http', method: 'POST', path: '/api/purchases/{purchaseId}/pay', access: 'customer' },
    // customers: the e-mail Stripe's page is filled with
    permissions: { eventStore: 'append', readModels: { customers: 'read' }, stripe: 'use' },
  },
  reactionEntry(purchasePaymentReaction, 'functions/purchases/settle-purchase-payments.ts', { eventStore: 'append', stripe: 'use' }),
  reactionEntry(purchaseMailsReaction, 'functions/purchases/send-purchase-mails.ts', { eventStore: 'append', readModels: { customers: 'read', reservations: 'write' }, mail: 'send' }),
  projectionEntry(purchasesProjection, 'functions/purchases/project-purchases.ts'),
  // --- Staff
  {
    name: 'list-purchases',
    entry: 'functions/purchases/list-purchases.ts',
    description: "Back-office : la file des demandes d'achat par statut, de la plus ancienne à la plus récente (délai de 24 h)",
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/purchases', access: 'admin' },
    permissions: { readModels: { purchases: 'read', customers: 'read' } },
  },
  {
    name: 'get-purchase',
    entry: 'functions/purchases/get-purchase.ts',
    description: "Back-office : une demande d'achat, ses étapes et son client",
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/purchases/{purchaseId}', access: 'admin' },
    permissions: { eventStore: 'read', readModels: { customers: 'read' } },
  },
  {
    name: 'quote-purchase',
    entry: 'functions/purchases/quote-purchase.ts',
    description: "Back-office : envoie le devis d'une demande d'achat (prix vérifiés et frais du forfait en vigueur ; expédition estimée à titre indicatif)",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/purchases/{purchaseId}/quote', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'record-purchase',
    entry: 'functions/purchases/record-purchase.ts',
    description: "Back-office : enregistre l'achat (référence de commande, articles achetés et non achetés)",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/purchases/{purchaseId}/purchase', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'record-purchase-arrival',
    entry: 'functions/purchases/record-purchase-arrival.ts',
    description: "Back-office : les articles achetés arrivent à l'entrepôt et deviennent un colis du client",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/purchases/{purchaseId}/arrival', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'cancel-purchase',
    entry: 'functions/purchases/cancel-purchase.ts',
    description: "Back-office : annule une demande d'achat avec un motif ; payée, elle est remboursée",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/purchases/{purchaseId}/cancel', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
];
