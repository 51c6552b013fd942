import { PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as LambdaAttributeValue, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { eventSource } from '../platform/event-source';
import { eventBridge } from '../platform/aws/eventbridge';
import { required } from '../platform/config';
import { parseChangeset } from '../platform/changeset';
import { feedCalendarStreamId } from '../platform/feed-keys';
import { createLogger } from '../platform/logger';
import { recordFeedAlert } from './feed-alert-records';
import { feedAlerts } from './feed-alerts';

const logger = createLogger({ handler: 'publish-changesets' });

/** One bus entry per stored event; EventBridge rules route them by `detail-type`. */
export const busEntriesOf = (newImage: Record<string, LambdaAttributeValue>, eventBusName: string): PutEventsRequestEntry[] =>
  parseChangeset(unmarshall(newImage as Record<string, AttributeValue>)).events.map((event) => ({
    EventBusName: eventBusName,
    Source: eventSource,
    DetailType: event.type,
    Time: new Date(event.occurredAt),
    Detail: JSON.stringify(event),
  }));

/**
 * The event store table's stream to EventBridge: the only publisher, so command handlers never
 * write twice. A record whose entries fail is reported back and retried (at-least-once).
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const eventBusName = required('EVENT_BUS_NAME');
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) continue;
    // The feed's calendar items share the table; they are not changesets and carry no event.
    if (record.dynamodb.NewImage.streamId?.S === feedCalendarStreamId) continue;
    let entries: PutEventsRequestEntry[];
    try {
      entries = busEntriesOf(record.dynamodb.NewImage, eventBusName);
    } catch (error) {
      // Unreadable: no retry will make it readable, and holding it would hold every later record of
      // the shard. It is quarantined (reported, left in the store for an operator) and the rest goes on.
      const streamId = record.dynamodb.NewImage.streamId?.S;
      const version = record.dynamodb.NewImage.version?.N;
      logger.error(feedAlerts.quarantined.message, { error, streamId, version, sequenceNumber: record.dynamodb.SequenceNumber });
      // Counted on the health page too; a failure to count holds nothing back.
      await recordFeedAlert('quarantined', { streamId: streamId ?? '?', version: Number(version ?? 0), error: error instanceof Error ? error.message : String(error) }, new Date()).catch(
        (recordError: unknown) => logger.warn('quarantaine non comptée', { error: recordError }),
      );
      continue;
    }
    try {
      for (let start = 0; start < entries.length; start += 10) {
        const result = await eventBridge().send(new PutEventsCommand({ Entries: entries.slice(start, start + 10) }));
        if ((result.FailedEntryCount ?? 0) > 0) throw new Error(`${result.FailedEntryCount} événement(s) refusé(s) par le bus`);
      }
    } catch (error) {
      logger.error('publication échouée', { error, sequenceNumber: record.dynamodb.SequenceNumber });
      // Stop here: later records of the shard must not overtake this one.
      batchItemFailures.push({ itemIdentifier: record.dynamodb.SequenceNumber ?? '' });
      break;
    }
  }
  return { batchItemFailures };
};
