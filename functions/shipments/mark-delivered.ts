import { emptyBodySchema } from '../platform/http/empty-body';
import { staffShipmentCommandHandler } from './shipment-command';

/** The carrier delivered the box: every parcel in it becomes delivered. */
export const handler = staffShipmentCommandHandler({
  name: 'mark-delivered',
  body: emptyBodySchema,
  command: (shipmentId) => (metadata) => ({ type: 'MarkDelivered', data: { shipmentId }, metadata }),
});
