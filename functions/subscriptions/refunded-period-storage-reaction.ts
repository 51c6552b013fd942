import { streamIdOf } from '../../events/envelope';
import type { SubscriptionPeriodRefunded } from '../../events/subscription-events';
import { evolveSubscription, initialSubscriptionState } from '../../domain/subscription/subscription';
import { parcelsAtWarehouseOf } from '../parcels/queries';
import { loadState } from '../platform/command';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { clock } from '../platform/clock';

const name = 'shorten-refunded-storage';

/**
 * A Premium period refunded in full while it ran ended at the refund (DECISIONS, "Refunds": storage from
 * that instant uses the free plan): each parcel received during that period and still at the warehouse
 * takes the free plan's terms from the refund's instant. Parcels received in an earlier period, paid and
 * kept, keep theirs; a period already over when refunded changed no plan in force. One command per parcel
 * and refund, its id derived from both: a redelivery appends nothing.
 */
export const refundedPeriodStorageReaction: Reaction<'SubscriptionPeriodRefunded'> = {
  name,
  description: 'Les colis reçus pendant une période Premium remboursée en totalité passent aux conditions de stockage de l’offre Découverte à l’instant du remboursement',
  eventTypes: ['SubscriptionPeriodRefunded'],
  react: async (stored) => {
    const { data }: SubscriptionPeriodRefunded = stored;
    if (!data.subscriptionEnded) return;
    const { state } = await loadState({ initialState: initialSubscriptionState, evolve: evolveSubscription }, streamIdOf('subscription', data.customerId));
    const period = state.periods.find((candidate) => candidate.paymentId === data.paymentId);
    if (!period) throw new Error(`période payée par ${data.paymentId} introuvable pour ${stored.streamId}`);
    // Stripe dates a refund to the second: a parcel received within that second was received before it.
    const [from, to] = [Date.parse(period.start), Date.parse(data.refundedAt) + 1000];
    const now = clock.now();
    // Loaded when used: the parcels' commands bring the storage job, whose logger reads the configuration at load.
    const { shortenFreeStorage } = await import('../parcels/commands');
    for (const parcel of await parcelsAtWarehouseOf(data.customerId)) {
      const receivedAt = Date.parse(parcel.receivedAt);
      if (receivedAt < from || receivedAt >= to) continue;
      const context = reactionContextOf({ reaction: `${name}:${parcel.parcelId}`, cause: stored, now });
      await shortenFreeStorage(parcel.parcelId, { paymentId: data.paymentId, refundedAt: data.refundedAt }, context);
    }
  },
};
