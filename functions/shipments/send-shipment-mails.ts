import type { EventBridgeEvent } from 'aws-lambda';
import { parseStoredEvent } from '../../events/catalog';
import { shipmentDecider } from '../../domain/shipment/shipment-commands';
import { customerCard } from '../customers/queries';
import { parcelCards } from '../parcels/queries';
import { loadState } from '../platform/command';
import { createLogger } from '../platform/logger';
import { sendMail, type Mail } from '../platform/mail';
import { doOnce } from '../platform/reservations';
import { packageShippedMail, quoteReadyMail } from './shipment-mails';

const logger = createLogger({ handler: 'send-shipment-mails' });

/**
 * quote_ready when a quote is issued, package_shipped when the box leaves (spec 3, section 7.2). Each
 * once per event: the send is reserved first (a fresh holder, so a redelivery finds it taken) and given
 * back when the mail could not go, then thrown for the bus to retry.
 */
export const handler = async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<void> => {
  const stored = parseStoredEvent(event.detail);
  if (stored.type !== 'QuoteIssued' && stored.type !== 'ShipmentShipped') return;
  const { state } = await loadState(shipmentDecider, stored.streamId);
  if (state.status === 'unknown') throw new Error(`expédition ${stored.streamId} introuvable pour ${stored.type}`);
  const customer = await customerCard(state.customerId);
  if (!customer) {
    logger.warn('e-mail d’expédition sans client à prévenir', { shipmentId: state.shipmentId });
    return;
  }
  const to = { email: customer.email, firstName: customer.firstName };
  let mail: Mail;
  if (stored.type === 'QuoteIssued') {
    mail = quoteReadyMail(to, { ...stored.data, destination: state.processing?.destination ?? state.address.destination });
  } else {
    if (!state.label) throw new Error(`expédition ${state.shipmentId} partie sans étiquette`);
    const parcels = await parcelCards(state.parcelIds);
    mail = packageShippedMail(to, { ...state.label, parcelTrackingNumbers: state.parcelIds.map((parcelId) => parcels.get(parcelId)?.trackingNumber ?? parcelId) });
  }
  await doOnce(`shipment-mail#${stored.eventId}`, () => sendMail(mail));
};
