import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import { buildChangeset } from '../../functions/platform/command';
import { appendChangeset, loadStream } from '../../functions/platform/event-store';
import { applyToReadModel, countsWriter } from '../../functions/platform/projection';
import { getCount, getRow } from '../../functions/platform/read-models';
import { reactionReader, readModelsReader, reconcileReader } from '../../functions/platform/reconcile';
import { readCheckpoint } from '../../functions/platform/checkpoints';
import { allProjections, allReactions, projectionNamed } from '../../functions/catalog';
import { parcelCounters, parcelsProjection } from '../../functions/parcels/parcels-projection';
import { shippingAddress } from '../support/shipments';
import { parcelChangeset, useScratchTables } from '../support/scratch-event-store';
import { streamStart } from '../../functions/platform/changeset';

const runtime = inject('runtime');

/** A run as the schedule makes it, taking every commit so far (none left to settle). */
const reconcileReadModels = () => reconcileReader(readModelsReader(allProjections), { now: new Date(), settleMs: 0 });
/** Every read model a parcel's events reach (the parcels list, the statistics): a delivery reaches each. */
const parcelReaders = allProjections.filter((projection) => projection.eventTypes.includes('ParcelReceived'));
const deliver = async (events: readonly StoredEvent[], readers = parcelReaders) => {
  for (const event of events) for (const reader of readers) await applyToReadModel(reader, event);
};

describe('the scheduled reconciliation of the read models', () => {
  beforeAll(async () => {
    await useScratchTables(runtime);
  });

  it("projects a stream's last event whose delivery was dead-lettered, leaves up-to-date rows alone, and goes on from its checkpoint", async () => {
    const lost = randomUUID();
    const fine = randomUUID();
    const declaredLost = await appendChangeset(parcelChangeset(lost, 0));
    const receivedLost = await appendChangeset(parcelChangeset(lost, 1));
    const declaredFine = await appendChangeset(parcelChangeset(fine, 0));
    // Delivered: both declarations and one reception. The other reception went to a dead-letter queue.
    for (const changeset of [declaredLost, declaredFine]) await deliver(changeset.events);
    expect(receivedLost.events.map((event) => event.type)).toEqual(['ParcelReceived']);
    expect(await getRow(parcelsProjection, { parcelId: lost })).toMatchObject({ status: 'declared' });

    const report = await reconcileReadModels();

    expect(await getRow(parcelsProjection, { parcelId: lost })).toMatchObject({ status: 'received', weightGrams: 1200 });
    expect(await getRow(parcelsProjection, { parcelId: fine })).toMatchObject({ status: 'declared' });
    // each stream's last event, in every read model it reaches; the lost reception healed in each
    expect(report).toMatchObject({ changesets: 3, checked: 2 * parcelReaders.length, healed: parcelReaders.length, failed: [], complete: true });
    expect(await getCount(parcelCounters.byStatus('received'))).toBe(1);
    expect(await getCount(parcelCounters.byStatus('declared'))).toBe(1);
    expect((await readCheckpoint('read-models'))?.commitId).toBe(declaredFine.commitId);

    // The next run reads only what was committed since: nothing.
    expect(await reconcileReadModels()).toMatchObject({ changesets: 0, checked: 0, healed: 0, complete: true });
  });

  it('repairs the totals of a row whose write of the totals failed', async () => {
    const projection = projectionNamed(parcelsProjection.name);
    const parcelId = randomUUID();
    const declared = await appendChangeset(parcelChangeset(parcelId, 0));
    const received = await appendChangeset(parcelChangeset(parcelId, 1));
    const before = { declared: await getCount(parcelCounters.byStatus('declared')), received: await getCount(parcelCounters.byStatus('received')) };
    await deliver(declared.events);
    // Delivered to the other read models; the parcels list's write of its totals fails.
    await deliver(received.events, parcelReaders.filter((reader) => reader.name !== projection.name));
    const apply = countsWriter.apply;
    countsWriter.apply = async () => {
      throw new Error('écriture des totaux en échec');
    };
    try {
      for (const event of received.events) await expect(applyToReadModel(projection, event)).rejects.toThrow();
    } finally {
      countsWriter.apply = apply;
    }
    expect(await getRow(parcelsProjection, { parcelId })).toMatchObject({ status: 'received' });
    expect(await getCount(parcelCounters.byStatus('received'))).toBe(before.received);

    expect(await reconcileReadModels()).toMatchObject({ healed: 1 });
    expect(await getCount(parcelCounters.byStatus('received'))).toBe(before.received + 1);
    expect(await getCount(parcelCounters.byStatus('declared'))).toBe(before.declared);
  });
});

describe('the reconciliation of the reactions', () => {
  beforeAll(async () => {
    await useScratchTables(runtime);
  });

  it('re-drives a shipment event whose delivery to the reaction was lost: the parcel follows its shipment, once', async () => {
    const parcelId = randomUUID();
    const shipmentId = randomUUID();
    await appendChangeset(parcelChangeset(parcelId, 0));
    // Requested; its delivery to the parcels' reaction never happened.
    await appendChangeset(
      buildChangeset({
        streamId: `shipment-${shipmentId}`,
        streamType: 'shipment',
        currentVersion: streamStart,
        events: [
          {
            type: 'ShipmentRequested',
            data: { shipmentId, customerId: 'customer-test', parcelIds: [parcelId], address: { ...shippingAddress, destination: 'guadeloupe' }, service: 'standard' },
          },
        ],
        context: { commandId: randomUUID(), requestFingerprint: 't', correlationId: randomUUID(), causationId: null, actor: { kind: 'customer', id: 'customer-test' }, now: new Date() },
      }),
    );
    const reaction = allReactions.find((candidate) => candidate.name === 'apply-shipment-steps');
    if (!reaction) throw new Error('réaction absente du catalogue');
    const parcelTypes = async () => (await loadStream(`parcel-${parcelId}`)).flatMap((changeset) => changeset.events.map((event) => event.type));
    expect(await parcelTypes()).toEqual(['ParcelDeclared']);

    const report = await reconcileReader(reactionReader(reaction), { now: new Date(), settleMs: 0 });
    expect(report).toMatchObject({ reader: 'reaction#apply-shipment-steps', checked: 1, failed: [], complete: true });
    expect(await parcelTypes()).toEqual(['ParcelDeclared', 'ParcelShipmentRequested']);

    // Re-driven again (a run by hand over the same commits): nothing more.
    await reconcileReader(reactionReader(reaction), { now: new Date(), settleMs: 0, since: new Date(Date.now() - 60_000) });
    expect(await parcelTypes()).toEqual(['ParcelDeclared', 'ParcelShipmentRequested']);
  });
});
