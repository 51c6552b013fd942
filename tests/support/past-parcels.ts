import { randomUUID } from 'node:crypto';
import { parcelDecider, type ParcelCommand } from '../../domain/parcel/parcel-commands';
import { executeCommand, type CommandContext } from '../../functions/platform/command';
import { headphonesDeclaration } from './storage-parcels';

/**
 * A parcel of `customerId` declared, received (free plan: 3 free days) and shelved `daysAgo` days ago, its
 * storage never accrued since: written to the event store of the process's environment (the runtime under
 * test's, once the test has taken its environment), as the warehouse would have written it then.
 */
export const parcelStoredDaysAgo = async (customerId: string, daysAgo: number): Promise<string> => {
  const parcelId = randomUUID();
  const receivedAt = new Date(Date.now() - daysAgo * 86_400_000);
  const run = async (command: (metadata: { now: Date; actor: CommandContext['actor'] }) => ParcelCommand, actor: CommandContext['actor']) => {
    const context: CommandContext = { commandId: randomUUID(), requestFingerprint: 'processing-panel-test', correlationId: randomUUID(), causationId: null, actor, now: receivedAt };
    await executeCommand({ decider: parcelDecider, streamType: 'parcel', streamId: `parcel-${parcelId}`, command: command({ now: receivedAt, actor }), context });
  };
  const staff = { kind: 'admin' as const, id: 'admin-test' };
  await run(
    (metadata) => ({
      type: 'DeclareParcel',
      data: {
        parcelId,
        customerId,
        declaration: headphonesDeclaration(parcelId, 'PP'),
      },
      metadata,
    }),
    { kind: 'customer', id: customerId },
  );
  await run((metadata) => ({ type: 'ReceiveParcel', data: { parcelId, measurements: { weightKg: 1.3, lengthCm: 21, widthCm: 16, heightCm: 11 }, plan: { plan: 'free', version: 0 } }, metadata }), staff);
  await run((metadata) => ({ type: 'PutAwayParcel', data: { parcelId, location: 'A-01-01' }, metadata }), staff);
  return parcelId;
};
