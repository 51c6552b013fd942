import { listPageSchema } from '../../../domain/shared/list-page';
import { adminReturnListSortFields, adminReturnViewSchema } from '../../../domain/return/return-views';
import type { AdminFeature } from '../lib/admin-feature';
import returns from '.';
import { returnMessages } from './return-messages';
import { returnsResource } from './returns-resource';

/** Returns to mainland France: the staff's queue and a page per request with its steps. */
export const returnsFeature: AdminFeature = {
  resource: { name: returnsResource, ...returns },
  messages: returnMessages,
  api: { resource: returnsResource, path: 'returns', record: adminReturnViewSchema, listPage: listPageSchema(adminReturnViewSchema), sortFields: adminReturnListSortFields },
};
