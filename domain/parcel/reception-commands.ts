import type { ParcelReceived, ParcelRegisteredAtReception, ParcelStorageStarted } from '../../events/parcel-events';
import type { PlanInForce } from '../subscription/subscription';
import type { CommandMetadata } from '../shared/decider';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import { kilogramsToGrams } from '../shared/units';
import { exactEurosToCents } from '../shared/money';
import type { ParcelState } from './parcel';
import type { RecordReceptionInput } from './reception-input';
import { storageStartedOn } from './storage-commands';

/**
 * Staff record a parcel arriving for a customer (spec 3, section 2.5). The handler points it at the
 * parcel that customer declared with this tracking number, or at a new stream when there is none.
 * `plan`: the customer's plan in force now (from their subscription stream), which fixes the free storage days.
 */
export type RecordReception = {
  type: 'RecordReception';
  data: { parcelId: string; reception: RecordReceptionInput; plan: PlanInForce };
  metadata: CommandMetadata;
};

export const receptionNotForThisClientMessage = 'Ce numéro de suivi appartient au colis d’un autre client.';
const alreadyReceivedMessage = 'Ce colis a déjà été réceptionné.';

export const recordReception = (
  { data, metadata }: RecordReception,
  state: ParcelState,
): (ParcelRegisteredAtReception | ParcelReceived | ParcelStorageStarted)[] => {
  const { reception, parcelId } = data;
  const received: ParcelReceived = {
    type: 'ParcelReceived',
    data: { parcelId, weightGrams: kilogramsToGrams(reception.weightKg), lengthCm: reception.lengthCm, widthCm: reception.widthCm, heightCm: reception.heightCm },
  };
  const storage = storageStartedOn(parcelId, data.plan, metadata);
  if (state.status === 'unknown') {
    const registered: ParcelRegisteredAtReception = {
      type: 'ParcelRegisteredAtReception',
      data: {
        parcelId,
        customerId: reception.customerId,
        carrier: reception.carrier,
        trackingNumber: reception.trackingNumber,
        description: reception.description,
        destination: reception.destination,
        declaredValueCents: exactEurosToCents(reception.declaredValueEuros),
        instructions: reception.instructions,
      },
    };
    return [registered, received, storage];
  }
  if (state.customerId !== reception.customerId) throw new NotFoundError(receptionNotForThisClientMessage);
  switch (state.status) {
    case 'declared':
    case 'pending':
      return [received, storage];
    case 'received': {
      // The same reception again (a retried request) changes nothing.
      const measured = state.measured;
      const same =
        measured !== null &&
        measured.weightGrams === received.data.weightGrams &&
        measured.lengthCm === received.data.lengthCm &&
        measured.widthCm === received.data.widthCm &&
        measured.heightCm === received.data.heightCm;
      if (same) return [];
      throw new IllegalStateError(alreadyReceivedMessage);
    }
    default:
      throw new IllegalStateError(alreadyReceivedMessage);
  }
};
