import type {
  SupportConversationAssigned,
  SupportConversationClosed,
  SupportConversationOpened,
  SupportConversationRead,
  SupportConversationReopened,
  SupportEvent,
  SupportMessagePosted,
  SupportSide,
} from '../../events/support-events';
import { plans } from '../pricing/plans';
import type { PlanInForce } from '../subscription/subscription';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import { ConflictError, ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { characterCount, emptyMessageMessage, messageTooLongMessage, subjectOf, supportMessageMaxLength, type OpenConversationInput } from './support-input';
import { evolveSupport, initialSupportState, type SupportConversationState } from './support-conversation';

export const conversationNotFoundMessage = 'Conversation introuvable';
export const conversationClosedMessage = 'Cette conversation est fermée : rouvrez-la pour écrire un nouveau message.';
export const onlyCustomersOpenMessage = 'Seul un client peut ouvrir une conversation avec le support.';

export type OpenSupportConversation = {
  type: 'OpenSupportConversation';
  /** `plan`: the plan in force, read by the handler from the customer's subscription stream */
  data: { conversationId: string; customerId: string; messageId: string; input: OpenConversationInput; plan: PlanInForce };
  metadata: CommandMetadata;
};
export type PostSupportMessage = { type: 'PostSupportMessage'; data: { conversationId: string; messageId: string; text: string }; metadata: CommandMetadata };
export type MarkSupportConversationRead = { type: 'MarkSupportConversationRead'; data: { conversationId: string; upToSequence: number }; metadata: CommandMetadata };
export const assigneeNotStaffMessage = 'Choisissez un membre de l’équipe : cette personne n’en fait pas partie.';

/**
 * `assigneeIsStaff`: whether `staffId` names a staff member now, read by the handler from the
 * customers' published queries (an unknown id, or a customer's, is not one).
 */
export type AssignSupportConversation = {
  type: 'AssignSupportConversation';
  data: { conversationId: string; staffId: string; assigneeIsStaff: boolean };
  metadata: CommandMetadata;
};
export type CloseSupportConversation = { type: 'CloseSupportConversation'; data: { conversationId: string }; metadata: CommandMetadata };
export type ReopenSupportConversation = { type: 'ReopenSupportConversation'; data: { conversationId: string }; metadata: CommandMetadata };

export type SupportCommand =
  | OpenSupportConversation
  | PostSupportMessage
  | MarkSupportConversationRead
  | AssignSupportConversation
  | CloseSupportConversation
  | ReopenSupportConversation;

type Known = Exclude<SupportConversationState, { status: 'unknown' }>;

/** The side a person writes from: a customer, or the staff (every admin). */
export const sideOf = (metadata: CommandMetadata): SupportSide => {
  if (metadata.actor.kind === 'customer') return 'customer';
  if (metadata.actor.kind === 'admin') return 'staff';
  throw new ForbiddenError();
};

/** Someone else's conversation answers exactly like a missing one. */
const known = (state: SupportConversationState, metadata: CommandMetadata): Known => {
  if (state.status === 'unknown') throw new NotFoundError(conversationNotFoundMessage);
  if (metadata.actor.kind === 'customer' && metadata.actor.id !== state.customerId) throw new NotFoundError(conversationNotFoundMessage);
  return state;
};

/** The schemas trim and check; the decider holds the same rule for any other caller. */
const checkedText = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new ValidationError(emptyMessageMessage, { message: emptyMessageMessage });
  if (characterCount(trimmed) > supportMessageMaxLength) throw new ValidationError(messageTooLongMessage, { message: messageTooLongMessage });
  return trimmed;
};

const open = ({ data, metadata }: OpenSupportConversation, state: SupportConversationState): SupportConversationOpened[] => {
  if (metadata.actor.kind !== 'customer' || metadata.actor.id !== data.customerId) throw new ForbiddenError(onlyCustomersOpenMessage);
  if (state.status !== 'unknown') {
    // The same opening again (a retry) changes nothing.
    if (state.customerId === data.customerId && state.messageIds[0] === data.messageId) return [];
    throw new ConflictError('Cette conversation existe déjà.');
  }
  const text = checkedText(data.input.message);
  return [
    {
      type: 'SupportConversationOpened',
      data: {
        conversationId: data.conversationId,
        customerId: data.customerId,
        category: data.input.category,
        subject: subjectOf(text),
        messageId: data.messageId,
        text,
        plan: data.plan.plan,
        planVersion: data.plan.version,
        // Priority support is what the Premium plans sell (their terms say so).
        priority: plans[data.plan.plan].prioritySupport ? 'premium' : 'normal',
      },
    },
  ];
};

const post = ({ data, metadata }: PostSupportMessage, state: SupportConversationState): SupportMessagePosted[] => {
  const conversation = known(state, metadata);
  if (conversation.messageIds.includes(data.messageId)) return [];
  if (conversation.status === 'closed') throw new IllegalStateError(conversationClosedMessage);
  const text = checkedText(data.text);
  return [
    {
      type: 'SupportMessagePosted',
      data: {
        conversationId: data.conversationId,
        customerId: conversation.customerId,
        messageId: data.messageId,
        sequence: conversation.lastSequence + 1,
        author: sideOf(metadata),
        authorId: metadata.actor.id,
        text,
      },
    },
  ];
};

/** Read marks only move forward, and never past the last message. */
const markRead = ({ data, metadata }: MarkSupportConversationRead, state: SupportConversationState): SupportConversationRead[] => {
  const conversation = known(state, metadata);
  const side = sideOf(metadata);
  const upTo = Math.min(data.upToSequence, conversation.lastSequence);
  if (upTo <= conversation.readUpTo[side]) return [];
  return [{ type: 'SupportConversationRead', data: { conversationId: data.conversationId, side, upToSequence: upTo } }];
};

const assign = ({ data, metadata }: AssignSupportConversation, state: SupportConversationState): SupportConversationAssigned[] => {
  const conversation = known(state, metadata);
  if (sideOf(metadata) !== 'staff') throw new ForbiddenError();
  if (!data.assigneeIsStaff) throw new ValidationError(assigneeNotStaffMessage, { staffId: assigneeNotStaffMessage });
  if (conversation.assignedTo === data.staffId) return [];
  return [{ type: 'SupportConversationAssigned', data: { conversationId: data.conversationId, staffId: data.staffId } }];
};

const close = ({ data, metadata }: CloseSupportConversation, state: SupportConversationState): SupportConversationClosed[] => {
  const conversation = known(state, metadata);
  if (conversation.status === 'closed') return [];
  return [{ type: 'SupportConversationClosed', data: { conversationId: data.conversationId, by: sideOf(metadata) } }];
};

const reopen = ({ data, metadata }: ReopenSupportConversation, state: SupportConversationState): SupportConversationReopened[] => {
  const conversation = known(state, metadata);
  if (conversation.status === 'open') return [];
  return [{ type: 'SupportConversationReopened', data: { conversationId: data.conversationId, by: sideOf(metadata) } }];
};

export const decideSupport = (command: SupportCommand, state: SupportConversationState): SupportEvent[] => {
  switch (command.type) {
    case 'OpenSupportConversation':
      return open(command, state);
    case 'PostSupportMessage':
      return post(command, state);
    case 'MarkSupportConversationRead':
      return markRead(command, state);
    case 'AssignSupportConversation':
      return assign(command, state);
    case 'CloseSupportConversation':
      return close(command, state);
    case 'ReopenSupportConversation':
      return reopen(command, state);
    default:
      return assertNever(command);
  }
};

export const supportDecider: Decider<SupportCommand, SupportEvent, SupportConversationState> = {
  initialState: initialSupportState,
  decide: decideSupport,
  evolve: evolveSupport,
};
