import { BatchGetCommand, GetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ValidationError } from '../../domain/shared/errors';
import { countsTable, tableNameOf, type IndexNameOf, type TableDefinition } from './tables';
import { dynamoDocuments } from './aws/dynamodb';
import { stateOf } from './projection';

/**
 * Reads of the read models: by key, or one page of an index partition in key order, continued by a
 * cursor. Never a scan, never a read of a whole partition: a page costs the same at any table size.
 * Rows are parsed by their projection's schema; a removed row (tombstone) reads as absent.
 */
type RowSource<Row extends object, Table extends TableDefinition = TableDefinition> = { table: Table; rowSchema: z.ZodType<Row> };

/** The row of an item, parsed once (with its bookkeeping): a page of 100 rows is 100 parses, not 200. */
const rowOf = <Row extends object>(source: RowSource<Row>, item: Record<string, unknown>): Row | undefined => stateOf(source, item).row;

export const getRow = async <Row extends object>(source: RowSource<Row>, key: Record<string, string>): Promise<Row | undefined> => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(source.table), Key: key }));
  return Item ? rowOf(source, Item) : undefined;
};

/** A row with the stream versions it reflects (to wait until a command's version has reached it); undefined when absent or removed. */
export const getRowState = async <Row extends object>(
  source: RowSource<Row>,
  key: Record<string, string>,
): Promise<{ row: Row; streamVersions: Record<string, number> } | undefined> => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(source.table), Key: key }));
  if (!Item) return undefined;
  const state = stateOf(source, Item);
  return state.row ? { row: state.row, streamVersions: state.streamVersions } : undefined;
};

/**
 * A row once it reflects `streamId` at `atLeastVersion` (the version a command returned), waiting a
 * few seconds at most: a page reloaded after a change never shows the row as it was before it.
 * `behind` when the read model has not caught up in time, `absent` when there is no such row.
 */
export const getRowAtVersion = async <Row extends object>(
  source: RowSource<Row>,
  key: Record<string, string>,
  options: { streamId: string; atLeastVersion: number; timeoutMs?: number },
): Promise<{ found: 'row'; row: Row; version: number } | { found: 'absent' } | { found: 'behind' }> => {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (let delayMs = 20; ; delayMs = Math.min(delayMs * 2, 250)) {
    const state = await getRowState(source, key);
    const version = state?.streamVersions[options.streamId] ?? 0;
    if (state && version >= options.atLeastVersion) return { found: 'row', row: state.row, version };
    // No version to wait for: a missing row is simply absent.
    if (!state && options.atLeastVersion <= 0) return { found: 'absent' };
    if (Date.now() + delayMs > deadline) return { found: 'behind' };
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
};

/**
 * A row the caller may see (`visible`: a customer's own), at `atLeastVersion` of its stream. One read
 * when the row is already there; a row the caller may not see is `absent` at once, without waiting
 * (a row not written yet is waited for, as it may be the caller's own, just created).
 */
export const getVisibleRowAtVersion = async <Row extends object>(
  source: RowSource<Row>,
  key: Record<string, string>,
  options: { streamId: string; atLeastVersion: number; visible: (row: Row) => boolean },
): Promise<{ found: 'row'; row: Row; version: number } | { found: 'absent' } | { found: 'behind' }> => {
  const current = await getRowState(source, key);
  if (current && !options.visible(current.row)) return { found: 'absent' };
  const version = current?.streamVersions[options.streamId] ?? 0;
  if (current && version >= options.atLeastVersion) return { found: 'row', row: current.row, version };
  // Not there yet (a row just created) or behind: wait for it.
  const later = await getRowAtVersion(source, key, options);
  return later.found === 'row' && !options.visible(later.row) ? { found: 'absent' } : later;
};

/** Rows by id, in the order asked, missing ones left out (react-admin's getMany). */
export const getRows = async <Row extends object>(source: RowSource<Row>, ids: readonly string[]): Promise<Row[]> => {
  const keyName = source.table.partitionKey.name;
  const tableName = tableNameOf(source.table);
  const unique = [...new Set(ids)];
  const found = new Map<string, Row>();
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + 100).map((id) => ({ [keyName]: id }));
    while (keys && keys.length > 0) {
      const result: BatchGetCommandOutput = await dynamoDocuments().send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
      for (const item of result.Responses?.[tableName] ?? []) {
        const row = rowOf(source, item);
        if (row) found.set(String(item[keyName]), row);
      }
      keys = result.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return unique.flatMap((id) => found.get(id) ?? []);
};

export const invalidCursorMessage = 'Curseur de pagination invalide : rechargez la liste.';

/** An opaque cursor: the last key of a page, which DynamoDB continues after. */
const cursorKeySchema = z.record(z.string(), z.union([z.string(), z.number()]));
const encodeCursor = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');
const decodeCursor = (cursor: string, partition: { name: string; value: string }): Record<string, unknown> => {
  try {
    const key = cursorKeySchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    // A cursor continues the partition it came from: one of another partition is refused, not followed.
    if (key[partition.name] !== partition.value) throw new Error('autre partition');
    return key;
  } catch (error) {
    throw new ValidationError(invalidCursorMessage, {}, { cause: error });
  }
};

export type PageQuery<Table extends TableDefinition> = {
  indexName: IndexNameOf<Table>;
  /** the value of the index's partition key */
  partition: string;
  descending: boolean;
  limit: number;
  cursor?: string;
  /** a part of the partition by its sort key (a date range, a search prefix); the whole partition without it */
  sortKeyRange?: { between: readonly [string, string] } | { beginsWith: string };
  /**
   * Rows of the part kept only when these attributes hold these values (or fall in this range), read
   * and dropped by DynamoDB. The page is read on until it is full or the part ends, within a bound
   * (`filteredReadBound`): past it the page is answered as found, `truncated`, with a cursor to go on.
   */
  where?: { equals?: Readonly<Record<string, string>>; between?: { attribute: string; range: readonly [string, string] } };
};

/**
 * What one filtered page may cost: so many requests, or so many index items examined (kept or
 * dropped), whichever comes first. A filter matching nothing then costs the same as a rare one, and
 * never a read of the whole part.
 */
export const filteredReadBound = { reads: 6, itemsExamined: 2000 } as const;

const filterOf = (where: PageQuery<TableDefinition>['where']) => {
  const equals = Object.entries(where?.equals ?? {});
  const conditions = equals.map((_entry, position) => `#where${position} = :where${position}`);
  const names: Record<string, string> = Object.fromEntries(equals.map(([attribute], position) => [`#where${position}`, attribute]));
  const values: Record<string, string> = Object.fromEntries(equals.map(([, value], position) => [`:where${position}`, value]));
  if (where?.between) {
    conditions.push('#whereRange BETWEEN :whereFrom AND :whereTo');
    names['#whereRange'] = where.between.attribute;
    values[':whereFrom'] = where.between.range[0];
    values[':whereTo'] = where.between.range[1];
  }
  return conditions.length === 0 ? undefined : { expression: conditions.join(' AND '), names, values };
};
/**
 * `truncated`: the filtered read's bound stopped it before the page was full while the part goes on
 * (`nextCursor` continues it): more rows may match, the page says so rather than looking like the end.
 */
export type Page<Row> = { rows: Row[]; nextCursor: string | null; truncated: boolean };

/**
 * How many items the next filtered read asks for: the rows still missing divided by the share of
 * items the filter kept so far (a quarter more, so that a second read usually fills the page), at
 * least the rows missing, at most what the bound leaves. Asking only for the rows missing left a
 * rare filter's page nearly empty after its few reads.
 */
const nextReadSize = (missing: number, examined: number, kept: number, budget: number): number => {
  const estimate = examined === 0 ? missing : Math.ceil((missing * examined * 1.25) / Math.max(kept, 1));
  return Math.max(1, Math.min(budget, Math.max(missing, estimate)));
};

/** One page of an index partition, in sort-key order: at most `limit` rows and the cursor of the next page. */
export const queryPage = async <Row extends object, Table extends TableDefinition>(
  source: RowSource<Row, Table>,
  query: PageQuery<Table>,
): Promise<Page<Row>> => {
  const indexes: TableDefinition['indexes'] = source.table.indexes;
  const index = indexes[query.indexName];
  if (!index) throw new Error(`index inconnu : ${query.indexName}`);
  const partition = { name: index.partitionKey.name, value: query.partition };
  const range = query.sortKeyRange;
  const sortKeyName = index.sortKey?.name;
  if (range && !sortKeyName) throw new Error(`l'index ${query.indexName} n'a pas de clé de tri`);
  const rangeCondition = !range ? '' : 'between' in range ? ' AND #sort BETWEEN :from AND :to' : ' AND begins_with(#sort, :prefix)';
  const rangeValues = !range ? {} : 'between' in range ? { ':from': range.between[0], ':to': range.between[1] } : { ':prefix': range.beginsWith };
  const filter = filterOf(query.where);
  // The key DynamoDB continues after: the table's key and the index's, read from an item.
  const keyNames = [source.table.partitionKey.name, source.table.sortKey?.name, index.partitionKey.name, sortKeyName].filter((name) => name !== undefined);
  const keyOf = (item: Record<string, unknown>) => Object.fromEntries(keyNames.map((name) => [name, item[name]]));
  const rows: Row[] = [];
  let startKey = query.cursor ? decodeCursor(query.cursor, partition) : undefined;
  let reads = 0;
  let examined = 0;
  // Tombstones are not in the indexes (they lack the index keys), so without `where` a page is short only at the end.
  do {
    const missing = query.limit - rows.length;
    const size = filter ? nextReadSize(missing, examined, rows.length, filteredReadBound.itemsExamined - examined) : missing;
    reads += 1;
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableNameOf(source.table),
        IndexName: query.indexName,
        KeyConditionExpression: `#partition = :partition${rangeCondition}`,
        ExpressionAttributeNames: { '#partition': partition.name, ...(range && sortKeyName ? { '#sort': sortKeyName } : {}), ...filter?.names },
        ExpressionAttributeValues: { ':partition': partition.value, ...rangeValues, ...filter?.values },
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ScanIndexForward: !query.descending,
        Limit: size,
        ExclusiveStartKey: startKey,
      }),
    );
    examined += page.ScannedCount ?? size;
    startKey = page.LastEvaluatedKey;
    for (const item of page.Items ?? []) {
      const row = rowOf(source, item);
      if (!row) continue;
      rows.push(row);
      // A read larger than the rows missing may bring more than the page holds: the page ends at its
      // last row, and the next one continues right after it.
      if (rows.length === query.limit) {
        if (item !== page.Items?.at(-1) || startKey) startKey = keyOf(item);
        break;
      }
    }
  } while (
    startKey &&
    rows.length < query.limit &&
    (!filter || (reads < filteredReadBound.reads && examined < filteredReadBound.itemsExamined))
  );
  return { rows, nextCursor: startKey ? encodeCursor(startKey) : null, truncated: startKey !== undefined && rows.length < query.limit };
};

const countItemSchema = z.object({ counter: z.string(), count: z.number().int() });

/** Several totals in one BatchGet (at most 100), by counter (0 for one never counted). */
export const getCounts = async (counters: readonly string[]): Promise<Map<string, number>> => {
  const unique = [...new Set(counters)];
  const counts = new Map(unique.map((counter) => [counter, 0]));
  const tableName = tableNameOf(countsTable);
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + 100).map((counter) => ({ counter }));
    while (keys && keys.length > 0) {
      const result: BatchGetCommandOutput = await dynamoDocuments().send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
      for (const item of result.Responses?.[tableName] ?? []) {
        const { counter, count } = countItemSchema.parse(item);
        counts.set(counter, count);
      }
      keys = result.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return counts;
};

/** A list total, kept by the projection that owns the rows (0 when nothing was ever counted). */
export const getCount = async (counter: string): Promise<number> => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(countsTable), Key: { counter } }));
  return Item ? countItemSchema.parse(Item).count : 0;
};
