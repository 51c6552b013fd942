import type { SupportCategory, SupportEvent, SupportPriority, SupportSide } from '../../events/support-events';
import { assertNever } from '../shared/decider';

/** A conversation is open until either side closes it; either side may reopen it. */
export const supportStatuses = ['open', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];
export const supportStatusLabels: Readonly<Record<SupportStatus, string>> = { open: 'Ouverte', closed: 'Fermée' };

export type SupportConversationState =
  | { status: 'unknown' }
  | {
      status: SupportStatus;
      conversationId: string;
      customerId: string;
      category: SupportCategory;
      priority: SupportPriority;
      /** the sequence of the last message */
      lastSequence: number;
      /** the ids of the messages posted, so that one sent again is recognised */
      messageIds: readonly string[];
      readUpTo: Readonly<Record<SupportSide, number>>;
      assignedTo: string | null;
    };

export const initialSupportState = (): SupportConversationState => ({ status: 'unknown' });

export const evolveSupport = (state: SupportConversationState, event: SupportEvent): SupportConversationState => {
  if (event.type === 'SupportConversationOpened') {
    const { data } = event;
    return {
      status: 'open',
      conversationId: data.conversationId,
      customerId: data.customerId,
      category: data.category,
      priority: data.priority,
      lastSequence: 1,
      messageIds: [data.messageId],
      // The customer has read their own first message.
      readUpTo: { customer: 1, staff: 0 },
      assignedTo: null,
    };
  }
  if (state.status === 'unknown') return state;
  switch (event.type) {
    case 'SupportMessagePosted':
      return {
        ...state,
        lastSequence: event.data.sequence,
        messageIds: [...state.messageIds, event.data.messageId],
        // Whoever writes has read the thread up to their own message.
        readUpTo: { ...state.readUpTo, [event.data.author]: event.data.sequence },
      };
    case 'SupportConversationRead':
      return { ...state, readUpTo: { ...state.readUpTo, [event.data.side]: event.data.upToSequence } };
    case 'SupportConversationAssigned':
      return { ...state, assignedTo: event.data.staffId };
    case 'SupportConversationClosed':
      return { ...state, status: 'closed' };
    case 'SupportConversationReopened':
      return { ...state, status: 'open' };
    default:
      return assertNever(event);
  }
};
