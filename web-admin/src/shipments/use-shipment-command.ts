import { useDataProvider } from 'react-admin';
import type { AdminShipmentView, ShipmentCommandResult } from '../../../domain/shipment/shipment-views';
import { useVersionedCommand } from '../lib/use-versioned-command';
import type { PasserelleDataProvider } from '../providers/data-provider';
import type { ShipmentCommand, ShipmentCommands } from './shipment-commands';

/**
 * One named command of the shipment page (`commands => commands.recordPayment`), refreshed once the
 * shipment's read model shows its version; `run`'s success message may use the shipment as it then stands.
 */
export const useShipmentCommand = <Input>(shipmentId: string, pick: (commands: ShipmentCommands) => ShipmentCommand<Input>) => {
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const command = pick(dataProvider);
  return useVersionedCommand<Input, ShipmentCommandResult, AdminShipmentView>(
    async (input, idempotencyKey) => (await command(shipmentId, input, { idempotencyKey })).data,
    async (version) => (await dataProvider.getShipmentAtVersion(shipmentId, version)).data,
  );
};
