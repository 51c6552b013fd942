import { describe, expect, it } from 'vitest';
import { diffReadModel, hasPendingCounters } from './replay';
import { countsTable, type TableDefinition } from './tables';

const rows = { name: 'Rows', envVar: 'ROWS_TABLE', partitionKey: { name: 'id', type: 'S' }, indexes: {}, kind: 'read-model' } as const satisfies TableDefinition;

describe("the replay's comparison of live and rebuilt read models", () => {
  it('tells a live row behind the feed from a divergence', () => {
    const rebuilt = [
      { id: 'a', status: 'received', streamVersions: { 'parcel-a': 2 } },
      { id: 'b', status: 'received', streamVersions: { 'parcel-b': 2 } },
      { id: 'c', status: 'declared', streamVersions: { 'parcel-c': 1 } },
    ];
    const live = [
      // The reception is not delivered yet.
      { id: 'a', status: 'declared', streamVersions: { 'parcel-a': 1 }, rowVersion: 1 },
      // At the same point of its stream, another row: a divergence.
      { id: 'b', status: 'stored', streamVersions: { 'parcel-b': 2 }, rowVersion: 2 },
    ];
    expect(diffReadModel(rows, live, rebuilt).map(({ key, kind }) => ({ key, kind }))).toEqual([
      { key: 'a', kind: 'behind-feed' },
      { key: 'b', kind: 'different' },
      { key: 'c', kind: 'behind-feed' },
    ]);
  });

  it('leaves out the counter moves a live row has still to finish, and says totals are behind only when rows are', () => {
    const rebuilt = [{ id: 'a', status: 'received', streamVersions: { 'parcel-a': 2 } }];
    const live = [{ id: 'a', status: 'received', streamVersions: { 'parcel-a': 2 }, rowVersion: 3, pendingCounters: { '3': { parcels: 1 } } }];
    expect(diffReadModel(rows, live, rebuilt)).toEqual([]);
    const totals = [{ counter: 'parcels', count: 2 }];
    expect(diffReadModel(countsTable, [{ counter: 'parcels', count: 1 }], totals).map((difference) => difference.kind)).toEqual(['different']);
    expect(diffReadModel(countsTable, [{ counter: 'parcels', count: 1 }], totals, { countsMayLag: true }).map((difference) => difference.kind)).toEqual([
      'behind-feed',
    ]);
  });

  it('counts a row as still moving totals only while a move waits on it', () => {
    expect(hasPendingCounters({ id: 'a', pendingCounters: { '3': { parcels: 1 } } })).toBe(true);
    // Every move of the write applied and taken off: nothing waits.
    expect(hasPendingCounters({ id: 'a', pendingCounters: { '3': {} } })).toBe(false);
    expect(hasPendingCounters({ id: 'a' })).toBe(false);
  });
});
