import type {
  CorrectableDetails,
  ParcelStatus,
  ParcelDetailsCorrected,
  ParcelNotificationSent,
  ParcelNotificationTemplate,
  ParcelPutAway,
  ParcelStatusCorrected,
} from '../../events/parcel-events';
import type { CommandMetadata } from '../shared/decider';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { kilogramsToGrams } from '../shared/units';
import { exactEurosToCents } from '../shared/money';
import { parcelNotFoundMessage, type ParcelState } from './parcel';
import { correctionMessages, type CorrectParcelInput } from './correction-input';
import { parcelStatusLabel } from './parcel-labels';
import { isInStorage } from './storage-commands';

/** Staff correct a parcel's details or status with a reason (DECISIONS, "Parcels": a correction is an event). */
export type CorrectParcel = {
  type: 'CorrectParcel';
  data: { parcelId: string; correction: CorrectParcelInput };
  metadata: CommandMetadata;
};

/** Staff shelve a received parcel, or move a stored one (DECISIONS: stored once its shelf is recorded). */
export type PutAwayParcel = {
  type: 'PutAwayParcel';
  /** `location` as `storageLocationSchema` writes it */
  data: { parcelId: string; location: string };
  metadata: CommandMetadata;
};

/** Staff e-mail the owner about the parcel from its page; recorded once the mail has gone. */
export type NotifyParcelOwner = {
  type: 'NotifyParcelOwner';
  data: { parcelId: string; template: ParcelNotificationTemplate };
  metadata: CommandMetadata;
};

type Known = Exclude<ParcelState, { status: 'unknown' }>;
const known = (state: ParcelState): Known => {
  if (state.status === 'unknown') throw new NotFoundError(parcelNotFoundMessage);
  return state;
};

const correctableKeys = [
  'carrier',
  'category',
  'description',
  'declaredValueCents',
  'instructions',
  'weightGrams',
  'lengthCm',
  'widthCm',
  'heightCm',
] as const satisfies readonly (keyof CorrectableDetails)[];

/** What the parcel's details are now, in the shape of a correction (measures only once received). */
const currentDetails = (state: Known): Partial<CorrectableDetails> => ({ ...state.details, ...state.measured });

const requestedDetails = (correction: CorrectParcelInput, state: Known): Partial<CorrectableDetails> => {
  const measures = { weightKg: correction.weightKg, lengthCm: correction.lengthCm, widthCm: correction.widthCm, heightCm: correction.heightCm };
  const anyMeasure = Object.values(measures).some((value) => value !== null && value !== undefined);
  if (anyMeasure && state.measured === null) throw new IllegalStateError(correctionMessages.notMeasuredYet);
  const measured = state.measured && {
    weightGrams: correction.weightKg == null ? state.measured.weightGrams : kilogramsToGrams(correction.weightKg),
    lengthCm: correction.lengthCm ?? state.measured.lengthCm,
    widthCm: correction.widthCm ?? state.measured.widthCm,
    heightCm: correction.heightCm ?? state.measured.heightCm,
  };
  return {
    carrier: correction.carrier,
    category: correction.category,
    description: correction.description,
    declaredValueCents: exactEurosToCents(correction.declaredValueEuros),
    instructions: correction.instructions,
    ...measured,
  };
};

const pick = (details: Partial<CorrectableDetails>, keys: readonly (keyof CorrectableDetails)[]): Partial<CorrectableDetails> =>
  Object.fromEntries(keys.map((key) => [key, details[key]]));

/** The statuses only a parcel's shipment sets (DECISIONS, "Money, proven"): no parcel leaves unpaid by a correction. */
export const shipmentControlledStatuses: readonly ParcelStatus[] = ['ready_to_ship', 'shipped', 'delivered'];

export const shipmentControlledStatusMessage = (from: ParcelStatus, to: ParcelStatus): string =>
  shipmentControlledStatuses.includes(from)
    ? `Ce colis est « ${parcelStatusLabel(from)} » : seule son expédition peut changer ce statut, pas une correction.`
    : `Seule l’expédition du colis peut le passer au statut « ${parcelStatusLabel(to)} », pas une correction.`;

/** Only what differs is recorded, with its value before; the same form sent again records nothing. */
export const correctParcel = ({ data }: CorrectParcel, state: ParcelState): (ParcelDetailsCorrected | ParcelStatusCorrected)[] => {
  const parcel = known(state);
  const { correction, parcelId } = data;
  const statusChanges = correction.status !== parcel.status;
  if (statusChanges && (shipmentControlledStatuses.includes(parcel.status) || shipmentControlledStatuses.includes(correction.status))) {
    const message = shipmentControlledStatusMessage(parcel.status, correction.status);
    throw new ValidationError(message, { status: message });
  }
  const before = currentDetails(parcel);
  const after = requestedDetails(correction, parcel);
  const changed = correctableKeys.filter((key) => after[key] !== undefined && after[key] !== before[key]);
  const events: (ParcelDetailsCorrected | ParcelStatusCorrected)[] = [];
  if (changed.length > 0) {
    events.push({ type: 'ParcelDetailsCorrected', data: { parcelId, before: pick(before, changed), after: pick(after, changed), reason: correction.reason } });
  }
  if (statusChanges) {
    events.push({ type: 'ParcelStatusCorrected', data: { parcelId, from: parcel.status, to: correction.status, reason: correction.reason } });
  }
  return events;
};

export const putAwayRefusedMessage = (status: string): string =>
  `Seul un colis reçu ou déjà stocké peut être rangé (statut actuel : ${parcelStatusLabel(status)}).`;

export const putAway = ({ data }: PutAwayParcel, state: ParcelState): ParcelPutAway[] => {
  const parcel = known(state);
  if (!isInStorage(parcel.status)) throw new IllegalStateError(putAwayRefusedMessage(parcel.status));
  // Already on that shelf: a scan repeated, or a retried request.
  if (parcel.status === 'stored' && parcel.location === data.location) return [];
  return [{ type: 'ParcelPutAway', data: { parcelId: data.parcelId, location: data.location, previousLocation: parcel.location } }];
};

export const notificationRefusedMessages = {
  package_received: 'Ce colis n’a pas encore été réceptionné : le client ne peut pas en être averti.',
  storage_reminder: 'Ce colis n’est pas en stockage : aucun rappel de stockage à envoyer.',
  quote_ready: 'Aucun devis en attente de paiement pour ce colis.',
  package_shipped: 'Ce colis n’est pas encore expédié.',
} as const satisfies Record<ParcelNotificationTemplate, string>;

/** What a notification needs to know of a parcel: the decider's state and the back office's view both say it. */
export type NotificationFacts = { status: string; received: boolean; hasStorageTerms: boolean; shipmentId: string | null };

/** Whether the template says something true of the parcel now (the notify menu greys the others out). */
export const notificationApplies = (template: ParcelNotificationTemplate, parcel: NotificationFacts): boolean => {
  switch (template) {
    case 'package_received':
      return parcel.received;
    case 'storage_reminder':
      return isInStorage(parcel.status) && parcel.hasStorageTerms;
    // the quote of its shipment (the handler checks it still waits for payment), its departure
    case 'quote_ready':
      return parcel.status === 'ready_to_ship' && parcel.shipmentId !== null;
    case 'package_shipped':
      return parcel.status === 'shipped' && parcel.shipmentId !== null;
  }
};

export const notifyParcelOwner = ({ data }: NotifyParcelOwner, state: ParcelState): ParcelNotificationSent[] => {
  const parcel = known(state);
  const facts = { status: parcel.status, received: parcel.measured !== null, hasStorageTerms: parcel.storage !== null, shipmentId: parcel.shipmentId };
  if (!notificationApplies(data.template, facts)) throw new IllegalStateError(notificationRefusedMessages[data.template]);
  return [{ type: 'ParcelNotificationSent', data: { parcelId: data.parcelId, template: data.template } }];
};
