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
  /** the customer stream's version this view reflects: wait for it after a change */
  version: z.number().int(),
});
export type MeView = z.infer<typeof meViewSchema>;
