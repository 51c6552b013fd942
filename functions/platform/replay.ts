import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredEvent } from '../../events/catalog';
import { countsTable, type TableDefinition } from './tables';
import { dynamoDocuments } from './aws/dynamodb';
import { appliedMovePrefix, contributionsOf, totalMovedAtAttribute, totalMovesAttribute, totalOwnerAttribute, emptyState, foldIntoState, itemOf, rowKeyString, type AnyProjection, type ProjectedState } from './projection';
import type { Changeset } from './changeset';
import { readFeed, type OnUnreadable } from './feed';
import { createStreamSequencer, type StreamGap } from './stream-sequencer';

/**
 * Rebuilds read models from the global feed: the same `evolve` functions as the live runners,
 * folded in memory in each stream's version order (the feed's commit order, with a changeset held
 * back until the versions before it have arrived), then written in batches into fresh tables.
 */
export type RebuiltModel = { projection: AnyProjection; states: Map<string, { key: Record<string, string>; state: ProjectedState }> };


/** `onEvent` sees every event as the projections do: each stream in version order (the auditors' checks). */
export const createReplay = (projections: readonly AnyProjection[], options: { onEvent?: (event: StoredEvent) => void } = {}) => {
  const models: RebuiltModel[] = projections.map((projection) => ({ projection, states: new Map() }));
  let events = 0;
  const sequencer = createStreamSequencer<Changeset>();
  const apply = (event: StoredEvent) => {
    events += 1;
    options.onEvent?.(event);
    for (const model of models) {
      if (!model.projection.eventTypes.includes(event.type)) continue;
      const key = model.projection.keyOf(event);
      const id = rowKeyString(key);
      const state = foldIntoState(model.projection, key, model.states.get(id)?.state ?? emptyState, [event]);
      if (state.row || state.removed) model.states.set(id, { key, state });
    }
  };
  /** The rows of a model as the live runner writes them (the write counter left out: it counts writes, not events). */
  const itemsOf = (table: TableDefinition): Record<string, unknown>[] =>
    models
      .filter((model) => model.projection.table.name === table.name)
      .flatMap((model) => [...model.states.values()].map(({ key, state }) => withoutWriteCounter(itemOf(key, state, 1))));
  /** The list totals, counted over the rebuilt rows. */
  const counts = (): Map<string, number> => {
    const totals = new Map<string, number>();
    for (const model of models) {
      for (const { state } of model.states.values()) {
        if (!state.row || state.removed) continue;
        for (const [total, amount] of contributionsOf(model.projection, state.row)) totals.set(total, (totals.get(total) ?? 0) + amount);
      }
    }
    return totals;
  };
  /** The rebuilt row of a read model at a key (undefined when absent or removed). */
  const row = (table: TableDefinition, key: Record<string, string>): object | undefined =>
    models.find((model) => model.projection.table.name === table.name)?.states.get(rowKeyString(key))?.state.row;
  /** Every rebuilt read model, the counts included, as the items to write into fresh tables. */
  const allItems = (): { table: TableDefinition; items: Record<string, unknown>[] }[] => [
    ...new Map(models.map((model) => [model.projection.table.name, model.projection.table])).values(),
  ]
    .map((table) => ({ table, items: itemsOf(table) }))
    .concat({ table: countsTable, items: [...counts()].map(([counter, count]) => ({ counter, count })) });
  return {
    models,
    itemsOf,
    counts,
    allItems,
    row,
    /** takes a changeset in feed order; applies it, and any it was holding back, once its stream is contiguous */
    applyChangeset: (changeset: Changeset) => {
      for (const ready of sequencer.push(changeset)) ready.events.forEach(apply);
    },
    eventCount: () => events,
    /** streams whose changesets were held back for a version that never came */
    gaps: (): StreamGap[] => sequencer.gaps(),
  };
};

export const withoutWriteCounter = (item: Record<string, unknown>): Record<string, unknown> => {
  const { rowVersion: _writes, ...rest } = item;
  return rest;
};

const totalBookkeeping: readonly string[] = [totalMovesAttribute, totalMovedAtAttribute, totalOwnerAttribute];

/** A live row as the replay compares it: without its write counter and the counter moves it still has to finish. */
const withoutBookkeeping = (item: Record<string, unknown>): Record<string, unknown> => {
  const { pendingCounters: _pending, ...rest } = withoutWriteCounter(item);
  return Object.fromEntries(Object.entries(rest).filter(([name]) => !name.startsWith(appliedMovePrefix)));
};

/** Feeds the whole history, in commit order, to a replay; an unreadable changeset is reported to `onUnreadable` and skipped. */
export const replayFeed = async (
  replay: ReturnType<typeof createReplay>,
  onChangeset: (changeset: Changeset) => void = () => undefined,
  onUnreadable?: OnUnreadable,
) => {
  for await (const changeset of readFeed({ onUnreadable })) {
    replay.applyChangeset(changeset);
    onChangeset(changeset);
  }
};

/** Writes items 25 at a time, several batches in flight, retrying what DynamoDB leaves unprocessed. */
export const writeItems = async (tableName: string, rows: readonly object[], parallelism = 8): Promise<void> => {
  const batches: object[][] = [];
  for (let start = 0; start < rows.length; start += 25) batches.push(rows.slice(start, start + 25));
  const writeBatch = async (batch: object[]) => {
    let requests = batch.map((row) => ({ PutRequest: { Item: row } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
      const result = await dynamoDocuments().send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: parallelism }, async () => {
      while (next < batches.length) {
        const batch = batches[next] as object[];
        next += 1;
        await writeBatch(batch);
      }
    }),
  );
};

export const scanRows = async (tableName: string): Promise<Record<string, unknown>[]> => {
  const rows: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    rows.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows;
};

/**
 * `behind-feed`: the live row reflects an earlier point of its streams than the feed (or is not
 * written yet): deliveries still to come, which the tailer or the reconciliation brings, not a
 * divergence. The others are divergences: the same history gives another row.
 */
export type ReadModelDifference = {
  key: string;
  kind: 'missing-in-live' | 'missing-in-rebuilt' | 'different' | 'behind-feed';
  live?: unknown;
  rebuilt?: unknown;
};

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const streamVersionsOf = (row: Record<string, unknown>): Record<string, number> =>
  row.streamVersions && typeof row.streamVersions === 'object' ? (row.streamVersions as Record<string, number>) : {};

/** The live row reflects every stream at or before the rebuilt one, one of them strictly before. */
const isBehind = (live: Record<string, unknown>, rebuilt: Record<string, unknown>): boolean => {
  const known = streamVersionsOf(live);
  const feed = streamVersionsOf(rebuilt);
  const streams = new Set([...Object.keys(known), ...Object.keys(feed)]);
  let behind = false;
  for (const streamId of streams) {
    const liveVersion = known[streamId] ?? 0;
    const feedVersion = feed[streamId] ?? 0;
    if (liveVersion > feedVersion) return false;
    if (liveVersion < feedVersion) behind = true;
  }
  return behind;
};

/** A live row still holding counter moves to finish: the totals it counts in are behind it. */
export const hasPendingCounters = (row: Record<string, unknown>): boolean =>
  Boolean(
    row.pendingCounters &&
      typeof row.pendingCounters === 'object' &&
      Object.values(row.pendingCounters).some((moves) => moves && typeof moves === 'object' && Object.keys(moves).length > 0),
  );

/**
 * Row-by-row comparison of a live read model with its rebuilt twin (an audit tool: it scans). The
 * rows' write counters differ by nature (a healed gap is one write for several events) and are not
 * compared, nor the counter moves a row still has to finish (nor a total's memory of the moves it
 * applied); counters at zero count as absent. A
 * live row behind the feed is told apart from a divergence; the totals, which carry no versions,
 * are said behind when `countsMayLag` (some row of the run is behind or has counter moves to finish).
 */
export const diffReadModel = (
  table: TableDefinition,
  live: readonly Record<string, unknown>[],
  rebuilt: readonly Record<string, unknown>[],
  options: { countsMayLag?: boolean } = {},
): ReadModelDifference[] => {
  const keyName = table.partitionKey.name;
  const isCounts = table.name === countsTable.name;
  const comparable = (rows: readonly Record<string, unknown>[]) =>
    rows
      .map(withoutBookkeeping)
      // A total's write counter, last move and owner say how it was kept, not what it totals.
      .map((row) => (isCounts ? Object.fromEntries(Object.entries(row).filter(([name]) => !totalBookkeeping.includes(name))) : row))
      .filter((row) => !(isCounts && row.count === 0));
  const byKey = (rows: readonly Record<string, unknown>[]) => new Map(comparable(rows).map((row) => [String(row[keyName]), row]));
  const liveRows = byKey(live);
  const rebuiltRows = byKey(rebuilt);
  const differences: ReadModelDifference[] = [];
  const countsLag = isCounts && options.countsMayLag === true;
  for (const [key, row] of rebuiltRows) {
    const current = liveRows.get(key);
    if (!current) differences.push({ key, kind: isCounts && !countsLag ? 'missing-in-live' : 'behind-feed', rebuilt: row });
    else if (canonical(current) !== canonical(row)) {
      const behind = isCounts ? countsLag : isBehind(current, row);
      differences.push({ key, kind: behind ? 'behind-feed' : 'different', live: current, rebuilt: row });
    }
  }
  for (const [key, row] of liveRows) if (!rebuiltRows.has(key)) differences.push({ key, kind: countsLag ? 'behind-feed' : 'missing-in-rebuilt', live: row });
  return differences;
};
