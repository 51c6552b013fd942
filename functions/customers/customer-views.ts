import * as z from 'zod';
import type { CustomerRow } from '../projections/customers-projection';

export const toAdminCustomer = (row: CustomerRow) => ({
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
