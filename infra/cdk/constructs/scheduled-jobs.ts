import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';

export type ScheduledJob = {
  /** construct id, stable (derived from the handler's name) */
  id: string;
  /** EventBridge Scheduler expression, as written in the manifest */
  expression: string;
  description: string;
  handler: IFunction;
};

export type ScheduledJobsProps = { jobs: readonly ScheduledJob[] };

/** One EventBridge Scheduler schedule per scheduled handler of the manifest. */
export class ScheduledJobs extends Construct {
  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const job of props.jobs) {
      new Schedule(this, job.id, {
        schedule: ScheduleExpression.expression(job.expression),
        description: job.description,
        target: new LambdaInvoke(job.handler, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
      });
    }
  }
}
