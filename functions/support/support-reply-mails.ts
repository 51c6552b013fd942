import { streamIdOf } from '../../events/envelope';
import type { SupportEvent } from '../../events/support-events';
import { foldEvents } from '../../domain/shared/decider';
import { supportDecider } from '../../domain/support/support-commands';
import { customerCard } from '../customers/queries';
import { notify } from '../notifications/commands';
import { loadStream } from '../platform/event-store';
import { connectionsOfUser } from '../platform/live';
import { createLogger } from '../platform/logger';
import type { Reaction } from '../platform/reaction';

const name = 'send-support-reply-mails';
// Made when it logs: the catalog imports this module before a runtime has set the configuration the logger reads.
const logger = () => createLogger({ handler: name });

/** One mail per burst: the staff's replies that follow the customer's last read mark share this key. */
export const replyBurstKey = (conversationId: string, customerReadUpTo: number) => `support-reply-mail#${conversationId}#${customerReadUpTo}`;

/**
 * A staff reply reaches a customer who has no open socket (away from the site) by e-mail, with a link
 * back to the thread. Replies that follow before the customer reads or writes again are one burst, one
 * mail; the key is the customer's read mark as the stream stood at the reply, so a redelivery of the
 * same event finds it taken. A reply re-driven late (the bus lost it) that the customer has read since
 * needs no mail.
 */
export const supportReplyMailsReaction: Reaction<'SupportMessagePosted'> = {
  name,
  description: 'E-mail au client absent quand l’équipe lui répond (un par série de réponses)',
  eventTypes: ['SupportMessagePosted'],
  react: async (stored) => {
    if (stored.data.author !== 'staff') return;
    // A customer with a socket open reads the reply live: nothing more to read or send.
    if ((await connectionsOfUser(stored.data.customerId)).length > 0) return;
    const events = (await loadStream(streamIdOf('support', stored.data.conversationId))).flatMap((changeset) => changeset.events);
    const atReply = foldEvents(supportDecider, events.filter((earlier) => earlier.version <= stored.version) as readonly SupportEvent[]);
    const now = foldEvents(supportDecider, events as readonly SupportEvent[]);
    if (atReply.status === 'unknown' || now.status === 'unknown') return;
    // Read since (in the widget, or by writing again): the mail would tell him nothing new.
    if (now.readUpTo.customer >= stored.data.sequence) return;
    const customer = await customerCard(atReply.customerId);
    if (!customer) {
      logger().warn('réponse du support sans client à prévenir', { conversationId: atReply.conversationId });
      return;
    }
    const opened = events.find((earlier) => earlier.type === 'SupportConversationOpened');
    const subject = opened?.type === 'SupportConversationOpened' ? opened.data.subject : '';
    // The burst is the cause: the centre sends and records one mail per burst, whichever reply of it comes first.
    await notify({
      kind: 'support_reply',
      customerId: atReply.customerId,
      to: { email: customer.email, firstName: customer.firstName },
      causeId: replyBurstKey(atReply.conversationId, atReply.readUpTo.customer),
      data: { conversationId: atReply.conversationId, subject, reply: stored.data.text },
      correlationId: stored.correlationId,
    });
  },
};
