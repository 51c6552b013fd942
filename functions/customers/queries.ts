import type { SubscriptionPlan } from '../../domain/pricing/plans';
import type { Territory } from '../../events/territories';
import { getRow, getRows, queryPage } from '../platform/read-models';
import { loadState } from '../platform/command';
import { customerDecider, defaultNotificationPreferences } from '../../domain/customer/customer';
import type { NotificationPreferences } from '../../events/notification-events';
import { streamIdOf } from '../../events/envelope';
import { customersProjection, type CustomerRow } from './customers-projection';
import { clock } from '../platform/clock';

/**
 * The customers aggregate's published face: what other aggregates may read of a customer. Their
 * rows, table and projection are internals; a parcel's mails, a shipment's documents and the back
 * office's cards read this card instead, so the row may change without them.
 */
export type CustomerCard = {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  /** the personal French address's box number, '' until the e-mail is confirmed */
  boxNumber: string;
  /** a customer account (not a staff member's) */
  isCustomer: boolean;
  /** the plan the back office shows (the plan that prices a quote is read from events, not from here) */
  plan: SubscriptionPlan;
};

/** The plan a customer is on now: a Premium plan counts only while its subscription is active; free otherwise (or unknown). */
export const currentPlanOf = async (customerId: string): Promise<SubscriptionPlan> => (await customerCard(customerId))?.plan ?? 'free';

const cardOf = (row: CustomerRow): CustomerCard => ({
  customerId: row.customerId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  boxNumber: row.boxNumber,
  isCustomer: row.listPartition === 'customer',
  plan: row.subscriptionEndsAt !== null && Date.parse(row.subscriptionEndsAt) > clock.now().getTime() ? row.subscription : 'free',
});

export const customerCard = async (customerId: string): Promise<CustomerCard | undefined> => {
  const row = await getRow(customersProjection, { customerId });
  return row && cardOf(row);
};

/** Several cards in one batch read (a page of a list), in no particular order. */
export const customerCards = async (customerIds: readonly string[]): Promise<CustomerCard[]> =>
  (await getRows(customersProjection, customerIds)).map(cardOf);

/** A member of the staff (an account in the admin group), as other aggregates name him: support assigns conversations to them. */
export type StaffMember = { staffId: string; name: string; email: string };

const staffMemberOf = (row: CustomerRow): StaffMember => ({ staffId: row.customerId, name: `${row.firstName} ${row.lastName}`.trim() || row.email, email: row.email });

/** The staff member with this id; undefined for a customer's id or an unknown one. */
export const staffMember = async (staffId: string): Promise<StaffMember | undefined> => {
  const row = await getRow(customersProjection, { customerId: staffId });
  return row?.listPartition === 'staff' ? staffMemberOf(row) : undefined;
};

/** Every staff member, by name: their own list partition, a page or two (the staff is a handful of people). */
export const listStaff = async (): Promise<StaffMember[]> => {
  const members: StaffMember[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage(customersProjection, { indexName: 'all', partition: 'staff', descending: false, limit: 100, cursor });
    members.push(...page.rows.map(staffMemberOf));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return members.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
};

/**
 * The territory a customer lives in (where a buy-for-me order goes unless he chooses otherwise), read from
 * his own stream: a customer who asks a moment after signing up is not yet in the read model. Undefined for an unknown customer.
 */
export const territoryOf = async (customerId: string): Promise<Territory | undefined> => {
  const { state } = await loadState(customerDecider, streamIdOf('customer', customerId));
  return state.status === 'registered' ? state.territory : undefined;
};

/**
 * The mails a customer chose to receive, read from his own stream (a choice made a moment ago counts
 * at once): every category on for an unknown customer, who has chosen nothing.
 */
export const notificationPreferencesOf = async (customerId: string): Promise<NotificationPreferences> => {
  const { state } = await loadState(customerDecider, streamIdOf('customer', customerId));
  return state.status === 'registered' ? state.notificationPreferences : defaultNotificationPreferences;
};
