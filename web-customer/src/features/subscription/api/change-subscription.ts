import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionCommandAnswerSchema } from '@domain/subscription/subscription-views';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth/get-me';
import { getSubscription, subscriptionQueryKey, type Subscription } from './get-subscription';

/** The two changes a subscriber makes from the management view; neither has a body. */
export type SubscriptionChange = 'cancel' | 'upgrade';

/** "Résilier" or "Passer à l'annuel", then the subscription as the view shows it at the answered version. */
export const changeSubscription = async (change: SubscriptionChange): Promise<Subscription> => {
  const { version } = await api.post(`/subscription/${change}`, undefined, subscriptionCommandAnswerSchema);
  return getSubscription({ version });
};

export const useChangeSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      // The plan in force (an upgrade changes it at once) prices the calculator and the estimates.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
};
