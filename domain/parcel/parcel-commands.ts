import type { ParcelDeclared, ParcelEvent, ParcelPhotoAttached, ParcelReceived, ParcelStatus, ParcelStorageStarted } from '../../events/parcel-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import { ConflictError, IllegalStateError, NotFoundError } from '../shared/errors';
import { kilogramsToGrams } from '../shared/units';
import { exactEurosToCents } from '../shared/money';
import { evolveParcel, initialParcelState, parcelNotFoundMessage, type ParcelState } from './parcel';
import type { DeclareParcelInput, ReceiveParcelInput } from './parcel-input';
import type { PlanInForce } from '../subscription/subscription';
import { accrueStorage, startStorage, storageStartedOn, type AccrueStorage, type StartStorage } from './storage-commands';
import { maxPhotosPerParcel, tooManyPhotosMessage } from './parcel-photos';
// Reception
import { recordReception, type RecordReception } from './reception-commands';
// Parcel page
import { correctParcel, notifyParcelOwner, putAway, type CorrectParcel, type NotifyParcelOwner, type PutAwayParcel } from './parcel-page-commands';
// Shipments
import { applyShipmentStep, type ApplyShipmentStep } from './shipment-steps';
// Returns
import { applyReturnStep, type ApplyReturnStep } from './return-steps';
// Subscriptions
import { shortenFreeStorage, type ShortenFreeStorage } from './storage-refund-commands';

export type DeclareParcel = {
  type: 'DeclareParcel';
  data: { parcelId: string; customerId: string; declaration: DeclareParcelInput };
  metadata: CommandMetadata;
};

export type ReceiveParcel = {
  type: 'ReceiveParcel';
  /** `plan`: the customer's plan in force at reception (from their subscription stream), which fixes the parcel's free storage days */
  data: { parcelId: string; measurements: ReceiveParcelInput; plan: PlanInForce };
  metadata: CommandMetadata;
};

/** A photo whose file the server has already checked and stored (original and thumbnail). */
export type AttachParcelPhoto = {
  type: 'AttachParcelPhoto';
  data: ParcelPhotoAttached['data'];
  metadata: CommandMetadata;
};

export type ParcelCommand =
  | DeclareParcel
  | ReceiveParcel
  | StartStorage
  | AccrueStorage
  | AttachParcelPhoto
  // Reception
  | RecordReception
  // Parcel page
  | CorrectParcel
  | PutAwayParcel
  | NotifyParcelOwner
  // Shipments
  | ApplyShipmentStep
  // Returns
  | ApplyReturnStep
  // Subscriptions
  | ShortenFreeStorage;

export { parcelNotFoundMessage };

/** Statuses in which the warehouse can record a parcel's reception (the back office shows its button then). */
export const receivableStatuses: readonly ParcelStatus[] = ['declared', 'pending'];
export const isReceivable = (status: string): boolean => (receivableStatuses as readonly string[]).includes(status);

const declare = ({ data }: DeclareParcel, state: ParcelState): ParcelDeclared[] => {
  if (state.status !== 'unknown') throw new ConflictError('Ce colis a déjà été déclaré.');
  const { declaration } = data;
  return [
    {
      type: 'ParcelDeclared',
      data: {
        parcelId: data.parcelId,
        customerId: data.customerId,
        sender: { name: declaration.senderName, phone: declaration.senderPhone, email: declaration.senderEmail },
        carrier: declaration.carrier,
        trackingNumber: declaration.trackingNumber,
        description: declaration.description,
        category: declaration.category,
        weightGrams: kilogramsToGrams(declaration.weightKg),
        lengthCm: declaration.lengthCm,
        widthCm: declaration.widthCm,
        heightCm: declaration.heightCm,
        declaredValueCents: exactEurosToCents(declaration.declaredValueEuros),
        instructions: declaration.instructions,
      },
    },
  ];
};

const alreadyReceivedMessage = 'Ce colis a déjà été réceptionné.';

const receive = ({ data, metadata }: ReceiveParcel, state: ParcelState): (ParcelReceived | ParcelStorageStarted)[] => {
  const measured = {
    weightGrams: kilogramsToGrams(data.measurements.weightKg),
    lengthCm: data.measurements.lengthCm,
    widthCm: data.measurements.widthCm,
    heightCm: data.measurements.heightCm,
  };
  switch (state.status) {
    case 'unknown':
      throw new NotFoundError(parcelNotFoundMessage);
    case 'declared':
    case 'pending':
      return [{ type: 'ParcelReceived', data: { parcelId: data.parcelId, ...measured } }, storageStartedOn(data.parcelId, data.plan, metadata)];
    case 'received': {
      // The same reception again changes nothing; other measurements mean someone else got there first.
      const same = state.measured !== null && (Object.keys(measured) as (keyof typeof measured)[]).every((key) => state.measured?.[key] === measured[key]);
      if (same) return [];
      throw new IllegalStateError(alreadyReceivedMessage);
    }
    case 'stored':
    case 'ready_to_ship':
    case 'shipped':
    case 'delivered':
    case 'returned':
      throw new IllegalStateError(alreadyReceivedMessage);
    default:
      return assertNever(state);
  }
};

// --- Photos
const attachPhoto = ({ data, metadata }: AttachParcelPhoto, state: ParcelState): ParcelPhotoAttached[] => {
  // A customer asking about someone else's parcel learns nothing more than about a missing one.
  if (state.status === 'unknown' || (metadata.actor.kind === 'customer' && metadata.actor.id !== state.customerId)) {
    throw new NotFoundError(parcelNotFoundMessage);
  }
  if (state.photoUploadIds.includes(data.uploadId)) return [];
  if (state.photoUploadIds.length >= maxPhotosPerParcel) throw new IllegalStateError(tooManyPhotosMessage);
  return [{ type: 'ParcelPhotoAttached', data }];
};

export const decideParcel = (command: ParcelCommand, state: ParcelState): ParcelEvent[] => {
  switch (command.type) {
    case 'DeclareParcel':
      return declare(command, state);
    case 'ReceiveParcel':
      return receive(command, state);
    case 'StartStorage':
      return startStorage(command, state);
    case 'AccrueStorage':
      return accrueStorage(command, state);
    case 'AttachParcelPhoto':
      return attachPhoto(command, state);
    // Reception
    case 'RecordReception':
      return recordReception(command, state);
    // Parcel page
    case 'CorrectParcel':
      return correctParcel(command, state);
    case 'PutAwayParcel':
      return putAway(command, state);
    case 'NotifyParcelOwner':
      return notifyParcelOwner(command, state);
    // Shipments
    case 'ApplyShipmentStep':
      return applyShipmentStep(command, state);
    // Returns
    case 'ApplyReturnStep':
      return applyReturnStep(command, state);
    // Subscriptions
    case 'ShortenFreeStorage':
      return shortenFreeStorage(command, state);
    default:
      return assertNever(command);
  }
};

export const parcelDecider: Decider<ParcelCommand, ParcelEvent, ParcelState> = {
  initialState: initialParcelState,
  decide: decideParcel,
  evolve: evolveParcel,
};
