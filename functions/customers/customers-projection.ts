import * as z from 'zod';
import { customerEventDefinitions, frenchAddressRecordSchema, territorySchema, type CustomerEventType } from '../../events/customer-events';
import { assertNever } from '../../domain/shared/decider';
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
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerCounters = { customers: 'customers' };

const customerEventTypes: readonly CustomerEventType[] = customerEventDefinitions.map((definition) => definition.type);

export const customersProjection: Projection<CustomerRow, CustomerEventType, typeof customersTable> = {
  name: 'project-customers',
  description: 'Projection des clients',
  table: customersTable,
  eventTypes: customerEventTypes,
  rowSchema: customerRowSchema,
  keyOf: (event) => ({ customerId: event.data.customerId }),
  // Staff are not counted with the customers.
  countersOf: (row) => (row.listPartition === 'customer' ? [customerCounters.customers] : []),
  evolve: (row, event) => {
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
      default:
        return assertNever(event);
    }
  },
};
