import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamoDocuments } from './aws/dynamodb';
import { liveApi } from './aws/live-api';
import { liveConnectionsTable } from './state-tables';
import { tableNameOf } from './tables';

/**
 * Live updates over WebSocket: who is connected (a connection id per open socket, with the person and
 * their side), and a push to their sockets through the management API's PostToConnection, the same
 * call on AWS and on the local gateway. The connections' table is stated with the other state tables,
 * so that listing the tables (the health probe) bundles neither this client nor its schemas.
 */
export { liveConnectionsTable } from './state-tables';

export const liveSides = ['customer', 'staff'] as const;
export type LiveSide = (typeof liveSides)[number];

/** API Gateway closes a WebSocket after two hours whatever happens: a connection item outlives it by nothing. */
export const connectionLifetimeSeconds = 2 * 60 * 60;

export const rememberConnection = async (connectionId: string, person: { userId: string; side: LiveSide }, now: Date): Promise<void> => {
  await dynamoDocuments().send(
    new PutCommand({
      TableName: tableNameOf(liveConnectionsTable),
      Item: {
        connectionId,
        userId: person.userId,
        side: person.side,
        ...(person.side === 'staff' ? { staffPartition: 'staff' } : {}),
        connectedAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + connectionLifetimeSeconds,
      },
    }),
  );
};

export const forgetConnection = async (connectionId: string): Promise<void> => {
  await dynamoDocuments().send(new DeleteCommand({ TableName: tableNameOf(liveConnectionsTable), Key: { connectionId } }));
};

const keysSchema = z.array(z.object({ connectionId: z.string() }));

const connectionIdsOf = async (indexName: 'byUser' | 'staff', partition: { name: string; value: string }): Promise<string[]> => {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableNameOf(liveConnectionsTable),
        IndexName: indexName,
        KeyConditionExpression: '#partition = :partition',
        ExpressionAttributeNames: { '#partition': partition.name },
        ExpressionAttributeValues: { ':partition': partition.value },
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...keysSchema.parse(page.Items ?? []).map((item) => item.connectionId));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
};

/** The open sockets of one person (a customer's tabs and devices). */
export const connectionsOfUser = (userId: string): Promise<string[]> => connectionIdsOf('byUser', { name: 'userId', value: userId });
/** The open sockets of every staff member. */
export const staffConnections = (): Promise<string[]> => connectionIdsOf('staff', { name: 'staffPartition', value: 'staff' });

/**
 * Sends one JSON message to each connection; a connection that is gone (the socket closed without its
 * disconnect being seen) is forgotten. Answers how many sockets received it.
 */
export const pushToConnections = async (connectionIds: readonly string[], payload: unknown): Promise<number> => {
  const data = new TextEncoder().encode(JSON.stringify(payload));
  const outcomes = await Promise.all(
    connectionIds.map(async (connectionId) => {
      try {
        await liveApi().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        return true;
      } catch (error) {
        if (error instanceof GoneException) {
          await forgetConnection(connectionId);
          return false;
        }
        throw error;
      }
    }),
  );
  return outcomes.filter(Boolean).length;
};
