import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedAlerts, healthMetrics, manifest, reconcilerName } from '../../functions/manifest';
import { alarmThresholds, functionsPerAlarm } from '../../infra/cdk/constructs/ops-alarms';
import { composePasserelle } from '../../infra/cdk/passerelle';
import { lambdaOf, synthesize, synthTimeoutMs, testConfig, type Synthesized } from './synthesize';

type AlarmProperties = {
  AlarmDescription: string;
  AlarmActions?: unknown[];
  Threshold: number;
  ComparisonOperator: string;
  EvaluationPeriods: number;
  TreatMissingData?: string;
  MetricName?: string;
  Namespace?: string;
  ExtendedStatistic?: string;
  Statistic?: string;
  Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions: { Name: string; Value: unknown }[] } } }[];
};

let synthesized: Synthesized;
let alarms: [string, AlarmProperties][];
let topicId: string;

const alarmsWatching = (metricName: string, lambdaLogicalId: string) =>
  alarms.filter(([, alarm]) =>
    (alarm.Metrics ?? []).some(
      (metric) =>
        metric.MetricStat?.Metric.MetricName === metricName &&
        metric.MetricStat.Metric.Namespace === 'AWS/Lambda' &&
        JSON.stringify(metric.MetricStat.Metric.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: lambdaLogicalId } }]),
    ),
  );

const alarmDescribed = (text: string): AlarmProperties => {
  const found = alarms.filter(([, alarm]) => alarm.AlarmDescription.includes(text));
  expect(found, text).toHaveLength(1);
  return found[0]![1];
};

beforeAll(() => {
  synthesized = synthesize({ bundling: false });
  alarms = Object.entries(synthesized.application.findResources('AWS::CloudWatch::Alarm')).map(([id, resource]) => [id, resource.Properties as AlarmProperties]);
  const topics = Object.keys(synthesized.application.findResources('AWS::SNS::Topic'));
  expect(topics).toHaveLength(1);
  topicId = topics[0]!;
}, synthTimeoutMs);

describe('the ops alarms', () => {
  it("watch every function's errors and throttles, each in exactly one alarm, at most 10 functions an alarm", () => {
    for (const entry of manifest) {
      const { logicalId } = lambdaOf(synthesized.application, entry.name);
      for (const metricName of ['Errors', 'Throttles']) {
        const watching = alarmsWatching(metricName, logicalId);
        expect(watching, `${metricName} of ${entry.name}`).toHaveLength(1);
        const [, alarm] = watching[0]!;
        expect(alarm.AlarmDescription).toContain(entry.name);
        expect(alarm.Metrics!.filter((metric) => metric.MetricStat).length).toBeLessThanOrEqual(functionsPerAlarm);
        expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
        // Missing points (a function not invoked) count as 0 in the sum.
        expect(alarm.Metrics!.find((metric) => metric.Expression)?.Expression).toMatch(/^FILL\(m0, 0\)/);
      }
    }
  });

  it('send every alarm, dead-letter queues included, to the one ops topic', () => {
    expect(alarms.length).toBeGreaterThan(10);
    for (const [id, alarm] of alarms) {
      expect(alarm.AlarmActions, id).toHaveLength(1);
      // In the app stack a Ref to the topic; in a nested stack, the parameter through which the topic's ARN is passed in.
      expect(JSON.stringify(alarm.AlarmActions), id).toMatch(new RegExp(`"Ref":"(${topicId}|referenceto\\w*${topicId.replace(/[0-9A-F]{8}$/, '')}\\w*)"`));
    }
    const deadLetterAlarms = alarms.filter(([, alarm]) => alarm.AlarmDescription.includes('dead letters'));
    expect(deadLetterAlarms.length).toBeGreaterThan(5);
    for (const [, alarm] of deadLetterAlarms) expect(alarm).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
  });

  it("watch the API's 5xx rate above 1 % and its p99 latency above 3 s", () => {
    const rate = alarmDescribed('server errors (5xx)');
    expect(rate).toMatchObject({ Threshold: alarmThresholds.api5xxPercent, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 2 });
    expect(rate.Metrics?.find((metric) => metric.Expression)?.Expression).toBe('IF(requests > 0, 100 * errors / requests, 0)');
    expect(rate.Metrics?.map((metric) => metric.MetricStat?.Metric.MetricName).filter(Boolean).sort()).toEqual(['5xx', 'Count']);
    expect(alarmDescribed('p99 latency')).toMatchObject({ Threshold: 3000, ExtendedStatistic: 'p99', MetricName: 'Latency', Namespace: 'AWS/ApiGateway' });
  });

  it("watch the health check's level (critical, or no check at all) and the uptime under 95 %", () => {
    expect(alarmDescribed('health check is critical')).toMatchObject({
      Namespace: 'Passerelle',
      MetricName: healthMetrics.level,
      Statistic: 'Maximum',
      Threshold: 2,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'breaching',
    });
    expect(alarmDescribed('uptime over 24 h')).toMatchObject({
      Namespace: 'Passerelle',
      MetricName: healthMetrics.uptime,
      Threshold: 95,
      ComparisonOperator: 'LessThanThreshold',
    });
  });

  it('count each changeset the feed quarantines or abandons, as its readers log it, and alarm at the first', () => {
    type MetricFilterProperties = { LogGroupName: { Ref: string }; FilterPattern: string; MetricTransformations: { MetricName: string; MetricNamespace: string; MetricValue: string }[] };
    const filters = Object.values(synthesized.application.findResources('AWS::Logs::MetricFilter')).map((resource) => resource.Properties as MetricFilterProperties);
    const logGroupOf = (handler: string) => lambdaOf(synthesized.application, handler).properties.LoggingConfig.LogGroup.Ref;
    for (const alert of Object.values(feedAlerts)) {
      const counting = filters.filter((filter) => filter.MetricTransformations.some((metric) => metric.MetricName === alert.metric));
      // The bus's publisher and the reconciliation both write the lines: both logs are read.
      expect(counting.map((filter) => filter.LogGroupName.Ref).sort()).toEqual([logGroupOf('publish-changesets'), logGroupOf(reconcilerName)].sort());
      for (const filter of counting) {
        expect(filter.FilterPattern).toBe(`{ $.message = "${alert.message}" }`);
        expect(filter.MetricTransformations).toEqual([{ MetricName: alert.metric, MetricNamespace: 'Passerelle', MetricValue: '1' }]);
      }
      expect(alarmDescribed(`log « ${alert.message} »`)).toMatchObject({
        Namespace: 'Passerelle',
        MetricName: alert.metric,
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
    }
  });

  it('subscribe no one by default, and the address given as opsEmail when there is one', () => {
    expect(synthesized.application.findResources('AWS::SNS::Subscription')).toEqual({});
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
    const stacks = composePasserelle(app, { ...testConfig, opsEmail: 'ops@passerelle.test' });
    Template.fromStack(stacks.app).hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@passerelle.test' });
  }, synthTimeoutMs);
});
