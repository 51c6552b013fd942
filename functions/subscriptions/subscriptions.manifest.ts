import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { refundedPeriodReaction } from './refunded-period-reaction';
import { refundedPeriodStorageReaction } from './refunded-period-storage-reaction';
import { subscriptionMailsReaction } from './subscription-mails';

/** Premium subscriptions: the customer's view, subscribing through Stripe's checkout, cancelling, moving to yearly. */
export const subscriptionHandlers: readonly HandlerEntry[] = [
  {
    name: 'get-my-subscription',
    entry: 'functions/subscriptions/get-my-subscription.ts',
    description: 'L’abonnement du client : formule en vigueur, statut, échéance, ses 10 derniers paiements',
    trigger: { kind: 'http', method: 'GET', path: '/api/subscription', access: 'customer' },
    permissions: { eventStore: 'read' },
  },
  {
    name: 'subscribe',
    entry: 'functions/subscriptions/subscribe.ts',
    description: 'Le client s’abonne : page de paiement Stripe en mode abonnement, au prix de la formule',
    trigger: { kind: 'http', method: 'POST', path: '/api/subscription/checkout', access: 'customer' },
    // customers: the confirmed e-mail Stripe's page is filled with
    permissions: { eventStore: 'read', readModels: { customers: 'read' }, stripe: 'use' },
  },
  {
    name: 'cancel-my-subscription',
    entry: 'functions/subscriptions/cancel-my-subscription.ts',
    description: 'Le client résilie : plus de renouvellement, accès conservé jusqu’à la fin de la période payée',
    trigger: { kind: 'http', method: 'POST', path: '/api/subscription/cancel', access: 'customer' },
    permissions: { eventStore: 'append', stripe: 'use' },
  },
  {
    name: 'upgrade-my-subscription',
    entry: 'functions/subscriptions/upgrade-my-subscription.ts',
    description: 'Le client passe de l’abonnement mensuel à l’annuel, la différence au prorata payée aussitôt',
    trigger: { kind: 'http', method: 'POST', path: '/api/subscription/upgrade', access: 'customer' },
    permissions: { eventStore: 'read', stripe: 'use' },
  },
  // --- Reactions
  reactionEntry(refundedPeriodReaction, 'functions/subscriptions/end-refunded-periods.ts', { eventStore: 'append', stripe: 'use' }),
  // parcels: the customer's parcels still at the warehouse (the parcels' published query)
  reactionEntry(refundedPeriodStorageReaction, 'functions/subscriptions/shorten-refunded-storage.ts', { eventStore: 'append', readModels: { parcels: 'read' } }),
  // eventStore append: the notification centre records each mail
  reactionEntry(subscriptionMailsReaction, 'functions/subscriptions/send-subscription-mails.ts', {
    eventStore: 'append',
    readModels: { customers: 'read', reservations: 'write' },
    mail: 'send',
  }),
];
