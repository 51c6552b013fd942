import * as z from 'zod';
import { territorySchema } from '../../events/customer-events';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { customersTable } from './customers-table';

export const customerRowSchema = z.object({
  customerId: z.string(),
  /** staff are kept apart: client lists exclude admins (spec 3, section 6) */
  listPartition: z.enum(['customer', 'staff']),
  registeredKey: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  territory: territorySchema,
  boxNumber: z.string(),
  role: z.enum(['customer', 'admin']),
  registeredAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerCounters = { customers: 'customers' };

export const customersProjection: Projection<CustomerRow, 'CustomerRegistered', typeof customersTable> = {
  name: 'project-customers',
  description: 'Projection des clients',
  table: customersTable,
  eventTypes: ['CustomerRegistered'],
  rowSchema: customerRowSchema,
  keyOf: (event) => ({ customerId: event.data.customerId }),
  // Staff are not counted with the customers.
  countersOf: (row) => (row.listPartition === 'customer' ? [customerCounters.customers] : []),
  evolve: (_row, event) => {
    switch (event.type) {
      case 'CustomerRegistered':
        return {
          customerId: event.data.customerId,
          listPartition: event.data.role === 'admin' ? 'staff' : 'customer',
          registeredKey: `${event.occurredAt}#${event.data.customerId}`,
          ...event.data.personal,
          territory: event.data.territory,
          boxNumber: event.data.boxNumber,
          role: event.data.role,
          registeredAt: event.occurredAt,
          updatedAt: event.occurredAt,
        };
      default:
        return assertNever(event.type);
    }
  },
};
