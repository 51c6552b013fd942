import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetBucketLocationCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { dynamoDocuments } from '../platform/aws/dynamodb';
import { s3 } from '../platform/aws/s3';
import { ses } from '../platform/aws/ses';
import { required } from '../platform/config';
import { eventsTable, tableNameOf } from '../platform/tables';
import { readModelTables } from '../tables';

export type DependencyCheck = { status: 'ok' | 'error'; latencyMs: number; detail?: string };
export type HealthReport = {
  status: 'ok' | 'degraded';
  checkedAt: string;
  dependencies: Record<'eventStore' | 'readModels' | 'files' | 'mail', DependencyCheck>;
};

const timed = async (probe: () => Promise<unknown>): Promise<DependencyCheck> => {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('délai dépassé (2 s)')), 2000).unref()),
    ]);
    return { status: 'ok', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: 'error',
      latencyMs: Math.round(performance.now() - started),
      detail: error instanceof Error ? error.name : 'erreur',
    };
  }
};

const describeTable = (tableName: string) => dynamoDocuments().send(new DescribeTableCommand({ TableName: tableName }));

/**
 * Probes each dependency once, in parallel, with a 2 s limit each. Each call needs only what the manifest's
 * probe levels grant (`describe`, `probe`, `status`): keep the two in step.
 */
export const checkDependencies = async (now: Date): Promise<HealthReport> => {
  const [eventStore, readModels, files, mail] = await Promise.all([
    timed(() => describeTable(tableNameOf(eventsTable))),
    timed(() => Promise.all(Object.values(readModelTables).map((table) => describeTable(tableNameOf(table))))),
    // GetBucketLocation, not HeadBucket: HeadBucket needs s3:ListBucket, which would let a public probe list the keys.
    timed(() => s3().send(new GetBucketLocationCommand({ Bucket: required('FILES_BUCKET') }))),
    timed(() => ses().send(new GetAccountCommand({}))),
  ]);
  const dependencies = { eventStore, readModels, files, mail };
  const healthy = Object.values(dependencies).every((check) => check.status === 'ok');
  return { status: healthy ? 'ok' : 'degraded', checkedAt: now.toISOString(), dependencies };
};
