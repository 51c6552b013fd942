import type { StoredEvent } from '../../events/catalog';
import type { ReturnEvent } from '../../events/return-events';
import type { ReturnStep } from '../../domain/parcel/return-steps';
import type { ReturnStatus } from '../../domain/return/return-request';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { release } from '../platform/reservations';
import { loadReturn } from './return-command';
import { returnParcelKey } from './queries';
import { clock } from '../platform/clock';

const name = 'parcel-follows-return';

type FollowedType = 'ReturnRequestOpened' | 'ReturnRequested' | 'ReturnRefused' | 'ReturnClosed' | 'ReturnCheckoutAbandoned';

/**
 * The steps that bring the parcel to where its request now stands, whatever event this is: deliveries
 * may come in any order, and each step repeated changes nothing, so the parcel converges on the request.
 */
const stepsFor = (status: ReturnStatus): ReturnStep[] => {
  switch (status) {
    case 'awaiting_payment':
    case 'requested':
    case 'received_at_return_warehouse':
    case 'sent_to_merchant':
      return [{ step: 'started' }];
    case 'closed':
      return [{ step: 'started' }, { step: 'returned' }];
    case 'abandoned':
    case 'refused':
      return [{ step: 'released' }];
  }
};

/**
 * The parcel follows its return request through the parcels' published commands: out of storage from
 * the request on (its fees stop; a shipment cannot take it), back in storage when the request is refused
 * or its checkout abandoned, `returned` when it is closed. A request that ends gives the parcel back.
 */
export const parcelFollowsReturnReaction: Reaction<FollowedType> = {
  name,
  description: 'Le colis suit sa demande de retour : sorti du stock, de nouveau en stock après un refus, retourné à la clôture',
  eventTypes: ['ReturnRequestOpened', 'ReturnRequested', 'ReturnRefused', 'ReturnClosed', 'ReturnCheckoutAbandoned'],
  react: async (stored) => {
    const event = stored as StoredEvent<ReturnEvent> & { type: FollowedType };
    const { state } = await loadReturn(event.data.returnId);
    if (state.status === 'unknown') throw new Error(`demande de retour ${event.streamId} introuvable pour ${event.type}`);
    // Loaded on first use: the catalog that lists this reaction is read before the configuration is set,
    // and the parcels' commands bring their jobs' modules (which log from their first line).
    const { applyReturnStep } = await import('../parcels/commands');
    for (const step of stepsFor(state.status)) {
      await applyReturnStep(state.parcelId, state.returnId, step, reactionContextOf({ reaction: `${name}:${step.step}`, cause: event, now: clock.now() }));
    }
    if (state.status === 'refused' || state.status === 'abandoned') await release(returnParcelKey(state.parcelId), state.returnId);
  },
};
