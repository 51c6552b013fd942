import { BatchGetCommand, GetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { readModelTables, type ReadModelName } from './table-definitions';
import { dynamoDocuments } from './aws/dynamodb';
import { readModelTableName } from './projection';

/** Reads of the read models: by key, or through an index in key order. Never a scan. */
export const getRow = async <Row>(readModel: ReadModelName, key: Record<string, string>): Promise<Row | undefined> => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: readModelTableName(readModel), Key: key }));
  return Item as Row | undefined;
};

export const getRows = async <Row>(readModel: ReadModelName, ids: readonly string[]): Promise<Row[]> => {
  const keyName = readModelTables[readModel].partitionKey.name;
  const tableName = readModelTableName(readModel);
  const unique = [...new Set(ids)];
  const rows: Row[] = [];
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + 100).map((id) => ({ [keyName]: id }));
    while (keys && keys.length > 0) {
      const result: BatchGetCommandOutput = await dynamoDocuments().send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
      rows.push(...((result.Responses?.[tableName] ?? []) as Row[]));
      keys = result.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return rows;
};

export type IndexQuery = {
  readModel: ReadModelName;
  indexName: string;
  partition: { name: string; value: string };
  descending: boolean;
};

const partitionQuery = (query: Omit<IndexQuery, 'descending'>) => ({
  TableName: readModelTableName(query.readModel),
  IndexName: query.indexName,
  KeyConditionExpression: '#partition = :partition',
  ExpressionAttributeNames: { '#partition': query.partition.name },
  ExpressionAttributeValues: { ':partition': query.partition.value },
});

/** Rows of one index partition, in sort-key order, from `offset` for `limit` rows. */
export const queryRows = async <Row>(query: IndexQuery, window: { offset: number; limit: number }): Promise<Row[]> => {
  const rows: Row[] = [];
  let startKey: Record<string, unknown> | undefined;
  const wanted = window.offset + window.limit;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        ...partitionQuery(query),
        ScanIndexForward: !query.descending,
        Limit: wanted - rows.length,
        ExclusiveStartKey: startKey,
      }),
    );
    rows.push(...((page.Items ?? []) as Row[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && rows.length < wanted);
  return rows.slice(window.offset, wanted);
};

export const countRows = async (query: Omit<IndexQuery, 'descending'>): Promise<number> => {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        ...partitionQuery(query),
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
};
