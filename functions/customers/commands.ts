import type { NotificationCategory } from '../../events/notification-events';
import type { CommandContext } from '../platform/command';
import { loadCustomer, runCustomerCommand } from './accounts';

/**
 * The customers aggregate's published commands: what other aggregates may ask of a customer's stream.
 * The unsubscribe link of a mail turns its category off, the others staying as the customer chose;
 * the same link followed twice records nothing the second time.
 */
export const turnOffNotificationCategory = async (customerId: string, category: NotificationCategory, context: CommandContext): Promise<void> => {
  const { state } = await loadCustomer(customerId);
  if (state.status !== 'registered') return;
  await runCustomerCommand(
    customerId,
    {
      type: 'ChangeNotificationPreferences',
      preferences: { ...state.notificationPreferences, [category]: false },
      via: 'unsubscribe_link',
      metadata: { now: context.now, actor: context.actor },
    },
    context,
  );
};
