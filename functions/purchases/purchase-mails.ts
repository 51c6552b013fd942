import type { StoredEvent } from '../../events/catalog';
import type { PurchaseEvent } from '../../events/purchase-events';
import { assertNever } from '../../domain/shared/decider';
import { customerCard } from '../customers/queries';
import { notify, type NotificationRequest } from '../notifications/commands';
import type { Reaction } from '../platform/reaction';
import { loadPurchase } from './purchase-command';

const name = 'send-purchase-mails';

type Addressed = Pick<NotificationRequest<'purchase_requested'>, 'customerId' | 'to' | 'causeId' | 'correlationId'>;

/** Each step's notification: its kind, and the event's own facts for its template. */
const notifyStep = (request: Addressed, event: PurchaseEvent) => {
  switch (event.type) {
    case 'PurchaseRequested':
      return notify({ ...request, kind: 'purchase_requested', data: event.data });
    case 'PurchaseQuoted':
      return notify({ ...request, kind: 'purchase_quoted', data: event.data });
    case 'PurchasePaid':
      return notify({ ...request, kind: 'purchase_paid', data: event.data });
    case 'PurchaseMade':
      return notify({ ...request, kind: 'purchase_made', data: event.data });
    case 'PurchaseReceived':
      return notify({ ...request, kind: 'purchase_received', data: event.data });
    case 'PurchaseCancelled':
      return notify({ ...request, kind: 'purchase_cancelled', data: event.data });
    default:
      return assertNever(event);
  }
};

/** Every step of a request mails its customer through the notification centre, once per event (a redelivered event finds its mail sent). */
export const purchaseMailsReaction: Reaction<PurchaseEvent['type']> = {
  name,
  description: "Chaque étape d'une demande d'achat pour moi envoie un e-mail au client",
  eventTypes: ['PurchaseRequested', 'PurchaseQuoted', 'PurchasePaid', 'PurchaseMade', 'PurchaseReceived', 'PurchaseCancelled'],
  react: async (stored) => {
    const event = stored as StoredEvent<PurchaseEvent>;
    const requested = event.type === 'PurchaseRequested' ? event.data.customerId : undefined;
    const customerId = requested ?? (await ownerOf(event.data.purchaseId));
    if (!customerId) return;
    const customer = await customerCard(customerId);
    if (!customer) throw new Error(`client ${customerId} introuvable : le mail attendra sa projection`);
    await notifyStep({ customerId, to: customer, causeId: event.eventId, correlationId: event.correlationId }, event);
  },
};

const ownerOf = async (purchaseId: string): Promise<string | undefined> => {
  const { state } = await loadPurchase(purchaseId);
  return state.status === 'unknown' ? undefined : state.customerId;
};
