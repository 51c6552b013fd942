import { useDataProvider } from 'react-admin';
import type { AdminReturnView, ReturnCommandResult } from '../../../domain/return/return-views';
import { useVersionedCommand } from '../lib/use-versioned-command';
import type { PasserelleDataProvider } from '../providers/data-provider';
import type { ReturnCommand, ReturnCommands } from './return-commands';

/** One step of the return page, the page refreshed once the request's read model shows its version. */
export const useReturnCommand = <Input,>(returnId: string, pick: (commands: ReturnCommands) => ReturnCommand<Input>) => {
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const command = pick(dataProvider);
  return useVersionedCommand<Input, ReturnCommandResult, AdminReturnView>(
    async (input, idempotencyKey) => (await command(returnId, input, { idempotencyKey })).data,
    async (version) => (await dataProvider.getReturnAtVersion(returnId, version)).data,
  );
};
