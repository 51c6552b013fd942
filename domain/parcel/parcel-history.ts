import * as z from 'zod';
import type { CorrectableDetails, ParcelEvent, ParcelFreeStorageShortened, ParcelNotificationTemplate } from '../../events/parcel-events';
import { plans } from '../pricing/plans';
import { assertNever } from '../shared/decider';
import { formatCentimetres, formatDay, formatEuros, formatKilograms } from '../shared/french-format';
import { parcelCategoryLabels, parcelStatusLabel } from './parcel-labels';
import { storageDayOf } from './storage';

/**
 * The back office's history tab of a parcel: every event of its stream, in order, as
 * staff read it: what happened, the values it changed, who did it, when, and why when one was given.
 */
export const parcelHistoryEntrySchema = z.object({
  version: z.number().int(),
  type: z.string(),
  label: z.string(),
  /** one line per value the event set or changed ("Poids mesuré : 1,3 kg → 1,45 kg") */
  details: z.array(z.string()),
  reason: z.string().nullable(),
  at: z.string(),
  by: z.object({
    kind: z.string(),
    id: z.string(),
    /** the person's name and e-mail when the actor is someone with an account */
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type ParcelHistoryEntry = z.infer<typeof parcelHistoryEntrySchema>;
export const parcelHistorySchema = z.object({ entries: z.array(parcelHistoryEntrySchema) });
export type ParcelHistory = z.infer<typeof parcelHistorySchema>;

export const notificationTemplateLabels: Record<ParcelNotificationTemplate, string> = {
  package_received: 'Colis reçu',
  storage_reminder: 'Rappel de stockage',
  quote_ready: 'Devis prêt',
  package_shipped: 'Colis expédié',
};

const detailLabels: Record<keyof CorrectableDetails, string> = {
  carrier: 'Transporteur',
  category: 'Catégorie',
  description: 'Description',
  declaredValueCents: 'Valeur déclarée',
  instructions: 'Instructions',
  weightGrams: 'Poids mesuré',
  lengthCm: 'Longueur mesurée',
  widthCm: 'Largeur mesurée',
  heightCm: 'Hauteur mesurée',
};

/** Why free storage was cut short, as the history tells it. */
const shortenedStorageReasons: Record<ParcelFreeStorageShortened['data']['reason'], string> = {
  subscription_period_refunded: 'Période Premium remboursée en totalité',
};

const shown = (text: string): string => (text.trim() === '' ? '(vide)' : `« ${text} »`);

const detailValue = <Key extends keyof CorrectableDetails>(key: Key, value: CorrectableDetails[Key]): string => {
  switch (key) {
    case 'declaredValueCents':
      return formatEuros(Number(value));
    case 'weightGrams':
      return formatKilograms(Number(value));
    case 'lengthCm':
    case 'widthCm':
    case 'heightCm':
      return formatCentimetres(Number(value));
    case 'category':
      return (parcelCategoryLabels as Record<string, string>)[String(value)] ?? String(value);
    case 'description':
    case 'instructions':
      return shown(String(value));
    default:
      return String(value);
  }
};

const correctedLines = (before: Partial<CorrectableDetails>, after: Partial<CorrectableDetails>): string[] =>
  (Object.keys(detailLabels) as (keyof CorrectableDetails)[]).flatMap((key) => {
    const from = before[key];
    const to = after[key];
    if (to === undefined) return [];
    return [`${detailLabels[key]} : ${from === undefined ? '—' : detailValue(key, from)} → ${detailValue(key, to)}`];
  });

const measures = (data: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number }): string =>
  `${formatKilograms(data.weightGrams)}, ${formatCentimetres(data.lengthCm)} × ${formatCentimetres(data.widthCm)} × ${formatCentimetres(data.heightCm)}`;

type HistoryLine = Pick<ParcelHistoryEntry, 'label' | 'details' | 'reason'>;

/** What one event says in the history tab. */
export const historyLineOf = (event: ParcelEvent): HistoryLine => {
  const line = (label: string, details: string[] = [], reason: string | null = null): HistoryLine => ({ label, details, reason });
  switch (event.type) {
    case 'ParcelDeclared':
      return line('Colis déclaré par le client', [
        `Expéditeur : ${event.data.sender.name}`,
        `Transporteur : ${event.data.carrier}, n° ${event.data.trackingNumber}`,
        `Valeur déclarée : ${formatEuros(event.data.declaredValueCents)}`,
      ]);
    case 'ParcelRegisteredAtReception':
      return line('Colis enregistré à son arrivée (non déclaré par le client)', [
        `Transporteur : ${event.data.carrier}, n° ${event.data.trackingNumber}`,
        `Valeur déclarée : ${formatEuros(event.data.declaredValueCents)}`,
      ]);
    case 'ParcelReceived':
      return line('Reçu à l’entrepôt', [`Mesures : ${measures(event.data)}`]);
    case 'ParcelStorageStarted':
      return line('Stockage commencé', [`Jour de réception : ${formatDay(event.data.receivedDay)}`, `${event.data.freeDays} jours gratuits (offre ${plans[event.data.plan].label})`]);
    case 'ParcelFreeStorageShortened':
      return line(
        'Stockage gratuit raccourci',
        [
          `${event.data.freeDays} jours gratuits au lieu de ${event.data.previousFreeDays} (offre ${plans[event.data.plan].label} depuis le ${formatDay(storageDayOf(new Date(event.data.effectiveAt)))})`,
          `Paiement remboursé : ${event.data.paymentId}`,
        ],
        shortenedStorageReasons[event.data.reason],
      );
    case 'StorageFeeAccrued':
      return event.data.days === 1
        ? line('Frais de stockage du jour', [`${formatDay(event.data.from)} : ${formatEuros(event.data.amountCents)}`])
        : line('Frais de stockage', [`Du ${formatDay(event.data.from)} au ${formatDay(event.data.to)} (${event.data.days} jours) : ${formatEuros(event.data.amountCents)}`]);
    case 'StorageReminderSent':
      return line(
        event.data.kind === 'free_period_ending' ? 'Rappel envoyé : fin du stockage gratuit proche' : 'Rappel envoyé : frais de stockage en cours',
        [`Jours gratuits restants : ${event.data.freeDaysLeft}`, `Frais à ce jour : ${formatEuros(event.data.feesAccruedCents)}`],
      );
    case 'ParcelStatusCorrected':
      return line('Statut corrigé', [`Statut : ${parcelStatusLabel(event.data.from)} → ${parcelStatusLabel(event.data.to)}`], event.data.reason);
    case 'ParcelPhotoAttached':
      return line('Photo ajoutée', event.data.description === '' ? [] : [`Description : ${shown(event.data.description)}`]);
    case 'ParcelDetailsCorrected':
      return line('Informations corrigées', correctedLines(event.data.before, event.data.after), event.data.reason);
    case 'ParcelPutAway':
      return event.data.previousLocation === null
        ? line('Rangé en stock', [`Emplacement : ${event.data.location}`])
        : line('Changé d’emplacement', [`Emplacement : ${event.data.previousLocation} → ${event.data.location}`]);
    case 'ParcelNotificationSent':
      return line(`E-mail envoyé au client : ${notificationTemplateLabels[event.data.template]}`);
    // Shipments
    case 'ParcelShipmentRequested':
      return line('Expédition demandée par le client', [`Expédition : ${event.data.shipmentId}`]);
    case 'ParcelShipmentReleased':
      return line('Demande d’expédition annulée', [`Expédition : ${event.data.shipmentId}`]);
    case 'ParcelReadyToShip':
      return line('Prêt à expédier', [`Devis : ${event.data.quoteNumber}`, `Expédition : ${event.data.shipmentId}`]);
    case 'ParcelQuoteExpired':
      return line('Devis expiré : retour en stock, frais de stockage repris', [`Devis : ${event.data.quoteNumber}`, `Expédition : ${event.data.shipmentId}`]);
    case 'ParcelShipped':
      return line('Expédié', [`Transporteur : ${event.data.carrier}, n° ${event.data.trackingNumber}`]);
    case 'ParcelDelivered':
      return line('Livré', [`Expédition : ${event.data.shipmentId}`]);
    // Returns
    case 'ParcelReturnStarted':
      return line('Retour en métropole commencé : sorti du stock, frais de stockage arrêtés', [`Retour : ${event.data.returnId}`]);
    case 'ParcelReturnReleased':
      return line('Retour abandonné ou refusé : de retour en stock', [`Retour : ${event.data.returnId}`, `Stockage facturé à nouveau après le ${formatDay(event.data.resumedAfter)}`]);
    case 'ParcelReturned':
      return line('Retourné au marchand', [`Retour : ${event.data.returnId}`]);
    default:
      return assertNever(event);
  }
};
