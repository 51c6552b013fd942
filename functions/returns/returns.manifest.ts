import { projectionEntry } from '../tables';
import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { parcelFollowsReturnReaction } from './parcel-follows-return-reaction';
import { returnMailsReaction } from './return-mails';
import { returnPaymentsReaction } from './return-payments-reaction';
import { returnsProjection } from './returns-projection';

/** Returns to mainland France: the customer's requests and photos, their payment, the staff's steps, the mails. */
export const returnHandlers: readonly HandlerEntry[] = [
  // --- Customer
  {
    name: 'list-returnable-parcels',
    entry: 'functions/returns/list-returnable-parcels.ts',
    description: 'Les colis du client qui peuvent être retournés (reçus ou stockés, ni en expédition ni déjà en retour)',
    trigger: { kind: 'http', method: 'GET', path: '/api/returns/parcels', access: 'customer' },
    permissions: { readModels: { parcels: 'read', returns: 'read' } },
  },
  {
    name: 'request-return-photo-upload',
    entry: 'functions/returns/request-return-photo-upload.ts',
    description: 'Le client obtient un lien d’envoi pour une photo de sa demande de retour (image, 5 Mo au plus)',
    trigger: { kind: 'http', method: 'POST', path: '/api/returns/photo-uploads', access: 'customer' },
    permissions: { files: 'write' },
  },
  {
    name: 'request-return',
    entry: 'functions/returns/request-return.ts',
    description: 'Le client demande le retour d’un de ses colis en métropole : photos vérifiées, coût calculé, paiement Stripe s’il n’est pas gratuit',
    trigger: { kind: 'http', method: 'POST', path: '/api/returns', access: 'customer' },
    // eventStore: the parcel's own events, the request, its payment; reservations: one return per parcel; files: the photos
    permissions: { eventStore: 'append', readModels: { customers: 'read', reservations: 'write' }, files: 'read-write', stripe: 'use' },
    nativeModules: ['sharp'],
  },
  {
    name: 'list-my-returns',
    entry: 'functions/returns/list-my-returns.ts',
    description: 'Les demandes de retour du client et leur historique, de la plus récente à la plus ancienne',
    trigger: { kind: 'http', method: 'GET', path: '/api/returns', access: 'customer' },
    permissions: { readModels: { returns: 'read', counts: 'read' }, files: 'read' },
  },
  // --- Staff
  {
    name: 'list-returns',
    entry: 'functions/returns/list-returns.ts',
    description: 'Back-office : la file des retours, par statut et urgence, les plus anciens d’abord',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/returns', access: 'admin' },
    permissions: { readModels: { returns: 'read', customers: 'read', parcels: 'read', counts: 'read' }, files: 'read' },
  },
  {
    name: 'get-return',
    entry: 'functions/returns/get-return.ts',
    description: 'Back-office : une demande de retour avec ses photos, son colis et son client',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/returns/{returnId}', access: 'admin' },
    permissions: { readModels: { returns: 'read', customers: 'read', parcels: 'read' }, files: 'read' },
  },
  {
    name: 'receive-return',
    entry: 'functions/returns/receive-return.ts',
    description: 'Back-office : le colis du retour est reçu à l’entrepôt retours',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/returns/{returnId}/received', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'send-return',
    entry: 'functions/returns/send-return.ts',
    description: 'Back-office : le colis du retour est envoyé au marchand (transporteur et numéro de suivi)',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/returns/{returnId}/sent', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'close-return',
    entry: 'functions/returns/close-return.ts',
    description: 'Back-office : le retour est clôturé, le colis retourné',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/returns/{returnId}/closed', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'refuse-return',
    entry: 'functions/returns/refuse-return.ts',
    description: 'Back-office : la demande de retour est refusée avec un motif (remboursée si elle a été payée)',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/returns/{returnId}/refusal', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  // --- Reactions
  reactionEntry(returnPaymentsReaction, 'functions/returns/settle-return-payments.ts', { eventStore: 'append', stripe: 'use' }),
  reactionEntry(parcelFollowsReturnReaction, 'functions/returns/follow-returns.ts', { eventStore: 'append', readModels: { reservations: 'write' } }),
  // eventStore append: the notification centre records each mail
  reactionEntry(returnMailsReaction, 'functions/returns/send-return-mails.ts', { eventStore: 'append', readModels: { customers: 'read', reservations: 'write' }, mail: 'send' }),
  projectionEntry(returnsProjection, 'functions/returns/project-returns.ts'),
];
