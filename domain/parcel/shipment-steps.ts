import type { ParcelDelivered, ParcelQuoteExpired, ParcelReadyToShip, ParcelShipmentReleased, ParcelShipmentRequested, ParcelShipped } from '../../events/parcel-events';
import type { CommandMetadata } from '../shared/decider';
import { NotFoundError } from '../shared/errors';
import { parcelNotFoundMessage, type ParcelState } from './parcel';

/**
 * What a shipment's events do to each of its parcels. Sent by the shipment reaction, once
 * per parcel and shipment event (at least once: each step repeated changes nothing).
 */
export type ShipmentStep =
  | { step: 'requested' }
  | { step: 'cancelled' }
  | { step: 'quoted'; quoteNumber: string }
  | { step: 'quoteExpired'; quoteNumber: string }
  | { step: 'shipped'; carrier: string; trackingNumber: string }
  | { step: 'delivered' };

export type ApplyShipmentStep = {
  type: 'ApplyShipmentStep';
  data: { parcelId: string; shipmentId: string } & ShipmentStep;
  metadata: CommandMetadata;
};

type ShipmentStepEvent = ParcelShipmentRequested | ParcelShipmentReleased | ParcelReadyToShip | ParcelQuoteExpired | ParcelShipped | ParcelDelivered;

export const applyShipmentStep = ({ data }: ApplyShipmentStep, state: ParcelState): ShipmentStepEvent[] => {
  if (state.status === 'unknown') throw new NotFoundError(parcelNotFoundMessage);
  const { parcelId, shipmentId } = data;
  const ours = state.shipmentId === shipmentId;
  switch (data.step) {
    case 'requested':
      // Which request holds the parcel is decided when the request is made (a conditional put): here the
      // parcel follows, even before the release of a cancelled request it was in reaches its stream.
      return ours ? [] : [{ type: 'ParcelShipmentRequested', data: { parcelId, shipmentId } }];
    case 'cancelled':
      return ours && (state.status === 'stored' || state.status === 'ready_to_ship') ? [{ type: 'ParcelShipmentReleased', data: { parcelId, shipmentId } }] : [];
    case 'quoted':
      // Storage fees stop with the quote. The same quote again (a redelivery, or after it expired) changes nothing.
      if (state.quoteNumber === data.quoteNumber || (state.status !== 'stored' && state.status !== 'ready_to_ship')) return [];
      return [{ type: 'ParcelReadyToShip', data: { parcelId, shipmentId, quoteNumber: data.quoteNumber } }];
    case 'quoteExpired':
      // Only the quote that stopped the fees restarts them: a late expiry of a replaced quote changes nothing.
      return state.status === 'ready_to_ship' && state.quoteNumber === data.quoteNumber && ours
        ? [{ type: 'ParcelQuoteExpired', data: { parcelId, shipmentId, quoteNumber: data.quoteNumber } }]
        : [];
    case 'shipped':
      return state.status === 'shipped' || state.status === 'delivered'
        ? []
        : [{ type: 'ParcelShipped', data: { parcelId, shipmentId, carrier: data.carrier, trackingNumber: data.trackingNumber } }];
    case 'delivered':
      return state.status === 'delivered' ? [] : [{ type: 'ParcelDelivered', data: { parcelId, shipmentId } }];
  }
};
