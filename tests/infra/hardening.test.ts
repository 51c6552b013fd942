import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesize, synthTimeoutMs } from './synthesize';

let application: Template;

beforeAll(() => {
  ({ application } = synthesize({ bundling: false }));
}, synthTimeoutMs);

describe('HTTP API stage', () => {
  it('throttles every route by default, before any Lambda runs', () => {
    application.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
  });

  it('writes one access log line per request to a log group kept three months, without cookies or bodies', () => {
    const [stage] = Object.values(application.findResources('AWS::ApiGatewayV2::Stage'));
    const settings = stage?.Properties.AccessLogSettings as { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string };
    const [logGroupId] = settings.DestinationArn['Fn::GetAtt'];
    expect(application.toJSON().Resources[logGroupId]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { RetentionInDays: 90 },
    });
    const format = JSON.parse(settings.Format) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status', routeKey: '$context.routeKey' });
    expect(settings.Format).not.toMatch(/cookie|header|body|querystring/i);
  });
});
