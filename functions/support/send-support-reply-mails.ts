import type { EventBridgeEvent } from 'aws-lambda';
import { parseStoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import { foldEvents } from '../../domain/shared/decider';
import { supportDecider } from '../../domain/support/support-commands';
import type { SupportEvent } from '../../events/support-events';
import { customerCard } from '../customers/queries';
import { loadStream } from '../platform/event-store';
import { connectionsOfUser } from '../platform/live';
import { createLogger } from '../platform/logger';
import { notify } from '../notifications/commands';

const logger = createLogger({ handler: 'send-support-reply-mails' });

/** One mail per burst: the staff's replies that follow the customer's last read mark share this key. */
export const replyBurstKey = (conversationId: string, customerReadUpTo: number) => `support-reply-mail#${conversationId}#${customerReadUpTo}`;

/**
 * A staff reply reaches a customer who has no open socket (away from the site) by e-mail, with a link
 * back to the thread. Replies that follow before the customer reads or writes again are one burst, one
 * mail; the key is the customer's read mark as the stream stood at the reply, so a redelivery of the
 * same event finds it taken.
 */
export const handler = async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<void> => {
  const stored = parseStoredEvent(event.detail);
  if (stored.type !== 'SupportMessagePosted' || stored.data.author !== 'staff') return;
  // A customer with a socket open reads the reply live: nothing more to read or send.
  if ((await connectionsOfUser(stored.data.customerId)).length > 0) return;
  const events = (await loadStream(streamIdOf('support', stored.data.conversationId)))
    .flatMap((changeset) => changeset.events)
    .filter((earlier) => earlier.version <= stored.version);
  const state = foldEvents(supportDecider, events as readonly SupportEvent[]);
  if (state.status === 'unknown') return;
  const customer = await customerCard(state.customerId);
  if (!customer) {
    logger.warn('réponse du support sans client à prévenir', { conversationId: state.conversationId });
    return;
  }
  const opened = events.find((earlier) => earlier.type === 'SupportConversationOpened');
  const subject = opened?.type === 'SupportConversationOpened' ? opened.data.subject : '';
  // The burst is the cause: the centre sends and records one mail per burst, whichever reply of it comes first.
  await notify({
    kind: 'support_reply',
    customerId: state.customerId,
    to: { email: customer.email, firstName: customer.firstName },
    causeId: replyBurstKey(state.conversationId, state.readUpTo.customer),
    data: { conversationId: state.conversationId, subject, reply: stored.data.text },
    correlationId: stored.correlationId,
  });
};
