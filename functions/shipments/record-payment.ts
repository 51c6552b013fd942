import { recordPaymentInputSchema } from '../../domain/shipment/shipment-input';
import { staffShipmentCommandHandler } from './shipment-command';

/** A bank transfer received for the quote, with its reference. */
export const handler = staffShipmentCommandHandler({
  name: 'record-payment',
  body: recordPaymentInputSchema,
  command: (shipmentId, payment) => (metadata) => ({ type: 'RecordPayment', data: { shipmentId, payment }, metadata }),
});
