import * as z from 'zod';

/** The admin read model of a customer (GET /admin/api/customers). */
export const customerSchema = z.object({
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
export type Customer = z.infer<typeof customerSchema>;

export const customerFullName = (customer: Pick<Customer, 'firstName' | 'lastName'>): string =>
  `${customer.firstName} ${customer.lastName}`.trim();
