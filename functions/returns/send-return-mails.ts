import type { EventBridgeEvent } from 'aws-lambda';
import { parseStoredEvent } from '../../events/catalog';
import { customerCard } from '../customers/queries';
import { newUlid } from '../platform/ids';
import { createLogger } from '../platform/logger';
import { sendMail, type Mail } from '../platform/mail';
import { release, reserve } from '../platform/reservations';
import { loadReturn } from './return-command';
import { returnClosedMail, returnReceivedMail, returnRefusedMail, returnRequestedMail, returnSentMail } from './return-mails';

const logger = createLogger({ handler: 'send-return-mails' });

/**
 * Each step of a return request mails its customer, once per event: the send is reserved first (a fresh
 * holder, so a redelivery finds it taken) and given back when the mail could not go, then thrown for the
 * bus to retry.
 */
export const handler = async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<void> => {
  const stored = parseStoredEvent(event.detail);
  if (stored.streamType !== 'return') return;
  const { state } = await loadReturn(stored.streamId.slice('return-'.length));
  if (state.status === 'unknown') throw new Error(`demande de retour ${stored.streamId} introuvable pour ${stored.type}`);
  const customer = await customerCard(state.customerId);
  if (!customer) {
    logger.warn('e-mail de retour sans client à prévenir', { returnId: state.returnId });
    return;
  }
  const to = { email: customer.email, firstName: customer.firstName };
  const facts = { reference: state.reference, parcelTrackingNumber: state.parcelTrackingNumber };
  let mail: Mail;
  switch (stored.type) {
    case 'ReturnRequested':
      mail = returnRequestedMail(to, { ...facts, costCents: state.costCents });
      break;
    case 'ReturnReceivedAtWarehouse':
      mail = returnReceivedMail(to, facts);
      break;
    case 'ReturnSentToMerchant':
      mail = returnSentMail(to, { ...facts, carrier: stored.data.carrier, trackingNumber: stored.data.trackingNumber });
      break;
    case 'ReturnClosed':
      mail = returnClosedMail(to, facts);
      break;
    case 'ReturnRefused':
      mail = returnRefusedMail(to, { ...facts, reason: stored.data.reason, refundCents: stored.data.refundCents });
      break;
    default:
      return;
  }
  const key = `return-mail#${stored.eventId}`;
  const sender = newUlid();
  if (!(await reserve(key, sender, { state: 'bound', now: new Date() }))) return;
  try {
    await sendMail(mail);
  } catch (error) {
    await release(key, sender);
    throw error;
  }
};
