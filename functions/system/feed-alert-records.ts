import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { FeedAlertCount } from '../../domain/health/health-history-view';
import { dynamoDocuments } from '../platform/aws/dynamodb';
import { tableNameOf } from '../platform/tables';
import type { feedAlerts } from './feed-alerts';
import { healthChecksTable } from './health-checks-table';

export type FeedAlertKind = keyof typeof feedAlerts;

/** How long the health page counts a changeset left behind: a week, for the operator who was away. */
export const feedAlertWindowMs = 7 * 24 * 3_600_000;

/**
 * Each changeset the feed's readers left behind (quarantined: unreadable; abandoned: a reconciliation
 * reader gave up on it), kept for the health page beside the health checks: one partition per kind,
 * one item per changeset (its key in the sort key), written once whichever reader reports it first,
 * so a changeset every reader meets counts once. The log line stays what the alarms count.
 */
const partitionOf = (kind: FeedAlertKind) => `feed#${kind}`;

export type FeedAlertOccurrence = { streamId: string; version: number; error: string; reader?: string };

export const recordFeedAlert = async (kind: FeedAlertKind, occurrence: FeedAlertOccurrence, now: Date): Promise<void> => {
  // An abandoned changeset is one reader's loss: each reader that gave up on it counts.
  const changeset = `${occurrence.streamId}@${occurrence.version}${kind === 'abandoned' && occurrence.reader ? `#${occurrence.reader}` : ''}`;
  try {
    await dynamoDocuments().send(
      new PutCommand({
        TableName: tableNameOf(healthChecksTable),
        Item: {
          monitor: partitionOf(kind),
          // The table's sort key, here the changeset's key: reported again, it is not counted again.
          checkedAt: changeset,
          at: now.toISOString(),
          streamId: occurrence.streamId,
          version: occurrence.version,
          ...(occurrence.reader ? { reader: occurrence.reader } : {}),
          error: occurrence.error.slice(0, 500),
          expiresAt: Math.ceil((now.getTime() + feedAlertWindowMs) / 1000),
        },
        ConditionExpression: 'attribute_not_exists(checkedAt)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

const occurrenceSchema = z.object({ at: z.iso.datetime() });

/** The changesets left behind in the last week, per kind, and when the last was: few items (each is an incident). */
export const readFeedAlerts = async (now: Date): Promise<Record<FeedAlertKind, FeedAlertCount>> => {
  const since = new Date(now.getTime() - feedAlertWindowMs).toISOString();
  const countOf = async (kind: FeedAlertKind): Promise<FeedAlertCount> => {
    let count = 0;
    let lastAt: string | null = null;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamoDocuments().send(
        new QueryCommand({
          TableName: tableNameOf(healthChecksTable),
          KeyConditionExpression: 'monitor = :monitor',
          // DynamoDB's TTL removes them after the week; dynalite never does.
          FilterExpression: '#at > :since',
          ProjectionExpression: '#at',
          ExpressionAttributeNames: { '#at': 'at' },
          ExpressionAttributeValues: { ':monitor': partitionOf(kind), ':since': since },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const { at } = occurrenceSchema.parse(item);
        count += 1;
        if (lastAt === null || at > lastAt) lastAt = at;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return { count, lastAt };
  };
  const [quarantined, abandoned] = await Promise.all([countOf('quarantined'), countOf('abandoned')]);
  return { quarantined, abandoned };
};
