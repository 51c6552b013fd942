import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { appendChangeset } from '../../functions/platform/event-store';
import { readFeedDay } from '../../functions/platform/feed';
import { feedShardCount, feedShardOf, utcDay } from '../../functions/platform/feed-keys';
import { createReplay, replayFeed } from '../../functions/platform/replay';
import { allProjections } from '../../functions/catalog';
import { parcelsTable } from '../../functions/parcels/parcels-table';
import { parcelChangeset, useScratchEventStore, writeRawChangeset } from '../support/scratch-event-store';

const runtime = inject('runtime');

describe('the feed, read as replay and projections read it', () => {
  beforeAll(async () => {
    await useScratchEventStore(runtime);
  });

  it('replays a stream whose version 2 was committed with an earlier commit id than version 1', async () => {
    const parcelId = randomUUID();
    const now = Date.now();
    // Two writers whose clocks differ: version 1 is stamped after version 2 in the feed.
    const first = await appendChangeset(parcelChangeset(parcelId, 0), { commitTime: new Date(now) });
    const second = await appendChangeset(parcelChangeset(parcelId, 1), { commitTime: new Date(now - 150) });
    expect(second.commitId < first.commitId).toBe(true);
    const feedOrder = (await readFeedDay(utcDay(new Date(now)))).filter((changeset) => changeset.streamId === `parcel-${parcelId}`);
    expect(feedOrder.map((changeset) => changeset.version)).toEqual([2, 1]);

    const replay = createReplay(allProjections);
    await replayFeed(replay);
    expect(replay.row(parcelsTable, { parcelId })).toMatchObject({ parcelId, status: 'received', weightGrams: 1200 });
    expect(replay.gaps()).toEqual([]);
  });

  it('reports a stream whose missing version never comes, and replays nothing past the hole', async () => {
    const parcelId = randomUUID();
    await appendChangeset(parcelChangeset(parcelId, 0));
    // Version 3 with no version 2: only a broken writer (or a lost item) leaves this.
    await writeRawChangeset(parcelChangeset(parcelId, 2), ulid());
    const replay = createReplay(allProjections);
    await replayFeed(replay);
    expect(replay.gaps()).toEqual([{ streamId: `parcel-${parcelId}`, expectedVersion: 2, heldVersions: [3] }]);
    expect(replay.row(parcelsTable, { parcelId })).toMatchObject({ status: 'declared', weightGrams: null });
  });

  it('spreads a day of commits over the shards and reads them back merged in commit order', async () => {
    const parcelIds = Array.from({ length: 24 }, () => randomUUID());
    const start = Date.now();
    const committedIds: string[] = [];
    for (const [index, parcelId] of parcelIds.entries()) {
      committedIds.push((await appendChangeset(parcelChangeset(parcelId, 0), { commitTime: new Date(start + index) })).commitId);
    }
    expect(new Set(parcelIds.map((parcelId) => feedShardOf(`parcel-${parcelId}`))).size).toBe(feedShardCount);
    const read = (await readFeedDay(utcDay(new Date(start)))).map((changeset) => changeset.commitId).filter((commitId) => committedIds.includes(commitId));
    expect(read).toEqual(committedIds);
  });

  it('stores what a changeset shares once: each event keeps only its id, type, schema version and payload', async () => {
    const changeset = await appendChangeset(parcelChangeset(randomUUID(), 0));
    const [stored] = (await readFeedDay(utcDay(new Date()))).filter((candidate) => candidate.commitId === changeset.commitId);
    expect(stored).toEqual(changeset);
  });
});
