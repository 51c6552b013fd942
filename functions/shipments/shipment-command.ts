import { streamIdOf } from '../../events/envelope';
import { shipmentDecider, type ShipmentCommand } from '../../domain/shipment/shipment-commands';
import type { ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { executeCommand, type CommandContext } from '../platform/command';

/** Every command on a shipment: its stream, the decider, and the answer with the version to wait for. */
export const runShipmentCommand = async (
  shipmentId: string,
  command: (metadata: { now: Date; actor: CommandContext['actor'] }) => ShipmentCommand,
  context: CommandContext,
): Promise<ShipmentCommandResult & { replayed: boolean; appended: boolean }> => {
  const outcome = await executeCommand({
    decider: shipmentDecider,
    streamType: 'shipment',
    streamId: streamIdOf('shipment', shipmentId),
    command: command({ now: context.now, actor: context.actor }),
    context,
  });
  return {
    id: shipmentId,
    status: outcome.state.status === 'unknown' ? 'unknown' : outcome.state.status,
    version: outcome.version,
    replayed: outcome.replayed,
    appended: outcome.events.length > 0,
  };
};
