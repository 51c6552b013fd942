import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionCommandAnswerSchema } from '@domain/subscription/subscription-views';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth/get-me';
import { getSubscription, subscriptionQueryKey, type Subscription } from './get-subscription';

/** The two changes a subscriber makes from the management view; neither has a body. */
export type SubscriptionChange = 'cancel' | 'upgrade';

/** The subscription after a change, and whether it shows the change yet (an upgrade waits for Stripe). */
export type SubscriptionChangeOutcome = { subscription: Subscription; settled: boolean };

/**
 * How long the page waits for an upgrade to show, and how often it looks: the stand-in and Stripe
 * confirm the prorated charge within seconds; past that, the page says the change is on its way.
 */
export type UpgradeWait = { waitMs: number; pauseMs: number };
const upgradeWait: UpgradeWait = { waitMs: 15_000, pauseMs: 500 };

const isUpgraded = (subscription: Subscription) => subscription.subscribedPlan === 'premium_yearly';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Résilier" or "Passer à l'annuel", then the subscription as the view shows it at the answered version.
 * A cancellation is recorded by the command itself; the yearly plan is in force only when Stripe's
 * webhook says the prorated charge is paid, after the command has answered: the page reads the
 * subscription again until it shows the yearly plan, or the wait is over.
 */
export const changeSubscription = async (change: SubscriptionChange, wait: UpgradeWait = upgradeWait): Promise<SubscriptionChangeOutcome> => {
  const { version } = await api.post(`/subscription/${change}`, undefined, subscriptionCommandAnswerSchema);
  let subscription = await getSubscription({ version });
  if (change === 'cancel') return { subscription, settled: true };
  const deadline = Date.now() + wait.waitMs;
  while (!isUpgraded(subscription) && Date.now() < deadline) {
    await pause(wait.pauseMs);
    subscription = await getSubscription({ version });
  }
  return { subscription, settled: isUpgraded(subscription) };
};

export const useChangeSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange) => changeSubscription(change),
    onSuccess: async ({ subscription }) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      // The plan in force (an upgrade changes it at once) prices the calculator and the estimates.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
};
