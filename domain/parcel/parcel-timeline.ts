import * as z from 'zod';
import type { ParcelEvent } from '../../events/parcel-events';
import { assertNever } from '../shared/decider';
import { parcelStatusLabel } from './parcel-labels';
import { customerParcelViewSchema } from './parcel-views';

/**
 * What a customer reads on /suivi: the parcel's own events, in order, each as one French line
 * (DECISIONS, "Tracking": from the parcel's own event history). The daily storage fees are one
 * line each day in the stream; the timeline leaves them out and the parcel's view carries their sum.
 */
export const timelineEntrySchema = z.object({ type: z.string(), label: z.string(), at: z.string() });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const trackingViewSchema = z.object({ parcel: customerParcelViewSchema, timeline: z.array(timelineEntrySchema) });
export type TrackingView = z.infer<typeof trackingViewSchema>;

/** The query of /suivi: the number as the customer typed it (trimmed), French messages. */
export const trackingQuerySchema = z.strictObject({
  trackingNumber: z
    .string({ error: 'Veuillez saisir un numéro de suivi' })
    .trim()
    .min(1, 'Veuillez saisir un numéro de suivi')
    .max(50, 'Le numéro de suivi ne peut dépasser 50 caractères'),
});

/** The line of one event, or null for an event the customer does not follow line by line. */
export const timelineLabelOf = (event: ParcelEvent): string | null => {
  switch (event.type) {
    case 'ParcelDeclared':
      return 'Colis déclaré';
    case 'ParcelRegisteredAtReception':
      return 'Colis enregistré à son arrivée à l’entrepôt';
    case 'ParcelReceived':
      return 'Reçu à l’entrepôt';
    case 'ParcelStorageStarted':
      return `Stockage commencé (${event.data.freeDays} jours gratuits)`;
    case 'ParcelFreeStorageShortened':
      return `Stockage gratuit ramené à ${event.data.freeDays} jours : abonnement Premium remboursé`;
    case 'StorageFeeAccrued':
      return null;
    case 'StorageReminderSent':
      return event.data.kind === 'free_period_ending' ? 'Rappel : fin du stockage gratuit proche' : 'Rappel : frais de stockage en cours';
    case 'ParcelStatusCorrected':
      return `Statut mis à jour : ${parcelStatusLabel(event.data.to)}`;
    case 'ParcelPhotoAttached':
      return 'Photo ajoutée';
    // Parcel page: the customer follows the parcel, not the warehouse's bookkeeping (the
    // corrected values show in the parcel itself, a move between shelves changes nothing for them).
    case 'ParcelPutAway':
      return event.data.previousLocation === null ? 'Rangé en stock' : null;
    case 'ParcelDetailsCorrected':
    case 'ParcelNotificationSent':
      return null;
    // Shipments
    case 'ParcelShipmentRequested':
      return 'Expédition demandée';
    case 'ParcelShipmentReleased':
      return 'Demande d’expédition annulée';
    case 'ParcelReadyToShip':
      return `Prêt à expédier (devis ${event.data.quoteNumber})`;
    case 'ParcelQuoteExpired':
      return `Devis ${event.data.quoteNumber} expiré : colis de retour en stock`;
    case 'ParcelShipped':
      return `Expédié avec ${event.data.carrier} (n° ${event.data.trackingNumber})`;
    case 'ParcelDelivered':
      return 'Livré';
    // Returns
    case 'ParcelReturnStarted':
      return 'Retour en métropole demandé';
    case 'ParcelReturnReleased':
      return 'Retour abandonné ou refusé : colis de nouveau en stock';
    case 'ParcelReturned':
      return 'Retourné au marchand';
    default:
      return assertNever(event);
  }
};

export const timelineOf = (events: readonly (ParcelEvent & { occurredAt: string })[]): TimelineEntry[] =>
  events.flatMap((event) => {
    const label = timelineLabelOf(event);
    return label === null ? [] : [{ type: event.type, label, at: event.occurredAt }];
  });
