import { Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { functionArnAttribute } from './handler-functions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';

export type ScheduledJob = {
  /** construct id, stable (derived from the handler's name) */
  id: string;
  /** EventBridge Scheduler expression, as written in the manifest */
  expression: string;
  /** IANA time zone the expression is read in (a daily job at 00:15 in Europe/Paris); UTC when undefined */
  timeZone: string | undefined;
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
        schedule: ScheduleExpression.expression(job.expression, job.timeZone === undefined ? undefined : TimeZone.of(job.timeZone)),
        description: job.description,
        target: new LambdaInvoke(job.handler, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
      });
      // The target's role is one per stack, created by aws-scheduler-targets at the stack's root: the stack
      // is the nearest scope, and the finding is named exactly.
      const stack = Stack.of(this);
      // The ARN as this stack sees it: the function's own attribute, or the output of the nested stack it lives in.
      const [resource, attribute] = functionArnAttribute(stack, job.handler);
      Validations.of(stack).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${resource}.${attribute}>:*]`,
        reason: `grantInvoke's <function ARN>:* covers the versions and aliases of the ${job.id} job's own function, nothing else.`,
      });
    }
  }
}
