import { describe, expect, it } from 'vitest';
import { changesetItemOf, committed, parseChangeset } from './changeset';
import { buildChangeset } from './command';
import { feedShardCount } from './feed-keys';
import { vouchedEnd } from './testing/stream-ends';

const context = {
  commandId: 'customer-1:8f14e45f-ceea-467f-a0e6-b7b3b0c1d2e3',
  requestFingerprint: 'q5bXj0xkN0a8m2oQ1rT3uV5wX7yZ9aBc',
  correlationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  causationId: null,
  actor: { kind: 'customer' as const, id: 'customer-1' },
  now: new Date('2026-11-20T10:00:00.000Z'),
};
const received = (weightGrams: number) => ({
  type: 'ParcelReceived' as const,
  data: { parcelId: 'p1', weightGrams, lengthCm: 20, widthCm: 15, heightCm: 10 },
});
const changeset = committed(
  buildChangeset({ streamId: 'parcel-p1', streamType: 'parcel', currentVersion: vouchedEnd(4), events: [received(1000), received(2000)], context }),
  '01KAHZ3Q4T5V6W7X8Y9Z0ABCDE',
);

describe('a changeset as stored', () => {
  it('reads back exactly as it was written, every event with its whole envelope', () => {
    const back = parseChangeset(JSON.parse(JSON.stringify(changesetItemOf(changeset))));
    expect(back).toEqual(changeset);
    expect(back.events.map((event) => [event.version, event.streamId, event.actor.id, event.commandId])).toEqual([
      [5, 'parcel-p1', 'customer-1', context.commandId],
      [6, 'parcel-p1', 'customer-1', context.commandId],
    ]);
  });

  it('keeps what its events share once: an event is its id, type, schema version and payload', () => {
    const item = changesetItemOf(changeset);
    for (const event of item.events) expect(Object.keys(event).sort()).toEqual(['data', 'eventId', 'schemaVersion', 'type']);
    const text = JSON.stringify(item);
    expect(text.split('parcel-p1').length - 1).toBe(1);
    expect(text.split(context.correlationId).length - 1).toBe(1);
    expect(text.split('2026-11-20T10:00:00.000Z').length - 1).toBe(1);
  });

  it('is filed under the day of its commit and a shard of its stream', () => {
    expect(changeset.feedKey).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}#[0-${feedShardCount - 1}]$`));
  });

  it('refuses an item whose versions and events disagree', () => {
    const item = changesetItemOf(changeset);
    expect(() => parseChangeset({ ...item, lastVersion: 7 })).toThrow();
    expect(() => parseChangeset({ ...item, events: [{ ...item.events[0], data: { parcelId: 'p1' } }] })).toThrow();
  });
});
