import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamoDocuments } from './aws/dynamodb';
import { checkpointsTable } from './state-tables';
import { tableNameOf } from './tables';

/**
 * Where a reader of the feed stands, kept in the checkpoints table: the commit up to which it has
 * gone (every changeset of the feed before it has been handled), and the changesets it failed on, to
 * try again on its next run.
 */
const positionSchema = z.object({ streamId: z.string(), version: z.number().int(), commitId: z.string() });
const retrySchema = positionSchema.extend({ attempts: z.number().int().min(1), error: z.string() });
export type RetryPosition = z.infer<typeof retrySchema>;
const checkpointSchema = z.object({ checkpoint: z.string(), commitId: z.string(), retry: z.array(retrySchema), savedAt: z.string() });
export type Checkpoint = { commitId: string; retry: RetryPosition[] };

/** A reader's checkpoint, and when it was saved (a reconciliation run serves first the reader served longest ago). */
export const readCheckpoint = async (name: string): Promise<(Checkpoint & { savedAt: string }) | undefined> => {
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(checkpointsTable), Key: { checkpoint: name }, ConsistentRead: true }));
  if (!Item) return undefined;
  const { commitId, retry, savedAt } = checkpointSchema.parse(Item);
  return { commitId, retry, savedAt };
};

export const saveCheckpoint = async (name: string, checkpoint: Checkpoint, now: Date): Promise<void> => {
  await dynamoDocuments().send(
    new PutCommand({ TableName: tableNameOf(checkpointsTable), Item: { checkpoint: name, ...checkpoint, savedAt: now.toISOString() } }),
  );
};
