import { describe, expect, it } from 'vitest';
import type { SupportEvent } from '../../events/support-events';
import type { CommandMetadata } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import { ConflictError, ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { assigneeNotStaffMessage, conversationClosedMessage, conversationNotFoundMessage, supportDecider, type OpenSupportConversation } from './support-commands';
import { emptyMessageMessage, messageTooLongMessage, openConversationInputSchema, postMessageInputSchema } from './support-input';

const spec = deciderSpec(supportDecider);
const now = new Date('2026-11-26T10:00:00Z');
const customer: CommandMetadata = { now, actor: { kind: 'customer' as const, id: 'customer-1' } };
const stranger: CommandMetadata = { now, actor: { kind: 'customer' as const, id: 'customer-2' } };
const staff: CommandMetadata = { now, actor: { kind: 'admin' as const, id: 'admin-1' } };

const openCommand = (plan: 'free' | 'premium_monthly' = 'free'): OpenSupportConversation => ({
  type: 'OpenSupportConversation',
  data: {
    conversationId: 'c1',
    customerId: 'customer-1',
    messageId: 'm1',
    input: openConversationInputSchema.parse({ category: 'package', message: '  Où est mon colis ?  ' }),
    plan: { plan, version: plan === 'free' ? 0 : 3 },
  },
  metadata: customer,
});
const opened: SupportEvent = {
  type: 'SupportConversationOpened',
  data: { conversationId: 'c1', customerId: 'customer-1', category: 'package', subject: 'Où est mon colis ?', messageId: 'm1', text: 'Où est mon colis ?', plan: 'free', planVersion: 0, priority: 'normal' },
};
const post = (messageId: string, text: string, metadata = customer) => ({ type: 'PostSupportMessage' as const, data: { conversationId: 'c1', messageId, text }, metadata });
const reply: SupportEvent = { type: 'SupportMessagePosted', data: { conversationId: 'c1', customerId: 'customer-1', messageId: 'm2', sequence: 2, author: 'staff', authorId: 'admin-1', text: 'Il arrive demain.' } };
const closedByStaff: SupportEvent = { type: 'SupportConversationClosed', data: { conversationId: 'c1', by: 'staff' } };

describe('opening a support conversation', () => {
  it('records the category, the trimmed first message as subject, and normal priority on the free plan', () => {
    spec.given([]).when(openCommand()).then([opened]);
  });

  it('puts a Premium customer’s conversation first, recording the plan and the version it was read at', () => {
    const [event] = supportDecider.decide(openCommand('premium_monthly'), supportDecider.initialState());
    expect(event?.data).toMatchObject({ plan: 'premium_monthly', planVersion: 3, priority: 'premium' });
  });

  it('changes nothing when the same opening comes again, and refuses another on the same stream', () => {
    spec.given([opened]).when(openCommand()).then([]);
    spec.given([opened]).when({ ...openCommand(), data: { ...openCommand().data, messageId: 'other' } }).thenThrows(ConflictError, 'Cette conversation existe déjà.');
  });

  it('is opened by a customer only, for themselves', () => {
    spec.given([]).when({ ...openCommand(), metadata: staff }).thenThrows(ForbiddenError, 'Seul un client peut ouvrir');
  });
});

describe('posting a message', () => {
  it('numbers the staff’s reply after the first message', () => {
    spec.given([opened]).when(post('m2', 'Il arrive demain.', staff)).then([reply]);
  });

  it('takes a message sent again (same id) once', () => {
    spec.given([opened, reply]).when(post('m2', 'Il arrive demain.', staff)).then([]);
  });

  it('answers someone else’s conversation and an unknown one alike', () => {
    spec.given([opened]).when(post('m2', 'Bonjour', stranger)).thenThrows(NotFoundError, conversationNotFoundMessage);
    spec.given([]).when(post('m2', 'Bonjour')).thenThrows(NotFoundError, conversationNotFoundMessage);
  });

  it('refuses an empty message and one of 501 characters with the chat’s words, accepts 500', () => {
    spec.given([opened]).when(post('m2', '   \n ')).thenThrows(ValidationError, emptyMessageMessage);
    spec.given([opened]).when(post('m2', 'a'.repeat(501))).thenThrows(ValidationError, messageTooLongMessage);
    expect(supportDecider.decide(post('m2', 'é'.repeat(500)), [opened].reduce(supportDecider.evolve, supportDecider.initialState()))).toHaveLength(1);
  });

  it('refuses a message in a closed conversation until it is reopened', () => {
    spec.given([opened, closedByStaff]).when(post('m2', 'Encore une question')).thenThrows(IllegalStateError, conversationClosedMessage);
  });
});

describe('read marks, assignment, closing and reopening', () => {
  const read = (upToSequence: number, metadata = customer) => ({ type: 'MarkSupportConversationRead' as const, data: { conversationId: 'c1', upToSequence }, metadata });

  it('moves a side’s read mark forward only, never past the last message', () => {
    spec.given([opened, reply]).when(read(9)).then([{ type: 'SupportConversationRead', data: { conversationId: 'c1', side: 'customer', upToSequence: 2 } }]);
    spec.given([opened, reply]).when(read(1)).then([]);
    // The staff's reply counts as read by the staff.
    spec.given([opened, reply]).when(read(2, staff)).then([]);
    spec.given([opened]).when(read(1, staff)).then([{ type: 'SupportConversationRead', data: { conversationId: 'c1', side: 'staff', upToSequence: 1 } }]);
  });

  const assign = (metadata: CommandMetadata, staffId = 'admin-2', assigneeIsStaff = true) => ({
    type: 'AssignSupportConversation' as const,
    data: { conversationId: 'c1', staffId, assigneeIsStaff },
    metadata,
  });
  const assignedTo = (staffId: string): SupportEvent => ({ type: 'SupportConversationAssigned', data: { conversationId: 'c1', staffId } });

  it('assigns to a staff member once; a customer cannot assign', () => {
    spec.given([opened]).when(assign(staff)).then([assignedTo('admin-2')]);
    spec.given([opened, assignedTo('admin-2')]).when(assign(staff)).then([]);
    spec.given([opened]).when(assign(customer)).thenThrows(ForbiddenError, 'permissions');
  });

  it('re-assigns to another staff member, and does nothing when the assignee is already the one', () => {
    spec.given([opened, assignedTo('admin-2')]).when(assign(staff, 'admin-3')).then([assignedTo('admin-3')]);
    spec.given([opened, assignedTo('admin-2'), assignedTo('admin-3')]).when(assign(staff, 'admin-3')).then([]);
    spec.given([opened, assignedTo('admin-2'), assignedTo('admin-3')]).when(assign(staff, 'admin-2')).then([assignedTo('admin-2')]);
  });

  it('refuses an assignee who is not a staff member (a customer, or nobody known), in French', () => {
    spec.given([opened]).when(assign(staff, 'customer-1', false)).thenThrows(ValidationError, assigneeNotStaffMessage);
    spec.given([opened, assignedTo('admin-2')]).when(assign(staff, 'admin-2', false)).thenThrows(ValidationError, assigneeNotStaffMessage);
  });

  it('closes and reopens from either side, each once', () => {
    const close = (metadata: CommandMetadata) => ({ type: 'CloseSupportConversation' as const, data: { conversationId: 'c1' }, metadata });
    const reopen = (metadata: CommandMetadata) => ({ type: 'ReopenSupportConversation' as const, data: { conversationId: 'c1' }, metadata });
    spec.given([opened]).when(close(staff)).then([closedByStaff]);
    spec.given([opened, closedByStaff]).when(close(customer)).then([]);
    spec.given([opened, closedByStaff]).when(reopen(customer)).then([{ type: 'SupportConversationReopened', data: { conversationId: 'c1', by: 'customer' } }]);
    spec.given([opened]).when(reopen(staff)).then([]);
    spec.given([opened]).when(close(stranger)).thenThrows(NotFoundError, conversationNotFoundMessage);
  });
});

describe('the chat’s input schemas', () => {
  it('refuse an empty message and one of 501 characters with the chat’s words', () => {
    const empty = postMessageInputSchema.safeParse({ message: '  ' });
    const long = postMessageInputSchema.safeParse({ message: 'x'.repeat(501) });
    expect(empty.error?.issues[0]?.message).toBe(emptyMessageMessage);
    expect(long.error?.issues[0]?.message).toBe(messageTooLongMessage);
    expect(postMessageInputSchema.parse({ message: ' x '.padEnd(500, 'y') }).message).toHaveLength(499);
  });

  it('default the category to general', () => {
    expect(openConversationInputSchema.parse({ message: 'Bonjour' }).category).toBe('general');
  });
});
