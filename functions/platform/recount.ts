import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamoDocuments } from './aws/dynamodb';
import {
  appliedMovePrefix,
  contributionsOf,
  rowKeyString,
  stateOf,
  totalMovedAtAttribute,
  totalMovesAttribute,
  totalOwnerAttribute,
  type AnyProjection,
} from './projection';
import { checkpointsTable } from './state-tables';
import { countsTable, tableNameOf } from './tables';

/**
 * The recount of a projection's totals (its counters and sums in the counts read model) from its rows,
 * a page at a time, its progress kept between runs (in the checkpoints table, `totals#<projection>`):
 * 1. each page of the projection's table adds what each row has brought to the totals: its
 *    contributions, less the counter moves still on it (not yet applied to the totals, unless the total
 *    already holds their marker: checked at the end);
 * 2. then each page of the counts table checks the totals this projection keeps (the ones its rows
 *    counted in, and the ones it moved before, now counted by no row: `owner`) against the sums;
 * 3. then the totals no item holds yet.
 * A total found wrong is set to the sum, conditional on its write counter as read. A total that moved
 * since the pass began (`movedAt`, a minute of clock drift allowed) is left to a later pass: the rows
 * read before its move may not say what it holds now.
 */
const driftMs = 60_000;
const pageSize = 200;

const stateSchema = z.object({
  phase: z.enum(['rows', 'totals', 'missing']),
  startedAt: z.iso.datetime(),
  cursor: z.record(z.string(), z.unknown()).nullable(),
  sums: z.record(z.string(), z.number()),
  /** counter moves seen on the rows, not applied when the row was read: by total, move id to delta */
  pending: z.record(z.string(), z.record(z.string(), z.number())),
  /** totals the counts table holds (checked in phase 2) */
  checked: z.array(z.string()),
});
type RecountState = z.infer<typeof stateSchema>;

export type RecountReport = { rows: number; totals: number; corrected: string[]; skipped: string[]; complete: boolean };

export const recountName = (projection: Pick<AnyProjection, 'name'>) => `totals#${projection.name}`;

const fresh = (now: Date): RecountState => ({ phase: 'rows', startedAt: now.toISOString(), cursor: null, sums: {}, pending: {}, checked: [] });

const readState = async (name: string): Promise<{ state: RecountState; savedAt: string } | undefined> => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(checkpointsTable), Key: { checkpoint: name }, ConsistentRead: true }));
  if (!Item) return undefined;
  const parsed = stateSchema.safeParse(Item.recount);
  // A state this code no longer reads: the pass starts again.
  return parsed.success ? { state: parsed.data, savedAt: String(Item.savedAt) } : undefined;
};

const saveState = (name: string, state: RecountState, now: Date) =>
  dynamoDocuments().send(new PutCommand({ TableName: tableNameOf(checkpointsTable), Item: { checkpoint: name, recount: state, savedAt: now.toISOString() } }));

const countItemSchema = z.looseObject({ counter: z.string(), count: z.number().optional() });

/** Sets a total to what the rows say, unless it moved since it was read; true when corrected. */
const correct = async (counter: string, expected: number, item: Record<string, unknown> | undefined, owner: string): Promise<boolean> => {
  const moves = item?.[totalMovesAttribute];
  try {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableNameOf(countsTable),
        Key: { counter },
        UpdateExpression: 'SET #count = :expected, #owner = :owner ADD #moves :one',
        ConditionExpression: item === undefined ? 'attribute_not_exists(#counter)' : typeof moves === 'number' ? '#moves = :moves' : 'attribute_not_exists(#moves)',
        ExpressionAttributeNames: { '#count': 'count', '#owner': totalOwnerAttribute, '#moves': totalMovesAttribute, ...(item === undefined ? { '#counter': 'counter' } : {}) },
        ExpressionAttributeValues: { ':expected': expected, ':owner': owner, ':one': 1, ...(typeof moves === 'number' ? { ':moves': moves } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** One recount of a projection's totals, advanced a page per step. */
export const openRecount = async (projection: AnyProjection, now: Date) => {
  const name = recountName(projection);
  const saved = await readState(name);
  const state = saved?.state ?? fresh(now);
  const owner = projection.table.name;
  const report: RecountReport = { rows: 0, totals: 0, corrected: [], skipped: [], complete: false };

  /** What a total should hold, given its item as read at the end of the pass. */
  const expectedOf = (counter: string, item: Record<string, unknown> | undefined) => {
    let expected = state.sums[counter] ?? 0;
    // A move still on its row when read, applied since (its marker on the total): the total holds it.
    for (const [move, delta] of Object.entries(state.pending[counter] ?? {})) if (item?.[`${appliedMovePrefix}${move}`] !== undefined) expected += delta;
    return expected;
  };
  const movedSince = (item: Record<string, unknown> | undefined) => {
    const movedAt = item?.[totalMovedAtAttribute];
    return typeof movedAt === 'string' && Date.parse(movedAt) >= Date.parse(state.startedAt) - driftMs;
  };
  const check = async (counter: string, item: Record<string, unknown> | undefined) => {
    report.totals += 1;
    const expected = expectedOf(counter, item);
    const count = item ? (countItemSchema.parse(item).count ?? 0) : 0;
    if (count === expected) return;
    if (movedSince(item)) {
      report.skipped.push(counter);
      return;
    }
    if (await correct(counter, expected, item, owner)) report.corrected.push(counter);
    else report.skipped.push(counter);
  };

  /** One page; false once the pass is over (the next run starts a new one). */
  const step = async (): Promise<boolean> => {
    if (state.phase === 'rows') {
      const page = await dynamoDocuments().send(
        new ScanCommand({ TableName: tableNameOf(projection.table), Limit: pageSize, ConsistentRead: true, ExclusiveStartKey: state.cursor ?? undefined }),
      );
      for (const item of page.Items ?? []) {
        report.rows += 1;
        const row = stateOf(projection, item);
        if (row.row && !row.removed) for (const [total, amount] of contributionsOf(projection, row.row)) state.sums[total] = (state.sums[total] ?? 0) + amount;
        const keyNames: string[] = [projection.table.partitionKey.name, ...(projection.table.sortKey ? [projection.table.sortKey.name] : [])];
        const key = rowKeyString(Object.fromEntries(Object.entries(item).filter(([attribute]) => keyNames.includes(attribute))) as Record<string, string>);
        for (const [write, counters] of Object.entries(row.pendingCounters)) {
          for (const [total, delta] of Object.entries(counters)) {
            // Not yet in the total (unless applied since: see expectedOf).
            state.sums[total] = (state.sums[total] ?? 0) - delta;
            state.pending[total] = { ...state.pending[total], [`${tableNameOf(projection.table)}|${key}|${write}`]: delta };
          }
        }
      }
      state.cursor = page.LastEvaluatedKey ?? null;
      if (!state.cursor) state.phase = 'totals';
    } else if (state.phase === 'totals') {
      const page = await dynamoDocuments().send(new ScanCommand({ TableName: tableNameOf(countsTable), Limit: pageSize, ConsistentRead: true, ExclusiveStartKey: state.cursor ?? undefined }));
      for (const item of page.Items ?? []) {
        const { counter } = countItemSchema.parse(item);
        if (!(counter in state.sums) && item[totalOwnerAttribute] !== owner) continue;
        state.checked.push(counter);
        await check(counter, item);
      }
      state.cursor = page.LastEvaluatedKey ?? null;
      if (!state.cursor) state.phase = 'missing';
    } else {
      const checked = new Set(state.checked);
      for (const counter of Object.keys(state.sums)) if (!checked.has(counter)) await check(counter, undefined);
      report.complete = true;
      Object.assign(state, fresh(now));
      await saveState(name, state, now);
      return false;
    }
    await saveState(name, state, now);
    return true;
  };
  return { name, savedAt: saved?.savedAt ?? '', report, step };
};
