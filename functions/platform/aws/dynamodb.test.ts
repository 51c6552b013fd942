import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsTable, tableNameOf } from '../tables';
import { useInProcessDynamo } from '../testing/in-process-dynamo';
import { dynamoDocuments, dynamoItems, dynamoRoundTripCount } from './dynamodb';

describe('the DynamoDB clients', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([countsTable]));
  });
  afterAll(async () => stop());

  it("the store's client reuses its resolved middleware and still sends each command its own input", async () => {
    const TableName = tableNameOf(countsTable);
    for (const counter of ['premier', 'second', 'troisième']) {
      await dynamoItems().send(new PutItemCommand({ TableName, Item: { counter: { S: counter }, value: { N: String(counter.length) } } }));
    }
    const values = await Promise.all(
      ['premier', 'second', 'troisième'].map(async (counter) => (await dynamoItems().send(new GetItemCommand({ TableName, Key: { counter: { S: counter } } }))).Item?.value?.N),
    );
    expect(values).toEqual(['7', '6', '9']);
    expect(dynamoItems().config.cacheMiddleware).toBe(true);
  });

  it('counts the round-trips of both clients', async () => {
    const TableName = tableNameOf(countsTable);
    const before = dynamoRoundTripCount();
    await dynamoDocuments().send(new PutCommand({ TableName, Item: { counter: 'documents', value: 1 } }));
    await dynamoDocuments().send(new GetCommand({ TableName, Key: { counter: 'documents' } }));
    await dynamoItems().send(new GetItemCommand({ TableName, Key: { counter: { S: 'documents' } } }));
    expect(dynamoRoundTripCount() - before).toBe(3);
  });

  it("leaves out the SDK's logger step, which copies every input and output for a logger that discards them", () => {
    for (const stack of [dynamoItems().middlewareStack, dynamoDocuments().middlewareStack]) {
      expect(stack.identify().some((entry) => entry.startsWith('loggerMiddleware'))).toBe(false);
      expect(stack.identify().some((entry) => entry.startsWith('countRoundTrips'))).toBe(true);
    }
  });
});
