import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** CloudWatch accepts at most 10 metrics in one alarm's expression: functions are watched in groups of 10. */
export const functionsPerAlarm = 10;

/** The thresholds of the ops alarms, stated once (tests/infra/alarms.test.ts asserts them). */
export const alarmThresholds = {
  /** any error or throttle of a group's functions in 5 minutes */
  lambdaErrors: 1,
  lambdaThrottles: 1,
  /** share of the API's answers that are 5xx over 5 minutes, in %, twice in a row */
  api5xxPercent: 1,
  /** the API's p99 latency over 5 minutes, in ms, three times in a row (the health check's "critical") */
  apiP99LatencyMs: 3000,
  /** the health check's level (2 = critical), two checks in a row */
  healthLevelCritical: 2,
  /** uptime over 24 h, in %, as the health check publishes it */
  uptimePercent: 95,
  /** any changeset quarantined or abandoned by the feed's readers in 5 minutes */
  feedChangesetsLeft: 1,
} as const;

export type OpsAlarmsProps = {
  functions: readonly { name: string; handler: IFunction }[];
  api: HttpApi;
  /** the health check's metrics (Embedded Metric Format) */
  health: { namespace: string; dimension: { name: string; value: string }; levelMetric: string; uptimeMetric: string };
  /**
   * The feed's alert lines (`feedAlerts`: a changeset quarantined, one abandoned) and the log groups of the
   * functions that write them: each line becomes a metric, each metric an alarm.
   */
  feed: {
    namespace: string;
    alerts: readonly { name: string; message: string; metric: string; description: string }[];
    logGroups: readonly ILogGroup[];
  };
  /** an address subscribed to the ops topic (optional; it must confirm the subscription) */
  opsEmail?: string;
};

/**
 * What ops are alerted on, all through one SNS topic: every function's errors and throttles (metric-math
 * sums over groups of 10 functions, placed in the functions' own nested stack: one alarm per function
 * would add some 200 resources for the same cost per metric), the API's 5xx rate and p99 latency, the
 * health check's level and uptime, the feed's changesets quarantined or abandoned. Every other alarm of the stack (the dead-letter queues') is sent to
 * the same topic by `routeEveryAlarm`.
 */
export class OpsAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: OpsAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'OpsTopic', { displayName: 'Passerelle : alertes d’exploitation', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch alarms cannot publish to a topic encrypted with the AWS-managed SNS key, and the messages hold alarm names only, no customer data.',
    });
    if (props.opsEmail) this.topic.addSubscription(new EmailSubscription(props.opsEmail));

    this.watchFunctions(props.functions);

    const period = Duration.minutes(5);
    const requests = props.api.metricCount({ period, statistic: 'Sum' });
    const serverErrors = props.api.metricServerError({ period, statistic: 'Sum' });
    new Alarm(this, 'Api5xxRate', {
      alarmDescription: `Passerelle: more than ${alarmThresholds.api5xxPercent} % of the API's answers are server errors (5xx), 10 minutes running`,
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: { requests, errors: serverErrors },
        period,
        label: 'API 5xx (%)',
      }),
      threshold: alarmThresholds.api5xxPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    new Alarm(this, 'ApiP99Latency', {
      alarmDescription: `Passerelle: the API's p99 latency is above ${alarmThresholds.apiP99LatencyMs} ms, 15 minutes running`,
      metric: props.api.metricLatency({ period, statistic: 'p99' }),
      threshold: alarmThresholds.apiP99LatencyMs,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const healthMetric = (metricName: string, statistic: string, metricPeriod: Duration) =>
      new Metric({
        namespace: props.health.namespace,
        metricName,
        dimensionsMap: { [props.health.dimension.name]: props.health.dimension.value },
        statistic,
        period: metricPeriod,
      });
    new Alarm(this, 'HealthCritical', {
      alarmDescription: 'Passerelle: the scheduled health check is critical (a dependency down, or slower than 3 s), or has not run, two minutes running',
      metric: healthMetric(props.health.levelMetric, 'Maximum', Duration.minutes(1)),
      threshold: alarmThresholds.healthLevelCritical,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 2,
      // No check published is no news of the product: as bad as a critical one.
      treatMissingData: TreatMissingData.BREACHING,
    });
    for (const alert of props.feed.alerts) {
      // Each reader's log group counts the line in the same metric: one alarm watches them all.
      for (const logGroup of props.feed.logGroups) {
        logGroup.addMetricFilter(`${alert.name}Filter`, {
          filterPattern: FilterPattern.stringValue('$.message', '=', alert.message),
          metricNamespace: props.feed.namespace,
          metricName: alert.metric,
          metricValue: '1',
        });
      }
      new Alarm(this, `Feed${alert.name}`, {
        alarmDescription: `Passerelle: ${alert.description} (log « ${alert.message} »)`,
        metric: new Metric({ namespace: props.feed.namespace, metricName: alert.metric, statistic: 'Sum', period }),
        threshold: alarmThresholds.feedChangesetsLeft,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }
    new Alarm(this, 'HealthUptime', {
      alarmDescription: `Passerelle: uptime over 24 h is under ${alarmThresholds.uptimePercent} % (share of non-critical health checks)`,
      metric: healthMetric(props.health.uptimeMetric, 'Minimum', period),
      threshold: alarmThresholds.uptimePercent,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** Sends every alarm of `scope` (nested stacks included) to the ops topic. Call once everything is built. */
  routeEveryAlarm(scope: Construct): void {
    const action = new SnsAction(this.topic);
    for (const construct of scope.node.findAll()) {
      if (construct instanceof Alarm) construct.addAlarmAction(action);
    }
  }

  private watchFunctions(functions: OpsAlarmsProps['functions']): void {
    // Grouped by the stack that holds them: the alarms live beside their functions.
    const byStack = new Map<Stack, { name: string; handler: IFunction }[]>();
    for (const fn of functions) {
      const stack = Stack.of(fn.handler);
      byStack.set(stack, [...(byStack.get(stack) ?? []), fn]);
    }
    const period = Duration.minutes(5);
    for (const [stack, inStack] of byStack) {
      const scope = new Construct(stack, `${this.node.id}${stack.node.id}Alarms`);
      for (let start = 0; start < inStack.length; start += functionsPerAlarm) {
        const group = inStack.slice(start, start + functionsPerAlarm);
        const names = group.map((fn) => fn.name).join(', ');
        const sum = (label: string, metricOf: (handler: IFunction) => IMetric) =>
          new MathExpression({
            // A function not invoked in the period has no data point: counted as 0, not as missing.
            expression: group.map((_, index) => `FILL(m${index}, 0)`).join(' + '),
            usingMetrics: Object.fromEntries(group.map((fn, index) => [`m${index}`, metricOf(fn.handler)])),
            period,
            label,
          });
        const groupId = `Group${start / functionsPerAlarm + 1}`;
        new Alarm(scope, `${groupId}Errors`, {
          alarmDescription: `Passerelle: Lambda errors in ${names}`,
          metric: sum('Errors', (handler) => handler.metricErrors({ period, statistic: 'Sum' })),
          threshold: alarmThresholds.lambdaErrors,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
        new Alarm(scope, `${groupId}Throttles`, {
          alarmDescription: `Passerelle: Lambda throttles in ${names}`,
          metric: sum('Throttles', (handler) => handler.metricThrottles({ period, statistic: 'Sum' })),
          threshold: alarmThresholds.lambdaThrottles,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
      }
    }
  }
}
