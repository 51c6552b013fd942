import type { StoredEvent } from '../../events/catalog';
import type { ReturnEvent } from '../../events/return-events';
import type { ReturnStep } from '../../domain/parcel/return-steps';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { release } from '../platform/reservations';
import { loadReturn, returnParcelKey } from './return-command';

const name = 'parcel-follows-return';

type FollowedType = 'ReturnRequested' | 'ReturnRefused' | 'ReturnClosed' | 'ReturnCheckoutAbandoned';

const stepOf = (type: FollowedType): ReturnStep | null => {
  switch (type) {
    case 'ReturnRequested':
      return { step: 'started' };
    case 'ReturnRefused':
      return { step: 'released' };
    case 'ReturnClosed':
      return { step: 'returned' };
    case 'ReturnCheckoutAbandoned':
      return null;
  }
};

/**
 * The parcel follows its return request through the parcels' published commands: out of storage when
 * the request counts (its fees stop), back in storage when it is refused, `returned` when it is closed.
 * A request that ends (abandoned, refused) gives the parcel back to other returns.
 */
export const parcelFollowsReturnReaction: Reaction<FollowedType> = {
  name,
  description: 'Le colis suit sa demande de retour : sorti du stock, de nouveau en stock après un refus, retourné à la clôture',
  eventTypes: ['ReturnRequested', 'ReturnRefused', 'ReturnClosed', 'ReturnCheckoutAbandoned'],
  react: async (stored) => {
    const event = stored as StoredEvent<ReturnEvent> & { type: FollowedType };
    const { state } = await loadReturn(event.data.returnId);
    if (state.status === 'unknown') throw new Error(`demande de retour ${event.streamId} introuvable pour ${event.type}`);
    const step = stepOf(event.type);
    if (step) {
      // Loaded on first use: the catalog that lists this reaction is read before the configuration is set,
      // and the parcels' commands bring their jobs' modules (which log from their first line).
      const { applyReturnStep } = await import('../parcels/commands');
      await applyReturnStep(state.parcelId, state.returnId, step, reactionContextOf({ reaction: name, cause: event, now: new Date() }));
    }
    if (event.type === 'ReturnRefused' || event.type === 'ReturnCheckoutAbandoned') await release(returnParcelKey(state.parcelId), state.returnId);
  },
};
