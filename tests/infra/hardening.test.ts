import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { type CustomDomain, WebSite } from '../../infra/cdk/constructs/web-site';
import { synthesize, synthTimeoutMs, testWebAclArn } from './synthesize';

let stateful: Template;
let application: Template;

beforeAll(() => {
  ({ stateful, application } = synthesize({ bundling: false }));
}, synthTimeoutMs);

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

/** The bucket a `{ Ref }` or `{ Fn::GetAtt: [id, ...] }` points to. */
const bucketOf = (template: Template, reference: unknown): Resource => {
  const json = JSON.stringify(reference);
  const id = /"Ref":"([^"]+)"/.exec(json)?.[1] ?? /"Fn::GetAtt":\["([^"]+)"/.exec(json)?.[1] ?? '';
  const resource = template.toJSON().Resources[id] as Resource | undefined;
  if (resource?.Type !== 'AWS::S3::Bucket') throw new Error(`no bucket behind ${json}`);
  return resource;
};

const expectLogsBucket = (bucket: Resource): void => {
  expect(bucket).toMatchObject({
    DeletionPolicy: 'Retain',
    Properties: {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })] },
    },
  });
};

const distributionConfigOf = (template: Template): Record<string, unknown> => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return distribution?.Properties.DistributionConfig as Record<string, unknown>;
};

const webSiteStack = (customDomain?: CustomDomain): Stack => {
  const stack = new Stack(new App({ builtinCloudFormationValidation: false }), 'Web');
  const missing = path.join(os.tmpdir(), 'passerelle-no-such-dist');
  new WebSite(stack, 'Web', {
    apiDomainName: 'api.example.com',
    webAclArn: testWebAclArn,
    apiPathPatterns: ['/api/*'],
    customerDistDir: missing,
    adminDistDir: missing,
    customDomain,
  });
  return stack;
};

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

describe('access logs', () => {
  it('logs every access to the files bucket into a private bucket that forgets them after 90 days', () => {
    const files = stateful.toJSON().Resources.FilesBucket as Resource;
    const logging = files.Properties.LoggingConfiguration as { DestinationBucketName: unknown; LogFilePrefix: string };
    expect(logging.LogFilePrefix).toBe('files/');
    expect(logging.DestinationBucketName).toEqual({ Ref: 'FilesAccessLogsBucket' });
    expectLogsBucket(bucketOf(stateful, logging.DestinationBucketName));
  });

  it("logs CloudFront's requests, without cookies, and the web bucket's accesses, into one expiring bucket", () => {
    const logging = distributionConfigOf(application).Logging as { Bucket: unknown; IncludeCookies: boolean; Prefix: string };
    expect(logging).toMatchObject({ IncludeCookies: false, Prefix: 'cloudfront/' });
    expectLogsBucket(bucketOf(application, logging.Bucket));
    application.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: Match.stringLikeRegexp('^WebLogs') }, LogFilePrefix: 'site-bucket/' },
    });
  });
});

describe('TLS of the site', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0b9c2a8e-5f5e-4f7a-9d6b-2a1c3e4f5a6b';

  it('serves a custom domain with its certificate and TLS 1.2 or later only', () => {
    const stack = webSiteStack({ domainName: 'www.passerelle.test', certificateArn });
    expect(distributionConfigOf(Template.fromStack(stack))).toMatchObject({
      Aliases: ['www.passerelle.test'],
      ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    const site = stack.node.findChild('Web') as WebSite;
    expect(site.url).toBe('https://www.passerelle.test');
  });

  it('keeps the default certificate and host without a custom domain', () => {
    const config = distributionConfigOf(Template.fromStack(webSiteStack()));
    expect(config).not.toHaveProperty('Aliases');
    expect(config).not.toHaveProperty('ViewerCertificate');
  });

  it('refuses a certificate outside us-east-1, which CloudFront cannot use', () => {
    expect(() => webSiteStack({ domainName: 'www.passerelle.test', certificateArn: certificateArn.replace('us-east-1', 'eu-west-3') })).toThrow(
      /us-east-1/,
    );
  });
});

describe('dead-letter queues', () => {
  it('names every dead-letter queue in a stack output and raises an alarm as soon as one message waits', () => {
    const queues = Object.keys(application.findResources('AWS::SQS::Queue'));
    // One per events consumer of the manifest and one for the stream publisher.
    const consumers = manifest.filter((entry) => entry.trigger.kind === 'events' || entry.trigger.kind === 'event-store-stream');
    expect(queues).toHaveLength(consumers.length);
    const outputs = Object.values(application.toJSON().Outputs as Record<string, { Value: unknown; Description?: string }>);
    const alarms = Object.values(application.findResources('AWS::CloudWatch::Alarm'));
    // Each queue's URL is an output of the app stack, whether the queue lives there (the stream publisher's) or
    // in its consumer's nested stack (read through that stack's outputs).
    const queueOutputs = outputs.filter((output) => output.Description?.startsWith('Dead letters of '));
    expect(queueOutputs).toHaveLength(queues.length);
    for (const output of queueOutputs) expect(JSON.stringify(output.Value), output.Description).toMatch(/"Ref":"[^"]*DeadLetters|Outputs\.[^"]*DeadLetters/);
    for (const queueId of queues) {
      const alarm = alarms.find((candidate) => JSON.stringify(candidate.Properties.Dimensions ?? null).includes(`"${queueId}"`));
      expect(alarm?.Properties, queueId).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
    for (const entry of consumers.filter((consumer) => consumer.trigger.kind === 'events')) {
      expect(outputs.some((output) => output.Description?.startsWith(`Dead letters of ${entry.name} `)), entry.name).toBe(true);
    }
  });
});
