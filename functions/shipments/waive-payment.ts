import { waivePaymentInputSchema } from '../../domain/shipment/shipment-input';
import { staffShipmentCommandHandler } from './shipment-command';

/** Staff let the box leave without a paid quote, with a reason recorded for the auditors. */
export const handler = staffShipmentCommandHandler({
  name: 'waive-payment',
  body: waivePaymentInputSchema,
  command: (shipmentId, { reason }) => (metadata) => ({ type: 'WaivePayment', data: { shipmentId, reason }, metadata }),
});
