import * as z from 'zod';

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
