import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import { createTable } from '../../infra/local/provision';
import { loadStream } from '../../functions/platform/event-store';
import { applyToReadModel } from '../../functions/platform/projection';
import { tableNameOf } from '../../functions/platform/tables';
import { createReplay, diffReadModel, scanRows } from '../../functions/platform/replay';
import { parcelsTable } from '../../functions/parcels/parcels-table';
import { parcelsProjection } from '../../functions/parcels/parcels-projection';
import { anyProjection } from '../../functions/platform/projection';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';
import { eventually } from '../support/eventually';

const runtime = inject('runtime');

/** A fixed permutation, so a failure can be replayed: every event three times, newest versions first. */
const scrambled = (events: StoredEvent[]): StoredEvent[] => {
  const copies = [...events, ...events, ...events];
  return copies
    .map((event, index) => ({ event, rank: (index * 7919) % copies.length }))
    .sort((a, b) => b.event.version - a.event.version || a.rank - b.rank)
    .map(({ event }) => event);
};

describe('the parcels projection', () => {
  let streams: string[] = [];
  let ids: string[] = [];

  beforeAll(async () => {
    const { customer, admin } = await signInDemoAccounts(runtime);
    const parcelIds: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      parcelIds.push((await customer.post<{ parcelId: string }>('/api/parcels', declaration())).body.parcelId);
    }
    for (const parcelId of parcelIds.slice(0, 3)) await admin.post(`/admin/api/parcels/${parcelId}/receive`, { weightKg: 1.5 });
    streams = parcelIds.map((parcelId) => `parcel-${parcelId}`);
    ids = parcelIds;
    await eventually(async () => {
      const rows = await scanRows(tableNameOf(parcelsTable));
      const received = rows.filter((row) => parcelIds.includes(String(row.parcelId)) && row.status === 'received');
      expect(received).toHaveLength(3);
    });
  });

  it('gives the same rows from duplicated and reordered deliveries as from a replay, and as the live read model', async () => {
    const events = (await Promise.all(streams.map((streamId) => loadStream(streamId)))).flat().flatMap((changeset) => changeset.events);
    const freshTable = `parcels-out-of-order-${Date.now()}`;
    await createTable(new DynamoDBClient({ endpoint: runtime.environment.DYNAMODB_ENDPOINT }), parcelsTable, freshTable);

    const outcomes = [];
    for (const event of scrambled(events)) outcomes.push(await applyToReadModel(anyProjection(parcelsProjection), event, freshTable));
    expect(outcomes).toContain('healed');
    expect(outcomes).toContain('duplicate');

    const replay = createReplay([anyProjection(parcelsProjection)]);
    for (const streamId of streams) (await loadStream(streamId)).forEach(replay.applyChangeset);
    const replayed = replay.itemsOf(parcelsTable);

    const delivered = await scanRows(freshTable);
    expect(delivered).toHaveLength(4);
    expect(diffReadModel(parcelsTable, delivered, replayed)).toEqual([]);

    const live = (await scanRows(tableNameOf(parcelsTable))).filter((row) => ids.includes(String(row.parcelId)));
    expect(diffReadModel(parcelsTable, live, replayed)).toEqual([]);
  });
});
