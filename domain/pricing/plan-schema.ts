import * as z from 'zod';
import { paidPlans, subscriptionPlans } from '../../events/subscription-terms';

/**
 * The plans as a zod schema, apart from `plans.ts`: the public pages show the plans and must not
 * load zod (a schema beside them would bring zod into their shared chunk once any page uses it).
 */
export const subscriptionPlanSchema = z.enum(subscriptionPlans);
export const paidPlanSchema = z.enum(paidPlans);
