import { listPageSchema } from '../../../domain/shared/list-page';
import { adminShipmentListSortFields, adminShipmentViewSchema } from '../../../domain/shipment/shipment-views';
import type { AdminFeature } from '../lib/admin-feature';
import shipments from '.';
import { shipmentMessages } from './shipment-messages';
import { SpecQueueRedirect } from './SpecQueueRoute';
import { shipmentsResource, specProcessingQueuePath } from './shipments-resource';

export const shipmentsFeature: AdminFeature = {
  resource: { name: shipmentsResource, ...shipments },
  routes: [{ path: specProcessingQueuePath, element: <SpecQueueRedirect /> }],
  messages: shipmentMessages,
  api: { resource: shipmentsResource, path: 'shipments', record: adminShipmentViewSchema, listPage: listPageSchema(adminShipmentViewSchema), sortFields: adminShipmentListSortFields },
};
