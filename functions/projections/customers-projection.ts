import type { StoredEvent } from '../../events/catalog';
import type { Territory } from '../../events/customer-events';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';

export type CustomerRow = {
  customerId: string;
  streamId: string;
  streamVersion: number;
  /** staff are kept apart: client lists exclude admins (spec 3, section 6) */
  listPartition: 'customer' | 'staff';
  registeredKey: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  territory: Territory;
  boxNumber: string;
  role: 'customer' | 'admin';
  registeredAt: string;
  updatedAt: string;
};

export const customersProjection: Projection<CustomerRow, 'CustomerRegistered'> = {
  readModel: 'customers',
  eventTypes: ['CustomerRegistered'],
  keyOf: (event: StoredEvent) => ({ customerId: event.streamId.replace(/^customer-/, '') }),
  evolve: (_row, event) => {
    switch (event.type) {
      case 'CustomerRegistered':
        return {
          customerId: event.data.customerId,
          streamId: event.streamId,
          streamVersion: event.version,
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
