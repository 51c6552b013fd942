import { config } from './config';

/**
 * CloudWatch metrics through the Embedded Metric Format: one JSON line on stdout, which Lambda's log
 * agent turns into metrics. No SDK call, no latency added to the handler, and the line is also a log.
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
export const metricsNamespace = 'Passerelle';
/** The one dimension of the product's own metrics (the alarms name it too). */
export const metricsDimension = { name: 'Service', value: 'passerelle' } as const;

export type MetricUnit = 'Count' | 'Milliseconds' | 'Percent' | 'None';
export type MetricValue = { value: number; unit: MetricUnit };

export const metricLine = (metrics: Record<string, MetricValue>, at: Date, fields: Record<string, unknown> = {}): string =>
  JSON.stringify({
    ...fields,
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: metricsNamespace,
          Dimensions: [[metricsDimension.name]],
          Metrics: Object.entries(metrics).map(([name, { unit }]) => ({ Name: name, Unit: unit })),
        },
      ],
    },
    [metricsDimension.name]: metricsDimension.value,
    ...Object.fromEntries(Object.entries(metrics).map(([name, { value }]) => [name, value])),
  });

/** Written at the `info` level: a quieter `LOG_LEVEL` (benchmarks, tests) leaves it out. */
export const publishMetrics = (metrics: Record<string, MetricValue>, at: Date, fields: Record<string, unknown> = {}): void => {
  if (['warn', 'error', 'silent'].includes(config().LOG_LEVEL)) return;
  process.stdout.write(`${metricLine(metrics, at, fields)}\n`);
};
