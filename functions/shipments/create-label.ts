import { streamIdOf } from '../../events/envelope';
import type { ShipmentLabelCreated } from '../../events/shipment-events';
import { decideShipment, shipmentDecider, shipmentNotFoundMessage } from '../../domain/shipment/shipment-commands';
import { createLabelInputSchema } from '../../domain/shipment/shipment-input';
import { NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import { loadState } from '../platform/command';
import { deleteObjects, writeObject } from '../platform/files';
import { renderLabelPdf } from './documents/label-pdf';
import { runShipmentCommand, staffShipmentCommandHandler } from './shipment-command';
import { labelDocumentOf } from './shipment-documents';

/**
 * Staff create the box's label for a paid (or waived) quote: the carrier, its tracking number, and an A6
 * PDF with the Code 128 barcode, stored before the event is appended (removed if the append fails).
 */
export const handler = staffShipmentCommandHandler({
  name: 'create-label',
  body: createLabelInputSchema,
  command: (shipmentId, label) => (metadata) => ({ type: 'CreateLabel', data: { shipmentId, label }, metadata }),
  run: async (shipmentId, command, context) => {
    const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
    if (state.status === 'unknown') throw new NotFoundError(shipmentNotFoundMessage);
    let created: ShipmentLabelCreated | undefined;
    try {
      created = decideShipment(command({ now: context.now, actor: context.actor }), state).find((event): event is ShipmentLabelCreated => event.type === 'ShipmentLabelCreated');
    } catch {
      // refused: the command answers with the decider's message (or replays a request already done)
    }
    if (created) {
      const customer = await customerCard(state.customerId);
      await writeObject(created.data.labelKey, await renderLabelPdf(labelDocumentOf(state, created.data, context.now, customer)), 'application/pdf');
    }
    try {
      return await runShipmentCommand(shipmentId, command, context);
    } catch (error) {
      if (created) await deleteObjects([created.data.labelKey]);
      throw error;
    }
  },
});
