import * as z from 'zod';
import { customerEventDefinitions, frenchAddressRecordSchema, territorySchema, type CustomerEventType } from '../../events/customer-events';
import { subscriptionEventDefinitions, type SubscriptionEvent } from '../../events/subscription-events';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { assertNever } from '../../domain/shared/decider';
import type { SubscriptionPlan } from '../../domain/pricing/plans';
import { subscriptionPlanSchema } from '../../domain/pricing/plan-schema';
import { clientReferenceOf, searchableValuesOf } from '../../domain/customer/user-search';
import type { SubscriptionFilter } from '../../domain/customer/customer-views';
import type { Projection } from '../platform/projection';
import { customersTable } from './customers-table';

export const customerRowSchema = z.object({
  customerId: z.string(),
  /** staff are kept apart: client lists and counts exclude admins (spec 3, section 2.7) */
  listPartition: z.enum(['customer', 'staff']),
  registeredKey: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  territory: territorySchema,
  acceptMarketing: z.boolean(),
  emailConfirmed: z.boolean(),
  /** a new address waiting for its link, or '' */
  pendingEmail: z.string(),
  frenchAddress: frenchAddressRecordSchema.nullable(),
  /** '' until the e-mail is confirmed */
  boxNumber: z.string(),
  role: z.enum(['customer', 'admin']),
  registeredAt: z.string(),
  updatedAt: z.string(),
  /** CLI- and the last 6 characters of the id, in capitals (spec 3, section 3) */
  clientReference: z.string(),
  /** the plan of the customer's subscription (the one renewing or running out), free when none */
  subscription: subscriptionPlanSchema,
  /** paid and renewing: false once cancelled or while a renewal is past due */
  subscriptionActive: z.boolean(),
  /** the end of the paid period (or of the cancellation): the plan is free after it, event or not */
  subscriptionEndsAt: z.string().nullable().default(null),
  // Index keys of the users page, derived from the fields above by `withIndexKeys`, never set by hand.
  emailStatusKey: z.string(),
  subscriptionKey: z.string(),
  facetKey: z.string(),
  firstNameKey: z.string(),
  lastNameKey: z.string(),
  emailKey: z.string(),
  phoneKey: z.string(),
  clientReferenceKey: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

type IndexKeyField =
  | 'emailStatusKey'
  | 'subscriptionKey'
  | 'facetKey'
  | 'firstNameKey'
  | 'lastNameKey'
  | 'emailKey'
  | 'phoneKey'
  | 'clientReferenceKey';
type RowFields = Omit<CustomerRow, IndexKeyField>;

export const subscriptionTierOf = (plan: SubscriptionPlan): SubscriptionFilter => (plan === 'free' ? 'free' : 'premium');

/** The partitions of the users page's filter indexes, for a list partition (`customer`) and the filters chosen. */
export const userFacets = {
  emailStatus: (listPartition: string, confirmed: boolean) => `${listPartition}#${confirmed ? 'confirmed' : 'unconfirmed'}`,
  subscription: (listPartition: string, tier: SubscriptionFilter) => `${listPartition}#${tier}`,
  both: (listPartition: string, confirmed: boolean, tier: SubscriptionFilter) =>
    `${listPartition}#${confirmed ? 'confirmed' : 'unconfirmed'}#${tier}`,
};

/** A search index key: the normalized value, then the id (unique, and the order of equal values). */
const searchKey = (value: string, customerId: string) => `${value}#${customerId}`;

/** The row with the index keys its fields imply: the one place they are computed. */
export const withIndexKeys = (fields: RowFields): CustomerRow => {
  const values = searchableValuesOf(fields);
  const tier = subscriptionTierOf(fields.subscription);
  return {
    ...fields,
    emailStatusKey: userFacets.emailStatus(fields.listPartition, fields.emailConfirmed),
    subscriptionKey: userFacets.subscription(fields.listPartition, tier),
    facetKey: userFacets.both(fields.listPartition, fields.emailConfirmed, tier),
    firstNameKey: searchKey(values.firstName, fields.customerId),
    lastNameKey: searchKey(values.lastName, fields.customerId),
    emailKey: searchKey(values.email, fields.customerId),
    phoneKey: searchKey(values.phone, fields.customerId),
    clientReferenceKey: searchKey(values.clientReference, fields.customerId),
  };
};

/**
 * The totals of the users page, kept in the counts read model: all customers, by e-mail status, by
 * subscription, by both (the totals of the filtered lists), and the Premium subscribers whose plan
 * is in effect. Staff are counted in none.
 */
export const customerCounters = {
  customers: 'customers',
  byEmailStatus: (confirmed: boolean) => `customers#email#${confirmed ? 'confirmed' : 'unconfirmed'}`,
  bySubscription: (tier: SubscriptionFilter) => `customers#subscription#${tier}`,
  byFacet: (confirmed: boolean, tier: SubscriptionFilter) => `customers#facet#${confirmed ? 'confirmed' : 'unconfirmed'}#${tier}`,
  activePremium: 'customers#premium#active',
};

type ConsumedEventType = CustomerEventType | SubscriptionEvent['type'];
/** The customer's own stream, and their subscription's (its published events: the plan shown on the users page and the record). */
const consumedEventTypes: readonly ConsumedEventType[] = [...customerEventDefinitions, ...subscriptionEventDefinitions].map((definition) => definition.type);

export const customersProjection: Projection<CustomerRow, ConsumedEventType, typeof customersTable> = {
  name: 'project-customers',
  description: 'Projection des clients',
  table: customersTable,
  eventTypes: consumedEventTypes,
  rowSchema: customerRowSchema,
  keyOf: (event) => ({ customerId: event.data.customerId }),
  // Staff are not counted with the customers.
  countersOf: (row) => {
    if (row.listPartition !== 'customer') return [];
    const tier = subscriptionTierOf(row.subscription);
    return [
      customerCounters.customers,
      customerCounters.byEmailStatus(row.emailConfirmed),
      customerCounters.bySubscription(tier),
      customerCounters.byFacet(row.emailConfirmed, tier),
      ...(tier === 'premium' && row.subscriptionActive ? [customerCounters.activePremium] : []),
    ];
  },
  evolve: (row, event) => {
    const next = evolveFields(row, event);
    return next && withIndexKeys(next);
  },
};

/** The row's own fields after an event of the customer's stream. */
const evolveFields = (
  row: CustomerRow | undefined,
  event: StoredEvent<Extract<DomainEvent, { type: ConsumedEventType }>>,
): RowFields | undefined => {
  if (event.type === 'CustomerSignedUp') {
    return {
      customerId: event.data.customerId,
      listPartition: 'customer',
      registeredKey: `${event.occurredAt}#${event.data.customerId}`,
      ...event.data.personal,
      territory: event.data.territory,
      acceptMarketing: event.data.acceptMarketing,
      emailConfirmed: false,
      pendingEmail: '',
      frenchAddress: null,
      boxNumber: '',
      role: 'customer',
      registeredAt: event.occurredAt,
      updatedAt: event.occurredAt,
      clientReference: clientReferenceOf(event.data.customerId),
      subscription: 'free',
      subscriptionActive: true,
      subscriptionEndsAt: null,
    };
  }
  // Every other event follows the sign-up in the same stream.
  if (!row) return undefined;
  const updatedAt = event.occurredAt;
  switch (event.type) {
    case 'ConfirmationLinkSent':
    case 'PasswordResetRequested':
    case 'PasswordResetCompleted':
    case 'PasswordChanged':
    case 'NotificationPreferencesChanged':
      return { ...row, updatedAt };
    case 'CustomerEmailConfirmed':
      return { ...row, emailConfirmed: true, frenchAddress: event.data.frenchAddress, boxNumber: event.data.frenchAddress.boxNumber, updatedAt };
    case 'ContactDetailsChanged':
      return { ...row, ...event.data.personal, updatedAt };
    case 'EmailChangeRequested':
      return { ...row, pendingEmail: event.data.personal.newEmail, updatedAt };
    case 'EmailChanged':
      return { ...row, email: event.data.personal.email, pendingEmail: '', updatedAt };
    case 'AdminRightGranted':
      return { ...row, role: 'admin', listPartition: 'staff', updatedAt };
    case 'AdminRightRevoked':
      return { ...row, role: 'customer', listPartition: 'customer', updatedAt };
    case 'SubscriptionPeriodStarted':
      return { ...row, subscription: event.data.plan, subscriptionActive: true, subscriptionEndsAt: event.data.periodEnd, updatedAt };
    case 'SubscriptionRenewalFailed':
      return { ...row, subscriptionActive: false, updatedAt };
    case 'SubscriptionCancelled': {
      // Cancelled at once: free from now; at the period's end: the plan runs out then.
      const over = Date.parse(event.data.endsAt) <= Date.parse(event.occurredAt);
      return { ...row, subscription: over ? 'free' : row.subscription, subscriptionActive: false, subscriptionEndsAt: event.data.endsAt, updatedAt };
    }
    case 'SubscriptionPeriodRefunded':
      // Refunded while in force: free from the refund; a period already over changes nothing here.
      return event.data.subscriptionEnded
        ? { ...row, subscription: 'free', subscriptionActive: false, subscriptionEndsAt: event.data.refundedAt, updatedAt }
        : { ...row, updatedAt };
    default:
      return assertNever(event);
  }
};
