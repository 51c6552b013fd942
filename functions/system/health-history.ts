import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { healthWindowMs, type ClassifiedCheck } from '../../domain/health/health-checks';
import { dynamoDocuments } from '../platform/aws/dynamodb';
import { tableNameOf } from '../platform/tables';
import { healthChecksTable } from './health-checks-table';

/** The one series of checks: the server as a whole. */
const monitor = 'server';

const checkRowSchema = z.object({
  checkedAt: z.iso.datetime(),
  level: z.enum(['healthy', 'warning', 'critical']),
  latencyMs: z.number().int().min(0),
  /** the dependencies that did not answer, by name only */
  down: z.array(z.string()).default([]),
});
export type HealthCheckRow = z.infer<typeof checkRowSchema>;

export const recordHealthCheck = async (row: HealthCheckRow): Promise<void> => {
  await dynamoDocuments().send(
    new PutCommand({
      TableName: tableNameOf(healthChecksTable),
      Item: { monitor, ...row, expiresAt: Math.ceil((Date.parse(row.checkedAt) + healthWindowMs) / 1000) },
    }),
  );
};

/** The checks of the last 24 h, oldest first: at most 2,880 small items (one every 30 s), a page or two. */
export const readHealthChecks = async (now: Date): Promise<(HealthCheckRow & ClassifiedCheck)[]> => {
  const rows: HealthCheckRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableNameOf(healthChecksTable),
        KeyConditionExpression: 'monitor = :monitor AND checkedAt > :since',
        ExpressionAttributeValues: { ':monitor': monitor, ':since': new Date(now.getTime() - healthWindowMs).toISOString() },
        ProjectionExpression: 'checkedAt, #level, latencyMs, down',
        ExpressionAttributeNames: { '#level': 'level' },
        ExclusiveStartKey: startKey,
      }),
    );
    rows.push(...(page.Items ?? []).map((item) => checkRowSchema.parse(item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows;
};
