import type { EventBridgeEvent } from 'aws-lambda';
import { parseStoredEvent, type StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import type { ShipmentEvent } from '../../events/shipment-events';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import type { ShipmentStep } from '../../domain/parcel/shipment-steps';
import { shipmentDecider } from '../../domain/shipment/shipment-commands';
import type { ShipmentState } from '../../domain/shipment/shipment';
import { executeCommand, loadState } from '../platform/command';
import { reactionContextOf } from '../platform/reaction-context';

const reaction = 'apply-shipment-steps';

type KnownShipment = Exclude<ShipmentState, { status: 'unknown' }>;

/** The step a shipment event is for its parcels, or null when it changes nothing for them. */
const stepOf = (event: ShipmentEvent, shipment: KnownShipment): ShipmentStep | null => {
  const label = shipment.label && { carrier: shipment.label.carrier, trackingNumber: shipment.label.trackingNumber };
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
      return label && { step: 'shipped', ...label };
    case 'ShipmentDelivered':
      return { step: 'delivered' };
    default:
      return null;
  }
};

const isShipmentEvent = (event: StoredEvent): event is StoredEvent<ShipmentEvent> => event.streamType === 'shipment';

/**
 * Each parcel of a shipment follows one of its events: one command per parcel and shipment event, its
 * id derived from both, so a redelivered event (or a handler that applies it first, as a reissue does
 * for the expiry it follows) appends nothing the second time.
 */
export const applyShipmentEventToParcels = async (stored: StoredEvent<ShipmentEvent>, shipment: KnownShipment, now: Date): Promise<void> => {
  const step = stepOf(stored, shipment);
  if (!step) return;
  const { shipmentId } = stored.data;
  for (const parcelId of shipment.parcelIds) {
    const context = reactionContextOf({ reaction: `${reaction}:${parcelId}`, cause: stored, now });
    await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId: streamIdOf('parcel', parcelId),
      command: { type: 'ApplyShipmentStep', data: { parcelId, shipmentId, ...step }, metadata: { now, actor: context.actor } },
      context,
    });
  }
};

/** The reaction: a failure is thrown for the bus to retry. */
export const handler = async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<void> => {
  const stored = parseStoredEvent(event.detail);
  if (!isShipmentEvent(stored)) return;
  const { state } = await loadState(shipmentDecider, stored.streamId);
  if (state.status === 'unknown') throw new Error(`expédition ${stored.streamId} introuvable pour ${stored.type}`);
  await applyShipmentEventToParcels(stored, state, new Date());
};
