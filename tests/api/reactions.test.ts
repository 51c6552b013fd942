import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { executeCommand } from '../../functions/platform/command';
import { appendChangeset, loadStream } from '../../functions/platform/event-store';
import { reactionContextOf } from '../../functions/platform/reaction-context';
import { parcelChangeset, useScratchEventStore } from '../support/scratch-event-store';

const runtime = inject('runtime');

describe('commands raised by events', () => {
  beforeAll(async () => {
    await useScratchEventStore(runtime);
  });

  it('append once however often the causing event is delivered, and name their cause', async () => {
    const parcelId = randomUUID();
    const declared = await appendChangeset(parcelChangeset(parcelId, 0));
    const [cause] = declared.events;
    if (!cause) throw new Error('aucun événement');
    const react = () => {
      const context = reactionContextOf({ reaction: 'receive-on-declaration', cause, now: new Date() });
      return executeCommand({
        decider: parcelDecider,
        streamType: 'parcel',
        streamId: `parcel-${parcelId}`,
        command: {
          type: 'ReceiveParcel',
          data: { parcelId, measurements: { weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 }, plan: { plan: 'free', version: 0 } },
          metadata: { now: context.now, actor: context.actor },
        },
        context,
      });
    };
    const outcomes = [await react(), ...(await Promise.all([react(), react()]))];
    expect(outcomes.map((outcome) => outcome.replayed)).toEqual([false, true, true]);
    const changesets = await loadStream(`parcel-${parcelId}`);
    expect(changesets).toHaveLength(2);
    expect(changesets.at(-1)?.events.at(0)).toMatchObject({ causationId: cause.eventId, correlationId: cause.correlationId });
  });
});
