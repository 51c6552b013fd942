import { emptyBodySchema } from '../platform/http/empty-body';
import { staffShipmentCommandHandler } from './shipment-command';

/** The box has left with its carrier: every parcel in it becomes shipped and the customer is told. */
export const handler = staffShipmentCommandHandler({
  name: 'mark-shipped',
  body: emptyBodySchema,
  command: (shipmentId) => (metadata) => ({ type: 'MarkShipped', data: { shipmentId }, metadata }),
});
