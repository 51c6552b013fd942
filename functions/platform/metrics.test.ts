import { describe, expect, it } from 'vitest';
import { metricLine } from './metrics';

describe('metrics in the Embedded Metric Format', () => {
  it('states each metric with its unit under _aws, and its value at the top level beside the dimension', () => {
    const line = JSON.parse(metricLine({ HealthLevel: { value: 2, unit: 'None' }, Uptime: { value: 93.5, unit: 'Percent' } }, new Date('2026-11-27T10:00:00Z'), { message: 'santé' }));
    expect(line._aws).toEqual({
      Timestamp: Date.parse('2026-11-27T10:00:00Z'),
      CloudWatchMetrics: [
        {
          Namespace: 'Passerelle',
          Dimensions: [['Service']],
          Metrics: [
            { Name: 'HealthLevel', Unit: 'None' },
            { Name: 'Uptime', Unit: 'Percent' },
          ],
        },
      ],
    });
    expect(line).toMatchObject({ Service: 'passerelle', HealthLevel: 2, Uptime: 93.5, message: 'santé' });
  });
});
