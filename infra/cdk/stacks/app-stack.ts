import { CfnOutput, CrossStackReferences, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { EventBus } from 'aws-cdk-lib/aws-events';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { feedAlerts, healthMetrics, liveEnvironmentVariables, metricsDimension, metricsNamespace, reconcilerName, type HandlerEntry, type ReadModelName } from '../../../functions/manifest';
import { ChangesetPublication } from '../constructs/changeset-publication';
import { EventSubscriptions } from '../constructs/event-subscriptions';
import { HandlerFunctions, constructIdOf, type TableBinding } from '../constructs/handler-functions';
import { PasserelleHttpApi } from '../constructs/http-api';
import { liveStageName, PasserelleLiveApi } from '../constructs/live-api';
import { OriginVerification } from '../constructs/origin-verification';
import { OpsAlarms } from '../constructs/ops-alarms';
import { ScheduledJobs } from '../constructs/scheduled-jobs';
import { type CustomDomain, WebSite } from '../constructs/web-site';
import { manifestTriggers } from '../manifest-triggers';

export type AppStackProps = StackProps & {
  /** the handler manifest */
  handlers: readonly HandlerEntry[];
  /** EventBridge `source` of the domain events */
  eventSource: string;
  repoRoot: string;
  eventStore: TableBinding;
  readModels: Record<ReadModelName, TableBinding>;
  filesBucket: IBucket;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  mailIdentity: IEmailIdentity;
  stripeKeys: ISecret;
  mailFrom: string;
  supportEmail: string;
  siteUrl: string;
  /** CloudFront path patterns served by the API; every HTTP route of the manifest must fall under one */
  apiPathPatterns: readonly string[];
  customerDistDir: string;
  adminDistDir: string;
  /** the site's own domain; without it, CloudFront's default host */
  siteDomain?: CustomDomain;
  /** an address subscribed to the ops alarms' topic */
  opsEmail?: string;
  /** the AWS WAF web ACL (scope CLOUDFRONT, in us-east-1) in front of the distribution */
  webAclArn: string;
};

/** Everything that can be destroyed and redeployed without losing data: code, wiring, delivery. */
export class AppStack extends Stack {
  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    // Exports and imports, not weak references: the stateful stack cannot go while this one uses it.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const triggers = manifestTriggers(props.handlers);
    for (const route of triggers.http) {
      const served = props.apiPathPatterns.some((pattern) => route.path.startsWith(pattern.replace(/\*$/, '')));
      if (!served) throw new Error(`AppStack: ${route.method} ${route.path} is outside ${props.apiPathPatterns.join(', ')}`);
    }

    const bus = new EventBus(this, 'Bus', { description: 'Passerelle: domain events published from the event store' });

    const functions = new HandlerFunctions(this, 'Handlers', {
      entries: props.handlers,
      repoRoot: props.repoRoot,
      eventStore: props.eventStore,
      readModels: props.readModels,
      filesBucket: props.filesBucket,
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      mailIdentity: props.mailIdentity,
      stripeKeys: props.stripeKeys,
      bus,
      mailFrom: props.mailFrom,
      supportEmail: props.supportEmail,
      siteUrl: props.siteUrl,
    });

    const throughCloudFront = new OriginVerification(this, 'OriginVerification');
    const http = new PasserelleHttpApi(this, 'Http', {
      throughCloudFront: throughCloudFront.authorizer,
      routes: triggers.http.map(({ name, method, path, answersHead }) => ({
        id: constructIdOf(name),
        method,
        path,
        answersHead,
        handler: functions.get(name),
      })),
    });

    const live = new PasserelleLiveApi(this, 'Live', {
      routes: triggers.webSocket.map(({ name, route }) => ({ id: constructIdOf(name), route, handler: functions.get(name) })),
      pushers: functions.pushers,
      endpointVariable: liveEnvironmentVariables.endpoint,
    });

    new EventSubscriptions(this, 'Subscriptions', {
      bus,
      source: props.eventSource,
      subscriptions: triggers.events.map(({ name, eventTypes }) => ({
        id: constructIdOf(name),
        name,
        eventTypes,
        handler: functions.get(name),
      })),
    });

    for (const name of triggers.eventStoreStream) {
      new ChangesetPublication(this, `${constructIdOf(name)}Stream`, {
        eventStore: props.eventStore.table,
        publisher: functions.get(name),
      });
    }

    new ScheduledJobs(this, 'Jobs', {
      jobs: triggers.schedules.map(({ name, expression, timeZone, description }) => ({
        id: constructIdOf(name),
        expression,
        timeZone,
        description,
        handler: functions.get(name),
      })),
    });

    const web = new WebSite(this, 'Web', {
      apiDomainName: http.domainName,
      liveDomainName: live.domainName,
      liveStageName,
      apiPathPatterns: props.apiPathPatterns,
      customerDistDir: props.customerDistDir,
      adminDistDir: props.adminDistDir,
      customDomain: props.siteDomain,
      filesOrigin: `https://${props.filesBucket.bucketRegionalDomainName}`,
      webAclArn: props.webAclArn,
      apiOriginHeaders: throughCloudFront.originHeaders,
    });

    const ops = new OpsAlarms(this, 'Ops', {
      functions: props.handlers.map(({ name }) => ({ name, handler: functions.get(name) })),
      api: http.api,
      health: { namespace: metricsNamespace, dimension: metricsDimension, levelMetric: healthMetrics.level, uptimeMetric: healthMetrics.uptime },
      feed: {
        namespace: metricsNamespace,
        alerts: [
          { name: 'Quarantined', ...feedAlerts.quarantined, description: 'a changeset no reader of the feed can parse was quarantined' },
          { name: 'Abandoned', ...feedAlerts.abandoned, description: 'the reconciliation gave up on a changeset: a read model or a reaction misses it' },
        ],
        // The readers that write these lines: the bus's publisher and the reconciliation.
        logGroups: [functions.get('publish-changesets').logGroup, functions.get(reconcilerName).logGroup],
      },
      opsEmail: props.opsEmail,
    });
    // Last, once every alarm exists (the dead-letter queues' included).
    ops.routeEveryAlarm(this);

    new CfnOutput(this, 'OpsTopicArn', { value: ops.topic.topicArn, description: 'Alarms of Passerelle (subscribe ops to it)' });
    new CfnOutput(this, 'SiteUrl', { value: web.url, description: 'Customer site (/) and back office (/admin/)' });
    new CfnOutput(this, 'ApiUrl', { value: http.api.apiEndpoint, description: 'HTTP API, direct endpoint: it refuses what did not come through the site URL (CloudFront)' });
    new CfnOutput(this, 'EventBusName', { value: bus.eventBusName, description: 'Bus of the domain events (redrive: README)' });
    new CfnOutput(this, 'UserPoolId', { value: props.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: props.userPoolClient.userPoolClientId });
  }
}
