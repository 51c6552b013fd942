import type { NotificationEvent, NotificationSent, NotificationWithheld } from '../../events/notification-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';

/**
 * The record of one notification (a template told for one cause): sent, withheld, or not yet. A
 * notification is recorded once; the same record asked again (a retried delivery) adds nothing.
 */
export type NotificationState =
  | { status: 'none' }
  | { status: 'sent'; record: NotificationSent['data'] }
  | { status: 'withheld'; record: NotificationWithheld['data'] };

export type NotificationCommand =
  | { type: 'RecordSentNotification'; record: NotificationSent['data']; metadata: CommandMetadata }
  | { type: 'RecordWithheldNotification'; record: NotificationWithheld['data']; metadata: CommandMetadata };

export const evolveNotification = (state: NotificationState, event: NotificationEvent): NotificationState => {
  switch (event.type) {
    case 'NotificationSent':
      return { status: 'sent', record: event.data };
    case 'NotificationWithheld':
      return { status: 'withheld', record: event.data };
    default:
      return assertNever(event);
  }
};

export const decideNotification = (command: NotificationCommand, state: NotificationState): NotificationEvent[] => {
  if (state.status !== 'none') return [];
  switch (command.type) {
    case 'RecordSentNotification':
      return [{ type: 'NotificationSent', data: command.record }];
    case 'RecordWithheldNotification':
      return [{ type: 'NotificationWithheld', data: command.record }];
    default:
      return assertNever(command);
  }
};

export const notificationDecider: Decider<NotificationCommand, NotificationEvent, NotificationState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideNotification,
  evolve: evolveNotification,
};
