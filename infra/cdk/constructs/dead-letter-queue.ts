import { CfnOutput, Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export type DeadLetterQueueProps = {
  /** what failed deliveries land here, for the stack output and the alarm, e.g. `project-parcels (EventBridge rule)` */
  deadLettersOf: string;
  /** where the queue's URL is given as an output when the queue lives in a nested stack: the stack operators read */
  outputScope?: Construct;
};

/**
 * Where deliveries that failed every retry wait, 14 days, for an operator to replay them (README,
 * "Redriving dead-letter queues"). Each queue is named by a stack output and watched by an alarm.
 */
export const deadLetterQueue = (scope: Construct, id: string, props: DeadLetterQueueProps): Queue => {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: 'This queue is itself a dead-letter queue (of an EventBridge target or a Lambda event source), not a work queue.',
  });
  new CfnOutput(props.outputScope ?? scope, `${id}Url`, {
    value: queue.queueUrl,
    description: `Dead letters of ${props.deadLettersOf}`,
  });
  // A dead letter is an event that a consumer never handled: one is enough to look. ~0.10 USD a month.
  new Alarm(scope, `${id}Alarm`, {
    alarmDescription: `Passerelle: dead letters of ${props.deadLettersOf} are waiting (README: Redriving dead-letter queues)`,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    threshold: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  return queue;
};
