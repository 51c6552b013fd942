import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import { parseChangeset, streamStart, type Changeset, type StreamEnd } from './changeset';
import { useInProcessDynamo } from './testing/in-process-dynamo';
import { dynamoDocuments, dynamoRoundTripCount } from './aws/dynamodb';
import { buildChangeset } from './command';
import { appendChangeset, ChangesetOutOfSequenceError, eventsTableName, oldestCommitInFlight, onCommitted, streamTail, StreamVersionConflictError } from './event-store';
import { eventsTable } from './tables';
import { vouchedEnd } from './testing/stream-ends';

const received = (parcelId: string) => ({
  type: 'ParcelReceived' as const,
  data: { parcelId, weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 10 },
});

const draftAt = (streamId: string, currentVersion: StreamEnd | number, events: readonly { type: 'ParcelReceived'; data: unknown }[]) =>
  buildChangeset({
    streamId,
    streamType: 'parcel',
    currentVersion: vouchedEnd(currentVersion),
    events: events as never,
    context: {
      commandId: randomUUID(),
      requestFingerprint: 'test',
      correlationId: randomUUID(),
      causationId: null,
      actor: { kind: 'system', id: 'test' },
      now: new Date('2026-11-20T10:00:00Z'),
    },
  });

const itemsOf = async (streamId: string) =>
  (await dynamoDocuments().send(new QueryCommand({ TableName: eventsTableName(), KeyConditionExpression: 'streamId = :s', ExpressionAttributeValues: { ':s': streamId } })))
    .Items ?? [];

describe('the event store', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([eventsTable]));
  });
  afterAll(async () => stop());

  it('refuses a changeset at version 0 or below, writing nothing', async () => {
    const parcelId = randomUUID();
    const streamId = `parcel-${parcelId}`;
    await expect(appendChangeset(draftAt(streamId, -1, [received(parcelId)]))).rejects.toBeInstanceOf(ChangesetOutOfSequenceError);
    await expect(appendChangeset(draftAt(streamId, -2, [received(parcelId), received(parcelId)]))).rejects.toBeInstanceOf(ChangesetOutOfSequenceError);
    expect(await itemsOf(streamId)).toEqual([]);
  });

  it('refuses a changeset its readers could not parse, writing nothing', async () => {
    const parcelId = randomUUID();
    const streamId = `parcel-${parcelId}`;
    await expect(appendChangeset(draftAt(streamId, 0, [{ type: 'ParcelReceived', data: { parcelId } }]))).rejects.toThrow();
    expect(await itemsOf(streamId)).toEqual([]);
  });

  it('counts a commit in flight from the moment it is stamped, before the first write of its day', async () => {
    const parcelId = randomUUID();
    // A day no other test commits on: the store writes its calendar item first, an await before the changeset's put.
    const appended = appendChangeset(draftAt(`parcel-${parcelId}`, 0, [received(parcelId)]), { commitTime: new Date('2031-05-17T23:59:59.900Z') });
    await Promise.resolve();
    expect(oldestCommitInFlight()).toBeDefined();
    await appended;
    expect(oldestCommitInFlight()).toBeUndefined();
  });

  it('tells its listeners of each changeset once written, and of none it refused', async () => {
    const parcelId = randomUUID();
    const streamId = `parcel-${parcelId}`;
    const told: string[] = [];
    const stopTelling = onCommitted(() => told.push(oldestCommitInFlight() === undefined ? 'written' : 'still in flight'));
    try {
      await appendChangeset(draftAt(streamId, 0, [received(parcelId)]));
      await expect(appendChangeset(draftAt(streamId, 0, [received(parcelId)]))).rejects.toThrow();
      await expect(appendChangeset(draftAt(streamId, -1, [received(parcelId)]))).rejects.toBeInstanceOf(ChangesetOutOfSequenceError);
      expect(told).toEqual(['written']);
    } finally {
      stopTelling();
    }
    await appendChangeset(draftAt(streamId, 1, [received(parcelId)]));
    expect(told).toEqual(['written']);
  });

  const appendFive = async (streamId: string, parcelId: string) => {
    for (let version = 0; version < 5; version += 1) await appendChangeset(draftAt(streamId, version, [received(parcelId)]));
  };

  it("reads a stream's tail from its end backwards, page after page", async () => {
    const parcelId = randomUUID();
    const streamId = `parcel-${parcelId}`;
    await appendFive(streamId, parcelId);
    const versions: number[] = [];
    for await (const changeset of streamTail(streamId, { pageSize: 2 })) versions.push(changeset.version);
    expect(versions).toEqual([5, 4, 3, 2, 1]);
  });

  it('reads no further than its reader goes: one query for the last changeset', async () => {
    const parcelId = randomUUID();
    const streamId = `parcel-${parcelId}`;
    await appendFive(streamId, parcelId);
    const before = dynamoRoundTripCount();
    for await (const changeset of streamTail(streamId, { pageSize: 1 })) {
      expect(changeset.lastVersion).toBe(5);
      break;
    }
    expect(dynamoRoundTripCount() - before).toBe(1);
  });

  it('appends after a stream end in one request, with no read of its own, and refuses an end gone stale', async () => {
    const parcelId = randomUUID();
    const streamId = `parcel-${parcelId}`;
    // Its first append also writes today's calendar item, once per process.
    const first = await appendChangeset(draftAt(streamId, streamStart, [received(parcelId)]));
    const before = dynamoRoundTripCount();
    const second = await appendChangeset(draftAt(streamId, first.lastVersion, [received(parcelId), received(parcelId)]));
    expect(second.lastVersion).toBe(3);
    expect(dynamoRoundTripCount() - before).toBe(1);
    await expect(appendChangeset(draftAt(streamId, first.lastVersion, [received(parcelId)]))).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(dynamoRoundTripCount() - before).toBe(2);
    expect((await itemsOf(streamId)).map(parseChangeset).map((stored) => [stored.version, stored.lastVersion])).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });

  it('takes as a stream end only a version the store read or wrote (checked by the type check)', () => {
    expectTypeOf<Changeset['lastVersion']>().toEqualTypeOf<StreamEnd>();
    // An event's version may lie inside a changeset, and a number from a request is anyone's.
    expectTypeOf<StoredEvent['version']>().not.toExtend<StreamEnd>();
    expectTypeOf<number>().not.toExtend<StreamEnd>();
    expectTypeOf(buildChangeset).parameter(0).toHaveProperty('currentVersion').toEqualTypeOf<StreamEnd>();
  });

  it('yields nothing for a stream never written', async () => {
    const seen: unknown[] = [];
    for await (const changeset of streamTail(`parcel-${randomUUID()}`)) seen.push(changeset);
    expect(seen).toEqual([]);
  });
});
