import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue';

export type ChangesetPublicationProps = {
  /** the event store, with its stream enabled */
  eventStore: ITable;
  /** the handler that forwards each committed changeset to the bus */
  publisher: IFunction;
};

/**
 * Publication without dual write: the command path only appends to the event store; the table's stream
 * feeds the publisher, in commit order per stream, from the oldest record still held (TRIM_HORIZON).
 * A poison record is isolated by bisection and, after the retries, its coordinates go to a queue.
 */
export class ChangesetPublication extends Construct {
  constructor(scope: Construct, id: string, props: ChangesetPublicationProps) {
    super(scope, id);
    props.publisher.addEventSource(
      new DynamoEventSource(props.eventStore, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        bisectBatchOnError: true,
        retryAttempts: 10,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(
          deadLetterQueue(this, 'DeadLetters', {
            deadLettersOf: 'the event store stream publisher (each message locates a failed batch of the stream)',
          }),
        ),
      }),
    );
  }
}
