import * as z from 'zod';
import { subscriptionPlanSchema } from '../pricing/plan-schema';
import { listPageSchema, type ListSortFields } from '../shared/list-page';

/** A customer as the back office gets it (GET /admin/api/customers), shared by the server and web-admin. */
export const adminCustomerViewSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  territory: z.string(),
  boxNumber: z.string(),
  role: z.string(),
  registeredAt: z.string(),
});
export type AdminCustomerView = z.infer<typeof adminCustomerViewSchema>;

/** The filters of the back office's users page (spec 3, section 2.7); absent means « Tous ». */
export const emailStatusFilters = ['confirmed', 'unconfirmed'] as const;
export const emailStatusFilterSchema = z.enum(emailStatusFilters);
export type EmailStatusFilter = z.infer<typeof emailStatusFilterSchema>;
/** Premium covers both paid plans, monthly and yearly. */
export const subscriptionFilters = ['free', 'premium'] as const;
export const subscriptionFilterSchema = z.enum(subscriptionFilters);
export type SubscriptionFilter = z.infer<typeof subscriptionFilterSchema>;

/** A person of the back office's users page (GET /admin/api/users), shared by the server and web-admin. */
export const adminUserViewSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  /** CLI- and the last 6 characters of the id, in capitals */
  clientReference: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  subscription: subscriptionPlanSchema,
  /** whether the plan is in effect (a Premium whose payment lapsed is inactive) */
  subscriptionActive: z.boolean(),
  parcelCount: z.number().int().min(0),
  registeredAt: z.string(),
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

/**
 * A page of users. A search answers in one page: `truncated` says that more people matched than
 * one answer holds (the page asks to refine the search); a list without search pages by cursor.
 */
export const adminUsersPageSchema = listPageSchema(adminUserViewSchema).extend({ truncated: z.boolean() });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** The users list and the customers list (the records a parcel or a shipment names) sort by sign-up time only. */
export const userListSortFields = ['registeredAt'] as const satisfies ListSortFields;
export const customerListSortFields = ['registeredAt'] as const satisfies ListSortFields;

/** The users page's three counters (GET /admin/api/users/counters); staff are not counted. */
export const adminUserCountersSchema = z.object({
  users: z.number().int().min(0),
  emailConfirmed: z.number().int().min(0),
  premiumSubscribers: z.number().int().min(0),
});
export type AdminUserCounters = z.infer<typeof adminUserCountersSchema>;

/** The personal French address a confirmed customer's parcels are sent to (spec 2, sections 2.1 and 3). */
export const frenchAddressSchema = z.object({
  boxNumber: z.string(),
  recipient: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type FrenchAddress = z.infer<typeof frenchAddressSchema>;

/** The signed-in person (GET /api/me, and the answer of sign-in, password reset and profile changes). */
export const meViewSchema = z.object({
  customerId: z.string().min(1),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  territory: z.string().nullable(),
  isAdmin: z.boolean(),
  emailConfirmed: z.boolean(),
  /** a new address waiting for its confirmation link to be followed */
  pendingEmail: z.string().nullable(),
  /** null until the e-mail is confirmed */
  frenchAddress: frenchAddressSchema.nullable(),
  /** the plan in force now, from the subscription's events: what the calculator and the estimates price with */
  plan: subscriptionPlanSchema,
  /** the customer stream's version this view reflects: wait for it after a change */
  version: z.number().int(),
});
export type MeView = z.infer<typeof meViewSchema>;

/** The answer of the confirmation link (POST /api/auth/confirm-email): the French address just assigned. */
export const emailConfirmationViewSchema = z.object({ email: z.string(), frenchAddress: frenchAddressSchema, version: z.number().int() });
export type EmailConfirmationView = z.infer<typeof emailConfirmationViewSchema>;
