import { adminCustomerViewSchema, type AdminCustomerView } from '../../../domain/customer/customer-views';

/** The admin read model of a customer (GET /admin/api/customers), stated once in the domain. */
export const customerSchema = adminCustomerViewSchema;
export type Customer = AdminCustomerView;

export const customerFullName = (customer: Pick<Customer, 'firstName' | 'lastName'>): string =>
  `${customer.firstName} ${customer.lastName}`.trim();
