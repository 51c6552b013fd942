import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { appendChangeset } from '../../functions/platform/event-store';
import { applyToReadModel } from '../../functions/platform/projection';
import { getCount, getRow } from '../../functions/platform/read-models';
import { reconcileReadModels } from '../../functions/platform/reconcile';
import { allProjections, projectionNamed } from '../../functions/catalog';
import { parcelCounters, parcelsProjection } from '../../functions/parcels/parcels-projection';
import { parcelChangeset, useScratchTables } from '../support/scratch-event-store';

const runtime = inject('runtime');

describe('the scheduled reconciliation of the read models', () => {
  beforeAll(async () => {
    await useScratchTables(runtime);
  });

  it("projects a stream's last event whose delivery was dead-lettered, and leaves up-to-date rows alone", async () => {
    const projection = projectionNamed(parcelsProjection.name);
    const lost = randomUUID();
    const fine = randomUUID();
    const declaredLost = await appendChangeset(parcelChangeset(lost, 0));
    const receivedLost = await appendChangeset(parcelChangeset(lost, 1));
    const declaredFine = await appendChangeset(parcelChangeset(fine, 0));
    // Delivered: both declarations and one reception. The other reception went to a dead-letter queue.
    for (const changeset of [declaredLost, declaredFine]) for (const event of changeset.events) await applyToReadModel(projection, event);
    expect(receivedLost.events.map((event) => event.type)).toEqual(['ParcelReceived']);
    expect(await getRow(parcelsProjection, { parcelId: lost })).toMatchObject({ status: 'declared' });

    const report = await reconcileReadModels(allProjections, { since: new Date(Date.now() - 60_000), until: new Date() });

    expect(await getRow(parcelsProjection, { parcelId: lost })).toMatchObject({ status: 'received', weightGrams: 1200 });
    expect(await getRow(parcelsProjection, { parcelId: fine })).toMatchObject({ status: 'declared' });
    expect(report).toEqual({ streams: 2, rowsChecked: 2, rowsHealed: 1 });
    expect(await getCount(parcelCounters.byStatus('received'))).toBe(1);
    expect(await getCount(parcelCounters.byStatus('declared'))).toBe(1);

    // A second run finds nothing to do.
    expect(await reconcileReadModels(allProjections, { since: new Date(Date.now() - 60_000), until: new Date() })).toEqual({
      streams: 2,
      rowsChecked: 2,
      rowsHealed: 0,
    });
  });
});
