import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import type { ShipmentEvent } from '../../events/shipment-events';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import type { ShipmentStep } from '../../domain/parcel/shipment-steps';
import { executeCommand } from '../platform/command';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { shipmentForParcels, type ShipmentForParcels } from '../shipments/queries';
import { clock } from '../platform/clock';

const name = 'apply-shipment-steps';

/** The step a shipment event is for its parcels, or null when it changes nothing for them. */
const stepOf = (event: ShipmentEvent, shipment: ShipmentForParcels): ShipmentStep | null => {
  switch (event.type) {
    case 'ShipmentRequested':
      return { step: 'requested' };
    case 'ShipmentRequestCancelled':
      return { step: 'cancelled' };
    // Storage fees stop with the shipment's current quote only: a late delivery of a quote replaced or expired since changes nothing.
    case 'QuoteIssued':
      return shipment.quote?.quoteNumber === event.data.quoteNumber && shipment.quote.status !== 'expired' ? { step: 'quoted', quoteNumber: event.data.quoteNumber } : null;
    // Fees restart, with the days of the quote caught up by the next accrual.
    case 'QuoteExpired':
      return { step: 'quoteExpired', quoteNumber: event.data.quoteNumber };
    case 'ShipmentShipped':
      return shipment.label && { step: 'shipped', ...shipment.label };
    case 'ShipmentDelivered':
      return { step: 'delivered' };
    default:
      return null;
  }
};

const isShipmentEvent = (event: StoredEvent): event is StoredEvent<ShipmentEvent> => event.streamType === 'shipment';

/**
 * The parcels of a shipment follow one of its events: one command per parcel and shipment event, its
 * id derived from both, so a redelivered (or re-driven) event, or a handler that applies it first (as a
 * reissue does for the expiry it follows), appends nothing the second time. The shipment is read
 * through its published face.
 */
export const followShipmentEvent = async (stored: StoredEvent<ShipmentEvent>, now: Date): Promise<void> => {
  const shipment = await shipmentForParcels(stored.data.shipmentId);
  if (!shipment) throw new Error(`expédition ${stored.streamId} introuvable pour ${stored.type}`);
  const step = stepOf(stored, shipment);
  if (!step) return;
  for (const parcelId of shipment.parcelIds) {
    const context = reactionContextOf({ reaction: `${name}:${parcelId}`, cause: stored, now });
    await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId: streamIdOf('parcel', parcelId),
      command: { type: 'ApplyShipmentStep', data: { parcelId, shipmentId: shipment.shipmentId, ...step }, metadata: { now, actor: context.actor } },
      context,
    });
  }
};

type FollowedType = 'ShipmentRequested' | 'ShipmentRequestCancelled' | 'QuoteIssued' | 'QuoteExpired' | 'ShipmentShipped' | 'ShipmentDelivered';

/**
 * Each parcel follows its shipment: the parcels aggregate reacts to the shipment's published events. A
 * failure is thrown for the bus to retry, and the reconciliation re-drives what was never delivered.
 */
export const shipmentStepsReaction: Reaction<FollowedType> = {
  name,
  description: 'Chaque colis suit son expédition : demandé, libéré, prêt à expédier, de retour en stock à l’expiration du devis, expédié, livré',
  eventTypes: ['ShipmentRequested', 'ShipmentRequestCancelled', 'QuoteIssued', 'QuoteExpired', 'ShipmentShipped', 'ShipmentDelivered'],
  react: async (stored) => {
    if (isShipmentEvent(stored)) await followShipmentEvent(stored, clock.now());
  },
};
