import * as z from 'zod';
import type { AdminCustomerView, AdminUserView } from '../../domain/customer/customer-views';
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

/** The shape is `adminUserViewSchema` of the domain, which the users page parses. */
export const toAdminUser = (row: CustomerRow): AdminUserView => ({
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
  parcelCount: row.parcelCount,
  registeredAt: row.registeredAt,
});
