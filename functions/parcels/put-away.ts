import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { executeCommand, type CommandContext } from '../platform/command';

/** Shelves one parcel (or moves it): the command of the parcel page and of the list's bulk action. */
export const putAwayParcel = async (parcelId: string, location: string, commandContext: CommandContext): Promise<ParcelCommandResult> => {
  const outcome = await executeCommand({
    decider: parcelDecider,
    streamType: 'parcel',
    streamId: streamIdOf('parcel', parcelId),
    command: { type: 'PutAwayParcel', data: { parcelId, location }, metadata: { now: commandContext.now, actor: commandContext.actor } },
    context: commandContext,
  });
  return { id: parcelId, status: outcome.state.status, version: outcome.version };
};
