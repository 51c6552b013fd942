import { streamIdOf } from '../../events/envelope';
import type { ShipmentLabelCreated, ShipmentLabelReplaced } from '../../events/shipment-events';
import { decideShipment, shipmentDecider, shipmentNotFoundMessage } from '../../domain/shipment/shipment-commands';
import type { ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { createLabelInputSchema } from '../../domain/shipment/shipment-input';
import { NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import { loadState, type CommandContext } from '../platform/command';
import { deleteObjects, writeObject } from '../platform/files';
import { newUlid } from '../platform/ids';
import { renderLabelPdf } from './documents/label-pdf';
import { runShipmentCommand, staffShipmentCommandHandler, type ShipmentCommandBuilder } from './shipment-command';
import { labelDocumentOf } from './shipment-documents';

/** A new label's id: its file is named by it (and the shipment's id), never by the carrier's number. */
export const newLabelId = (now: Date): string => newUlid(now);

/**
 * Runs a command that makes a label (a first one, or a replacement): the PDF is stored before the
 * event is appended, and removed if the append fails or only replays a label made the first time.
 */
export const runLabelCommand = async (shipmentId: string, command: ShipmentCommandBuilder, context: CommandContext): Promise<ShipmentCommandResult> => {
  const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
  if (state.status === 'unknown') throw new NotFoundError(shipmentNotFoundMessage);
  let made: ShipmentLabelCreated | ShipmentLabelReplaced | undefined;
  try {
    made = decideShipment(command({ now: context.now, actor: context.actor }), state).find(
      (event): event is ShipmentLabelCreated | ShipmentLabelReplaced => event.type === 'ShipmentLabelCreated' || event.type === 'ShipmentLabelReplaced',
    );
  } catch {
    // refused: the command answers with the decider's message (or replays a request already done)
  }
  if (made) {
    const customer = await customerCard(state.customerId);
    await writeObject(made.data.labelKey, await renderLabelPdf(labelDocumentOf(state, made.data, context.now, customer)), 'application/pdf');
  }
  let result;
  try {
    result = await runShipmentCommand(shipmentId, command, context);
  } catch (error) {
    if (made) await deleteObjects([made.data.labelKey]);
    throw error;
  }
  if (made && !result.appended) await deleteObjects([made.data.labelKey]);
  return result;
};

/**
 * Staff create the box's label for a paid (or waived) quote: the carrier, its tracking number, and an A6
 * PDF with the Code 128 barcode.
 */
export const handler = staffShipmentCommandHandler({
  name: 'create-label',
  body: createLabelInputSchema,
  command: (shipmentId, label, context) => {
    const labelId = newLabelId(context.now);
    return (metadata) => ({ type: 'CreateLabel', data: { shipmentId, labelId, label }, metadata });
  },
  run: runLabelCommand,
});
