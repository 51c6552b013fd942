import * as z from 'zod';
import { adminParcelListSortFields } from '../../../domain/parcel/parcel-views';
import { listPageSchema } from '../../../domain/shared/list-page';
import type { AdminFeature } from '../lib/admin-feature';
import parcels from '.';
import { parcelMessages } from './parcel-messages';
import { adminParcelSchema } from './parcel-schema';
import { SpecParcelRedirect, specParcelEditPath, specParcelPath } from './SpecParcelRoutes';

export const parcelsFeature: AdminFeature = {
  resource: { name: 'parcels', ...parcels },
  routes: [
    { path: specParcelPath, element: <SpecParcelRedirect editing={false} /> },
    { path: specParcelEditPath, element: <SpecParcelRedirect editing /> },
  ],
  messages: parcelMessages,
  api: {
    resource: 'parcels',
    record: adminParcelSchema,
    // a search or a date range has no total (counting it would read it all); `truncated`: a rare filter's page
    // stopped by the read's bound before it was full, more may follow
    listPage: listPageSchema(adminParcelSchema).extend({ total: z.number().int().min(0).nullable(), truncated: z.boolean().optional() }),
    sortFields: adminParcelListSortFields,
  },
};
