import { customerCard } from '../customers/queries';
import { notify } from '../notifications/commands';
import { createLogger } from '../platform/logger';
import type { Reaction } from '../platform/reaction';
import { loadReturn } from './return-command';

const name = 'send-return-mails';
// Made when it logs: the catalog imports this module before a runtime has set the configuration the logger reads.
const logger = () => createLogger({ handler: name });

/**
 * Each step of a return request mails its customer through the notification centre, once per event
 * (a redelivery, by the bus or by the reconciliation, finds it sent; a mail that could not go is thrown to be tried again).
 */
export const returnMailsReaction: Reaction<'ReturnRequested' | 'ReturnReceivedAtWarehouse' | 'ReturnSentToMerchant' | 'ReturnClosed' | 'ReturnRefused'> = {
  name,
  description: 'E-mails au client à chaque étape de son retour (une fois par événement)',
  eventTypes: ['ReturnRequested', 'ReturnReceivedAtWarehouse', 'ReturnSentToMerchant', 'ReturnClosed', 'ReturnRefused'],
  react: async (stored) => {
    const { state } = await loadReturn(stored.streamId.slice('return-'.length));
    if (state.status === 'unknown') throw new Error(`demande de retour ${stored.streamId} introuvable pour ${stored.type}`);
    const customer = await customerCard(state.customerId);
    if (!customer) {
      logger().warn('e-mail de retour sans client à prévenir', { returnId: state.returnId });
      return;
    }
    const request = { customerId: state.customerId, to: customer, causeId: stored.eventId, correlationId: stored.correlationId };
    const facts = { reference: state.reference, parcelTrackingNumber: state.parcelTrackingNumber };
    switch (stored.type) {
      case 'ReturnRequested':
        await notify({ ...request, kind: 'return_requested', data: { ...facts, costCents: state.costCents } });
        return;
      case 'ReturnReceivedAtWarehouse':
        await notify({ ...request, kind: 'return_received', data: facts });
        return;
      case 'ReturnSentToMerchant':
        await notify({ ...request, kind: 'return_sent', data: { ...facts, carrier: stored.data.carrier, trackingNumber: stored.data.trackingNumber } });
        return;
      case 'ReturnClosed':
        await notify({ ...request, kind: 'return_closed', data: facts });
        return;
      case 'ReturnRefused':
        await notify({ ...request, kind: 'return_refused', data: { ...facts, reason: stored.data.reason, refundCents: stored.data.refundCents } });
        return;
    }
  },
};
