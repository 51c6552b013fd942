import { projectionEntry } from '../tables';
import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { parcelsProjection } from './parcels-projection';
import { shipmentStepsReaction } from './shipment-steps-reaction';

/** Parcels: declared by customers, received by staff, listed for both; the parcels projection. */
export const parcelHandlers: readonly HandlerEntry[] = [
  {
    name: 'declare-parcel',
    entry: 'functions/parcels/declare-parcel.ts',
    description: "Le client déclare un colis en route vers l'entrepôt",
    trigger: { kind: 'http', method: 'POST', path: '/api/parcels', access: 'customer' },
    permissions: { eventStore: 'append', readModels: { reservations: 'write' } },
  },
  {
    name: 'list-my-parcels',
    entry: 'functions/parcels/list-my-parcels.ts',
    description: 'Les colis du client, du plus récent au plus ancien',
    trigger: { kind: 'http', method: 'GET', path: '/api/parcels', access: 'customer' },
    // files: signs the link to each parcel's first thumbnail
    permissions: { readModels: { parcels: 'read', counts: 'read' }, files: 'read' },
  },
  {
    name: 'get-my-parcel',
    entry: 'functions/parcels/get-my-parcel.ts',
    description: "Un colis du client (404 s'il n'est pas à lui)",
    trigger: { kind: 'http', method: 'GET', path: '/api/parcels/{parcelId}', access: 'customer' },
    // files: signs the photos' read links (a link can do only what its signer may do)
    permissions: { readModels: { parcels: 'read' }, files: 'read' },
  },
  {
    name: 'list-parcels',
    entry: 'functions/parcels/list-parcels.ts',
    description: 'Back-office : tous les colis, filtrables par statut et par client',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/parcels', access: 'admin' },
    permissions: { readModels: { parcels: 'read', counts: 'read' }, files: 'read' },
  },
  {
    name: 'get-parcel',
    entry: 'functions/parcels/get-parcel.ts',
    description: "Back-office : un colis et l'identité de son client",
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/parcels/{parcelId}', access: 'admin' },
    permissions: { readModels: { parcels: 'read' }, files: 'read' },
  },
  {
    name: 'receive-parcel',
    entry: 'functions/parcels/receive-parcel.ts',
    description: "Back-office : enregistre la réception d'un colis à l'entrepôt (poids, dimensions)",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/{parcelId}/receive', access: 'admin' },
    // customers: the owner's plan at reception fixes the parcel's free storage days
    permissions: { eventStore: 'append', readModels: { customers: 'read' } },
  },
  // --- Photos: the upload link's signer must be allowed to write, and only the attachment appends.
  {
    name: 'request-my-parcel-photo-upload',
    entry: 'functions/parcels/request-my-parcel-photo-upload.ts',
    description: "Le client demande un lien d'envoi pour une photo de son colis (image, 5 Mo)",
    trigger: { kind: 'http', method: 'POST', path: '/api/parcels/{parcelId}/photos/uploads', access: 'customer' },
    permissions: { eventStore: 'read', files: 'write' },
  },
  {
    name: 'attach-my-parcel-photo',
    entry: 'functions/parcels/attach-my-parcel-photo.ts',
    description: "Le client ajoute à son colis la photo envoyée, une fois l'image vérifiée et sa miniature faite",
    trigger: { kind: 'http', method: 'POST', path: '/api/parcels/{parcelId}/photos', access: 'customer' },
    permissions: { eventStore: 'append', files: 'read-write' },
    // sharp makes the thumbnail
    nativeModules: ['sharp'],
  },
  {
    name: 'request-parcel-photo-upload',
    entry: 'functions/parcels/request-parcel-photo-upload.ts',
    description: "Back-office : lien d'envoi pour une photo d'un colis (image, 10 Mo)",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/{parcelId}/photos/uploads', access: 'admin' },
    permissions: { eventStore: 'read', files: 'write' },
  },
  {
    name: 'attach-parcel-photo',
    entry: 'functions/parcels/attach-parcel-photo.ts',
    description: "Back-office : ajoute à un colis la photo envoyée, une fois l'image vérifiée et sa miniature faite",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/{parcelId}/photos', access: 'admin' },
    permissions: { eventStore: 'append', files: 'read-write' },
    // sharp makes the thumbnail
    nativeModules: ['sharp'],
  },
  // --- Reception
  {
    name: 'record-reception',
    entry: 'functions/parcels/record-reception.ts',
    description: "Back-office : enregistre l'arrivée d'un colis pour un client (le colis qu'il a déclaré, ou un nouveau)",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/receptions', access: 'admin' },
    // customers: the client exists and their plan fixes the free storage days; reservations: the tracking number
    permissions: { eventStore: 'append', readModels: { customers: 'read', reservations: 'write' } },
  },
  {
    name: 'send-reception-mail',
    entry: 'functions/parcels/send-reception-mail.ts',
    description: "Back-office : envoie une fois au client l'e-mail de réception de son colis (nombre de photos, lien vers son tableau de bord)",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/{parcelId}/reception-mail', access: 'admin' },
    // eventStore append: the notification centre records the mail
    permissions: { eventStore: 'append', readModels: { customers: 'read', reservations: 'write' }, mail: 'send' },
  },
  {
    name: 'get-parcel-counters',
    entry: 'functions/parcels/get-parcel-counters.ts',
    description: 'Back-office : les trois totaux de la liste des colis (tous, en attente, avec photos)',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/parcel-counters', access: 'admin' },
    permissions: { readModels: { counts: 'read' } },
  },
  // --- Parcel page: corrections, history, putting away, notifications
  {
    name: 'correct-parcel',
    entry: 'functions/parcels/correct-parcel.ts',
    description: 'Back-office : corrige les informations ou le statut d’un colis, avec un motif (événements, jamais un écrasement)',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/{parcelId}/corrections', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'get-parcel-history',
    entry: 'functions/parcels/get-parcel-history.ts',
    description: 'Back-office : l’historique d’un colis, chaque événement avec quoi, qui, quand et pourquoi',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/parcels/{parcelId}/history', access: 'admin' },
    // customers: the names of the people who did each thing
    permissions: { eventStore: 'read', readModels: { customers: 'read' } },
  },
  {
    name: 'put-away-parcel',
    entry: 'functions/parcels/put-away-parcel.ts',
    description: 'Back-office : range un colis reçu à un emplacement (il devient stocké), ou le change d’emplacement',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/{parcelId}/put-away', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'put-away-parcels',
    entry: 'functions/parcels/put-away-parcels.ts',
    description: 'Back-office : range plusieurs colis au même emplacement, chacun avec son résultat',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/put-away', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'notify-parcel-owner',
    entry: 'functions/parcels/notify-parcel-owner.ts',
    description: 'Back-office : envoie au client un e-mail au sujet de son colis (colis reçu, rappel de stockage) et l’enregistre',
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/{parcelId}/notifications', access: 'admin' },
    // customers: the owner's address; reservations: one mail per request, even when retried; parcels: a shipment's numbers
    permissions: { eventStore: 'append', readModels: { customers: 'read', reservations: 'write', parcels: 'read' }, mail: 'send' },
  },
  // --- Customer area
  {
    name: 'track-my-parcel',
    entry: 'functions/parcels/track-my-parcel.ts',
    description: "/suivi : un colis du client par son numéro de suivi, avec la chronologie de ses événements (404 s'il n'est pas à lui)",
    trigger: { kind: 'http', method: 'GET', path: '/api/tracking', access: 'customer' },
    // reservations: the customer's own key of the number; eventStore: the parcel's events; files: its thumbnail's link
    permissions: { eventStore: 'read', readModels: { parcels: 'read', reservations: 'read' }, files: 'read' },
  },
  projectionEntry(parcelsProjection, 'functions/parcels/project-parcels.ts'),
  // Each parcel follows its shipment (the shipment's published events)
  reactionEntry(shipmentStepsReaction, 'functions/parcels/apply-shipment-steps.ts', { eventStore: 'append' }),
  // --- Storage
  {
    name: 'accrue-storage-fees',
    entry: 'functions/parcels/accrue-storage-fees.ts',
    description: 'Compte les frais de stockage du jour (et des jours manqués) et envoie les rappels dus',
    // Daily at 00:15, Paris time (EventBridge Scheduler reads the cron in the time zone, DST included).
    // Locally hourly: a second run of the same day changes nothing.
    trigger: { kind: 'schedule', expression: 'cron(15 0 * * ? *)', timeZone: 'Europe/Paris', localExpression: 'rate(1 hour)' },
    // reservations: each reminder mailed once by the notification centre; a parcel a return request holds is not billed
    permissions: { eventStore: 'append', readModels: { parcels: 'read', customers: 'read', reservations: 'write' }, mail: 'send' },
    // Every parcel in storage, 10 at a time: Lambda's longest run. A run cut short is finished by EventBridge's
    // retry or the next day's run (each parcel's days are caught up, a day already done costs one read).
    timeoutSeconds: 900,
  },
];
