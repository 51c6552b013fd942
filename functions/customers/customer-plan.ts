import type { SubscriptionPlan } from '../../domain/pricing/plans';
import { getRow } from '../platform/read-models';
import { customersProjection } from './customers-projection';

/** The plan a customer is on now: a Premium plan counts only while its subscription is active; free otherwise (or unknown). */
export const currentPlanOf = async (customerId: string): Promise<SubscriptionPlan> => {
  const customer = await getRow(customersProjection, { customerId });
  return customer?.subscriptionActive ? customer.subscription : 'free';
};
