import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { changesetItemOf, committed } from '../platform/changeset';
import { buildChangeset } from '../platform/command';
import { busEntriesOf, handler } from './publish-changesets';
import { vouchedEnd } from '../platform/testing/stream-ends';

// The configuration is read once, when the module loads.
vi.hoisted(() => {
  process.env.EVENT_BUS_NAME = 'bus-123';
});

const changeset = committed(buildChangeset({
  streamId: 'parcel-p1',
  streamType: 'parcel',
  currentVersion: vouchedEnd(1),
  events: [{ type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1250, lengthCm: 20, widthCm: 15, heightCm: 10 } }],
  context: {
    commandId: 'admin-1:k1',
    requestFingerprint: 'f',
    correlationId: 'c1',
    causationId: null,
    actor: { kind: 'admin', id: 'admin-1' },
    now: new Date('2026-11-20T10:00:00Z'),
  },
}), '01KAHZ3Q4T0000000000000000');
const item = changesetItemOf(changeset);

describe('publication of the event store stream to EventBridge', () => {
  it('turns a new changeset item into one bus entry per event, routed by its type', () => {
    const newImage = marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>;
    const entries = busEntriesOf(newImage, 'bus-123');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ EventBusName: 'bus-123', Source: 'passerelle.events', DetailType: 'ParcelReceived' });
    expect(JSON.parse(entries[0]!.Detail!)).toMatchObject({
      streamId: 'parcel-p1',
      version: 2,
      type: 'ParcelReceived',
      actor: { kind: 'admin', id: 'admin-1' },
      data: { weightGrams: 1250 },
    });
  });

  it('refuses an item that is not a valid changeset rather than publishing garbage', () => {
    const broken = marshall({ ...item, events: [{ ...item.events[0], data: {} }] }) as Record<string, AttributeValue>;
    expect(() => busEntriesOf(broken, 'bus-123')).toThrow();
  });

  it('quarantines an unreadable changeset instead of holding the shard behind it', async () => {
    const broken = marshall({ ...item, events: [{ ...item.events[0], data: {} }] }) as Record<string, AttributeValue>;
    const answer = await handler({ Records: [{ eventName: 'INSERT', dynamodb: { NewImage: broken, SequenceNumber: '1' } }] });
    expect(answer.batchItemFailures).toEqual([]);
  });
});
