import type { ContactEvent, ContactMessageReceived } from '../../events/contact-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import type { ContactMessageInput } from './contact-input';

export type ContactState = { status: 'none' } | { status: 'received' };

export type SendContactMessage = {
  type: 'SendContactMessage';
  data: { messageId: string; customerId: string | null; message: ContactMessageInput };
  metadata: CommandMetadata;
};
export type ContactCommand = SendContactMessage;

const send = ({ data }: SendContactMessage, state: ContactState): ContactMessageReceived[] => {
  // A message is its own stream: the same message twice is the retry of one submission.
  if (state.status === 'received') return [];
  const { message } = data;
  return [
    {
      type: 'ContactMessageReceived',
      data: {
        messageId: data.messageId,
        customerId: data.customerId,
        sender: { name: message.name, email: message.email },
        subject: message.subject,
        category: message.category,
        message: message.message,
        urgent: message.urgent,
      },
    },
  ];
};

export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => {
    switch (command.type) {
      case 'SendContactMessage':
        return send(command, state);
      default:
        return assertNever(command.type);
    }
  },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ContactMessageReceived':
        return { status: 'received' };
      default:
        return assertNever(event.type);
    }
  },
};
