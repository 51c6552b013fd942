import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import type { ShipmentEvent } from '../../events/shipment-events';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import type { ShipmentStep } from '../../domain/parcel/shipment-steps';
import { shipmentDecider } from '../../domain/shipment/shipment-commands';
import { executeCommand, loadState } from '../platform/command';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';

const name = 'apply-shipment-steps';

/** The step a shipment event is for its parcels, or null when it changes nothing for them. */
const stepOf = (event: ShipmentEvent, label: { carrier: string; trackingNumber: string } | null): ShipmentStep | null => {
  switch (event.type) {
    case 'ShipmentRequested':
      return { step: 'requested' };
    case 'ShipmentRequestCancelled':
      return { step: 'cancelled' };
    case 'QuoteIssued':
      return { step: 'quoted', quoteNumber: event.data.quoteNumber };
    case 'ShipmentShipped':
      return label && { step: 'shipped', ...label };
    case 'ShipmentDelivered':
      return { step: 'delivered' };
    default:
      return null;
  }
};

const isShipmentEvent = (event: StoredEvent): event is StoredEvent<ShipmentEvent> => event.streamType === 'shipment';

/**
 * Each parcel of a shipment follows it: one command per parcel and shipment event, its id
 * derived from both, so a redelivered (or re-driven) event appends nothing. A failure is thrown for
 * the bus to retry, and the reconciliation re-drives what was never delivered.
 */
export const shipmentStepsReaction: Reaction<'ShipmentRequested' | 'ShipmentRequestCancelled' | 'QuoteIssued' | 'ShipmentShipped' | 'ShipmentDelivered'> = {
  name,
  description: 'Chaque colis suit son expédition : demandé, libéré, prêt à expédier, expédié, livré',
  eventTypes: ['ShipmentRequested', 'ShipmentRequestCancelled', 'QuoteIssued', 'ShipmentShipped', 'ShipmentDelivered'],
  react: async (stored) => {
    if (!isShipmentEvent(stored)) return;
    const { state } = await loadState(shipmentDecider, stored.streamId);
    if (state.status === 'unknown') throw new Error(`expédition ${stored.streamId} introuvable pour ${stored.type}`);
    const step = stepOf(stored, state.label && { carrier: state.label.carrier, trackingNumber: state.label.trackingNumber });
    if (!step) return;
    const { shipmentId } = stored.data;
    const now = new Date();
    for (const parcelId of state.parcelIds) {
      const context = reactionContextOf({ reaction: `${name}:${parcelId}`, cause: stored, now });
      await executeCommand({
        decider: parcelDecider,
        streamType: 'parcel',
        streamId: streamIdOf('parcel', parcelId),
        command: { type: 'ApplyShipmentStep', data: { parcelId, shipmentId, ...step }, metadata: { now, actor: context.actor } },
        context,
      });
    }
  },
};
