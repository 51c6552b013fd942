import { customerListSortFields } from '../../../domain/customer/customer-views';
import type { AdminFeature } from '../lib/admin-feature';
import customers from '.';
import { customerMessages } from './customer-messages';
import { customerSchema } from './customer-schema';

export const customersFeature: AdminFeature = {
  resource: { name: 'customers', ...customers },
  messages: customerMessages,
  api: { resource: 'customers', record: customerSchema, sortFields: customerListSortFields },
};
