import { replaceLabelInputSchema } from '../../domain/shipment/shipment-input';
import { newLabelId, runLabelCommand } from './create-label';
import { staffShipmentCommandHandler } from './shipment-command';

/**
 * Staff replace the label of a box that has not left (a new number from the carrier, a damaged print),
 * with a reason; the box ships under the last label's number.
 */
export const handler = staffShipmentCommandHandler({
  name: 'replace-label',
  body: replaceLabelInputSchema,
  command: (shipmentId, label, context) => {
    const labelId = newLabelId(context.now);
    return (metadata) => ({ type: 'ReplaceLabel', data: { shipmentId, labelId, label }, metadata });
  },
  run: runLabelCommand,
});
