import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { dynamoDocuments, dynamoRoundTripCount } from './aws/dynamodb';
import { writeItems } from './replay';
import { filteredReadBound, queryPage } from './read-models';
import { tableNameOf, type TableDefinition } from './tables';
import { useInProcessDynamo } from './testing/in-process-dynamo';

const rowsTable = {
  name: 'ListRows',
  envVar: 'LIST_ROWS_TABLE',
  partitionKey: { name: 'rowId', type: 'S' },
  indexes: { all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'sortKey', type: 'S' } } },
  kind: 'read-model',
} as const satisfies TableDefinition;
const rowSchema = z.object({ rowId: z.string(), colour: z.string() });
const source = { table: rowsTable, rowSchema };

/** 3,000 rows in one index partition: one in ten is red, none is green. */
const rowCount = 3000;
const idOf = (index: number) => `row${String(index).padStart(5, '0')}`;
const colourOf = (index: number) => (index % 10 === 0 ? 'red' : 'blue');

describe('a filtered page of an index', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([rowsTable]));
    const items = Array.from({ length: rowCount }, (_unused, index) => ({
      rowId: idOf(index),
      listPartition: 'rows',
      sortKey: idOf(index),
      colour: colourOf(index),
      streamVersions: {},
      rowVersion: 1,
    }));
    await writeItems(tableNameOf(rowsTable), items, 4);
  });
  afterAll(async () => {
    dynamoDocuments().destroy();
    await stop();
  });

  const red = (cursor?: string) =>
    queryPage(source, { indexName: 'all', partition: 'rows', descending: false, limit: 25, where: { equals: { colour: 'red' } }, ...(cursor ? { cursor } : {}) });

  it('fills a page of 25 with a filter matching one row in ten, and the next page goes on right after it', async () => {
    const first = await red();
    expect(first.rows.map((row) => row.rowId)).toEqual(Array.from({ length: 25 }, (_unused, position) => idOf(position * 10)));
    expect(first.truncated).toBe(false);
    expect(first.nextCursor).not.toBeNull();
    const second = await red(first.nextCursor ?? undefined);
    expect(second.rows.map((row) => row.rowId)).toEqual(Array.from({ length: 25 }, (_unused, position) => idOf((position + 25) * 10)));
  });

  it('reads every matching row once and only once, page after page, to the end of the index', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await red(cursor);
      seen.push(...page.rows.map((row) => row.rowId));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: rowCount / 10 }, (_unused, position) => idOf(position * 10)));
  });

  it('stops a filter matching nothing at its bound, with a cursor to go on and the page marked as truncated', async () => {
    const before = dynamoRoundTripCount();
    const page = await queryPage(source, { indexName: 'all', partition: 'rows', descending: true, limit: 25, where: { equals: { colour: 'green' } } });
    const reads = dynamoRoundTripCount() - before;
    expect(page.rows).toEqual([]);
    expect(page.truncated).toBe(true);
    expect(page.nextCursor).not.toBeNull();
    expect(reads).toBeLessThanOrEqual(filteredReadBound.reads);
    // The rest of the index, from the cursor: the bound stopped the read before its end, never after.
    const rest = await queryPage(source, { indexName: 'all', partition: 'rows', descending: true, limit: 25, cursor: page.nextCursor ?? undefined, where: { equals: { colour: 'green' } } });
    expect(rest.truncated).toBe(false);
    expect(rest.nextCursor).toBeNull();
  });

  it('parses each row of a page once', async () => {
    let parses = 0;
    const counted = { table: rowsTable, rowSchema: z.preprocess((item) => ((parses += 1), item), rowSchema) };
    const page = await queryPage(counted, { indexName: 'all', partition: 'rows', descending: true, limit: 100 });
    expect(page.rows).toHaveLength(100);
    expect(parses).toBe(100);
  });

  it('keeps an unfiltered page to the rows asked for, in one read', async () => {
    const before = dynamoRoundTripCount();
    const page = await queryPage(source, { indexName: 'all', partition: 'rows', descending: true, limit: 25 });
    expect(dynamoRoundTripCount() - before).toBe(1);
    expect(page.rows.map((row) => row.rowId)).toEqual(Array.from({ length: 25 }, (_unused, position) => idOf(rowCount - 1 - position)));
    expect(page.truncated).toBe(false);
  });
});
