import { shipmentDecider } from '../../domain/shipment/shipment-commands';
import { customerCard } from '../customers/queries';
import { notify } from '../notifications/commands';
import { parcelCards } from '../parcels/queries';
import { loadState } from '../platform/command';
import { createLogger } from '../platform/logger';
import type { Reaction } from '../platform/reaction';

const name = 'send-shipment-mails';
// Made when it logs: the catalog imports this module before a runtime has set the configuration the logger reads.
const logger = () => createLogger({ handler: name });

/**
 * quote_ready when a quote is issued, package_shipped when the box leaves, package_delivered when the
 * carrier delivers it: each through the notification centre, once per event (a redelivery, by the bus
 * or by the reconciliation, finds it sent; a mail that could not go is thrown to be tried again).
 */
export const shipmentMailsReaction: Reaction<'QuoteIssued' | 'ShipmentShipped' | 'ShipmentDelivered'> = {
  name,
  description: 'E-mails au client : devis prêt, colis expédié, colis livré (une fois par événement)',
  eventTypes: ['QuoteIssued', 'ShipmentShipped', 'ShipmentDelivered'],
  react: async (stored) => {
    const { state } = await loadState(shipmentDecider, stored.streamId);
    if (state.status === 'unknown') throw new Error(`expédition ${stored.streamId} introuvable pour ${stored.type}`);
    const customer = await customerCard(state.customerId);
    if (!customer) {
      logger().warn('e-mail d’expédition sans client à prévenir', { shipmentId: state.shipmentId });
      return;
    }
    const request = { customerId: state.customerId, to: customer, causeId: stored.eventId, correlationId: stored.correlationId };
    const parcelTrackingNumbers = async () => {
      const parcels = await parcelCards(state.parcelIds);
      return state.parcelIds.map((parcelId) => parcels.get(parcelId)?.trackingNumber ?? parcelId);
    };
    switch (stored.type) {
      case 'QuoteIssued':
        await notify({ ...request, kind: 'quote_ready', data: { ...stored.data, destination: state.processing?.destination ?? state.address.destination } });
        return;
      case 'ShipmentShipped':
        if (!state.label) throw new Error(`expédition ${state.shipmentId} partie sans étiquette`);
        await notify({ ...request, kind: 'package_shipped', data: { ...state.label, parcelTrackingNumbers: await parcelTrackingNumbers() } });
        return;
      case 'ShipmentDelivered':
        await notify({ ...request, kind: 'package_delivered', data: { deliveredAt: stored.occurredAt, parcelTrackingNumbers: await parcelTrackingNumbers() } });
        return;
    }
  },
};
