import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { createTableInput, type TableDefinition } from '../tables';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite') as (options: Record<string, unknown>) => Server;

/**
 * A DynamoDB of its own (dynalite in memory, in this process) for a unit test of a platform
 * guarantee that lives in conditional writes: the handlers' tables point at it for the test file.
 */
export const useInProcessDynamo = async (tables: readonly TableDefinition[]): Promise<{ stop: () => Promise<void> }> => {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { DYNAMODB_ENDPOINT: endpoint, AWS_REGION: 'eu-west-3', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test' });
  const client = new DynamoDBClient({ region: 'eu-west-3', endpoint, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  for (const table of tables) {
    const tableName = `${table.name}-${randomUUID()}`;
    // dynalite creates a table at once when told createTableMs: 0.
    await client.send(new CreateTableCommand(createTableInput(table, tableName)));
    process.env[table.envVar] = tableName;
  }
  client.destroy();
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
