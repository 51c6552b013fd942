import * as z from 'zod';
import { adminPaymentListSortFields, adminPaymentViewSchema } from '../../../domain/payment/payment-views';
import { listPageSchema } from '../../../domain/shared/list-page';
import type { AdminFeature } from '../lib/admin-feature';
import payments from '.';
import { paymentMessages, paymentsResource } from './payment-messages';

export const paymentsFeature: AdminFeature = {
  resource: { name: paymentsResource, ...payments },
  messages: paymentMessages,
  api: {
    resource: paymentsResource,
    path: 'payments',
    record: adminPaymentViewSchema,
    // a period's list has no total (the API does not read it all to count it)
    listPage: listPageSchema(adminPaymentViewSchema).extend({ total: z.number().int().min(0).nullable() }),
    sortFields: adminPaymentListSortFields,
  },
};
