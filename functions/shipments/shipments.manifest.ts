import { projectionEntry } from '../tables';
import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { quoteRefundReaction } from './quote-refund-reaction';
import { shipmentMailsReaction } from './shipment-mails';
import { shipmentsProjection } from './shipments-projection';

/** Shipments: requests, processing and quotes, payment or waiver, labels, shipped and delivered. */
export const shipmentHandlers: readonly HandlerEntry[] = [
  // --- Customer
  {
    name: 'request-shipment',
    entry: 'functions/shipments/request-shipment.ts',
    description: 'Le client demande l’expédition de colis stockés (un seul ou plusieurs regroupés)',
    trigger: { kind: 'http', method: 'POST', path: '/api/shipments', access: 'customer' },
    // reservations: each parcel is taken for one shipment at a time
    permissions: { eventStore: 'append', readModels: { reservations: 'write' } },
  },
  {
    name: 'cancel-my-shipment',
    entry: 'functions/shipments/cancel-my-shipment.ts',
    description: 'Le client annule une demande d’expédition pas encore traitée',
    trigger: { kind: 'http', method: 'POST', path: '/api/shipments/{shipmentId}/cancel', access: 'customer' },
    permissions: { eventStore: 'append', readModels: { reservations: 'write' } },
  },
  {
    name: 'list-my-shipments',
    entry: 'functions/shipments/list-my-shipments.ts',
    description: 'Les expéditions et devis du client, du plus récent au plus ancien',
    trigger: { kind: 'http', method: 'GET', path: '/api/shipments', access: 'customer' },
    permissions: { readModels: { shipments: 'read', parcels: 'read', counts: 'read' } },
  },
  {
    name: 'get-my-shipment',
    entry: 'functions/shipments/get-my-shipment.ts',
    description: 'Une expédition du client, avec le lien de son devis PDF (404 si elle n’est pas à lui)',
    trigger: { kind: 'http', method: 'GET', path: '/api/shipments/{shipmentId}', access: 'customer' },
    // files: signs the quote PDF's read link
    permissions: { readModels: { shipments: 'read', parcels: 'read' }, files: 'read' },
  },
  // --- Staff
  {
    name: 'list-shipments',
    entry: 'functions/shipments/list-shipments.ts',
    description: 'Back-office : les demandes d’expédition, par statut (la file à traiter, les plus anciennes d’abord)',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/shipments', access: 'admin' },
    permissions: { readModels: { shipments: 'read', parcels: 'read', customers: 'read', counts: 'read' } },
  },
  {
    name: 'get-shipment',
    entry: 'functions/shipments/get-shipment.ts',
    description: 'Back-office : une expédition, son client, ses colis, son devis et son étiquette',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/shipments/{shipmentId}', access: 'admin' },
    // eventStore: the storage a request's quote would bill today, from its parcels' events
    permissions: { eventStore: 'read', readModels: { shipments: 'read', parcels: 'read', customers: 'read' }, files: 'read' },
  },
  {
    name: 'process-shipment',
    entry: 'functions/shipments/process-shipment.ts',
    description: 'Back-office : traite une demande (colis final mesuré, frais) et émet le devis PDF',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/process', access: 'admin' },
    // eventStore: the parcels' storage fees up to today, then the shipment; customers: the plan; files: the quote PDF
    drawsPdf: true,
    permissions: { eventStore: 'append', readModels: { customers: 'read', parcels: 'read' }, files: 'write' },
  },
  {
    name: 'preview-quote',
    entry: 'functions/shipments/preview-quote.ts',
    description: 'Back-office : le devis que le traitement émettrait maintenant (offre en vigueur, stockage facturé), sans rien écrire',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/quote-preview', access: 'admin' },
    // eventStore: the shipment, the customer's subscription stream and the parcels' storage, read as the command reads them
    drawsPdf: true,
    permissions: { eventStore: 'read' },
  },
  {
    name: 'reissue-quote',
    entry: 'functions/shipments/reissue-quote.ts',
    description: 'Back-office : émet un nouveau devis à la place d’un devis expiré',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/quote', access: 'admin' },
    drawsPdf: true,
    permissions: { eventStore: 'append', readModels: { customers: 'read', parcels: 'read' }, files: 'write' },
  },
  {
    name: 'record-payment',
    entry: 'functions/shipments/record-payment.ts',
    description: 'Back-office : enregistre le virement reçu pour le devis, avec sa référence',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/payment', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'waive-payment',
    entry: 'functions/shipments/waive-payment.ts',
    description: 'Back-office : dispense une expédition de paiement, avec un motif',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/waiver', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'create-label',
    entry: 'functions/shipments/create-label.ts',
    description: 'Back-office : crée l’étiquette PDF (A6, code-barres) d’une expédition payée',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/label', access: 'admin' },
    drawsPdf: true,
    permissions: { eventStore: 'append', readModels: { customers: 'read' }, files: 'write' },
  },
  {
    name: 'replace-label',
    entry: 'functions/shipments/replace-label.ts',
    description: 'Back-office : remplace l’étiquette d’une expédition pas encore partie, avec un motif',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/label/replacement', access: 'admin' },
    drawsPdf: true,
    permissions: { eventStore: 'append', readModels: { customers: 'read' }, files: 'write' },
  },
  {
    name: 'mark-shipped',
    entry: 'functions/shipments/mark-shipped.ts',
    description: 'Back-office : l’expédition est partie avec son transporteur',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/shipped', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'mark-delivered',
    entry: 'functions/shipments/mark-delivered.ts',
    description: 'Back-office : l’expédition est livrée',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/shipments/{shipmentId}/delivered', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  // --- Reactions and jobs
  // eventStore append: the notification centre records each mail
  reactionEntry(shipmentMailsReaction, 'functions/shipments/send-shipment-mails.ts', {
    eventStore: 'append',
    readModels: { customers: 'read', parcels: 'read', reservations: 'write' },
    mail: 'send',
  }),
  // eventStore read: the refunded payment's own events (its published face); append: the shipment's
  reactionEntry(quoteRefundReaction, 'functions/shipments/release-refunded-quotes.ts', { eventStore: 'append' }),
  {
    name: 'expire-quotes',
    entry: 'functions/shipments/expire-quotes.ts',
    description: 'Marque expirés les devis restés impayés 30 jours',
    // Daily at 00:30, Paris time; locally hourly (a second run changes nothing).
    trigger: { kind: 'schedule', expression: 'cron(30 0 * * ? *)', timeZone: 'Europe/Paris', localExpression: 'rate(1 hour)' },
    permissions: { eventStore: 'append', readModels: { shipments: 'read' } },
    timeoutSeconds: 300,
  },
  projectionEntry(shipmentsProjection, 'functions/shipments/project-shipments.ts'),
];
