import * as z from 'zod';
import { adminInvoiceListSortFields, adminInvoiceViewSchema } from '../../../domain/invoice/invoice-views';
import { listPageSchema } from '../../../domain/shared/list-page';
import type { AdminFeature } from '../lib/admin-feature';
import invoices from '.';
import { invoiceMessages, invoicesResource } from './invoice-messages';

export const invoicesFeature: AdminFeature = {
  resource: { name: invoicesResource, ...invoices },
  messages: invoiceMessages,
  api: {
    resource: invoicesResource,
    path: 'invoices',
    record: adminInvoiceViewSchema,
    // a period's list has no total (the API does not read it all to count it)
    listPage: listPageSchema(adminInvoiceViewSchema).extend({ total: z.number().int().min(0).nullable() }),
    sortFields: adminInvoiceListSortFields,
  },
};
