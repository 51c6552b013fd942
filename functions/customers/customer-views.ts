import * as z from 'zod';
import type { AdminCustomerView, AdminUserView } from '../../domain/customer/customer-views';
import { parcelCountsOfCustomers } from '../parcels/queries';
import type { CustomerRow } from './customers-projection';

/** The shape is `adminCustomerViewSchema` of the domain, which the back office parses. */
export const toAdminCustomer = (row: CustomerRow): AdminCustomerView => ({
  id: row.customerId,
  customerId: row.customerId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  territory: row.territory,
  boxNumber: row.boxNumber,
  role: row.role,
  registeredAt: row.registeredAt,
});

export const customerParamsSchema = z.strictObject({
  customerId: z.string().regex(/^[\w-]{1,64}$/, 'Identifiant de client invalide'),
});
export type CustomerParams = z.infer<typeof customerParamsSchema>;

/**
 * The shape is `adminUserViewSchema` of the domain, which the users page parses. The parcel count is
 * the parcels aggregate's count for the customer, read for the whole page at once.
 */
export const toAdminUser = (row: CustomerRow, parcelCount: number): AdminUserView => ({
  id: row.customerId,
  customerId: row.customerId,
  clientReference: row.clientReference,
  email: row.email,
  emailConfirmed: row.emailConfirmed,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  subscription: row.subscription,
  subscriptionActive: row.subscriptionActive,
  parcelCount,
  registeredAt: row.registeredAt,
});

/** The users of a page with their parcel counts: one BatchGet of the page's counters. */
export const toAdminUsers = async (rows: readonly CustomerRow[]): Promise<AdminUserView[]> => {
  const counts = await parcelCountsOfCustomers(rows.map((row) => row.customerId));
  return rows.map((row) => toAdminUser(row, counts.get(row.customerId) ?? 0));
};
