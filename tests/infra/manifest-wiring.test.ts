import { Match, type Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/local/local-config';
import { allTables, environmentVariables, eventSource, eventsTable, manifest, readModelTables, stripeEnvironmentVariables } from '../../functions/manifest';
import { actionsOf, actionsOnTable, arnInApp, arnInItsStack, lambdaOf, statementsOf, synthesize, synthTimeoutMs, type Synthesized } from './synthesize';

/** A handler's code: its entry file and the modules of its own folder it imports (a chain builder, its views). */
const codeOf = (entryPath: string): string[] => {
  const source = readFileSync(join(repositoryRoot, entryPath), 'utf8');
  const siblings = [...source.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => readFileSync(join(repositoryRoot, dirname(entryPath), `${match[1]}.ts`), 'utf8'));
  return [source, ...siblings];
};
const httpEntries = manifest.flatMap((entry) => (entry.trigger.kind === 'http' ? [{ entry, trigger: entry.trigger }] : []));
const eventEntries = manifest.flatMap((entry) => (entry.trigger.kind === 'events' ? [{ entry, trigger: entry.trigger }] : []));
const scheduleEntries = manifest.flatMap((entry) =>
  entry.trigger.kind === 'schedule' ? [{ entry, trigger: entry.trigger }] : [],
);
const streamEntries = manifest.filter((entry) => entry.trigger.kind === 'event-store-stream');

const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:*',
];

let application: Template;
let stateful: Template;
let synthesized: Synthesized;

beforeAll(() => {
  synthesized = synthesize({ bundling: false });
  ({ application, stateful } = synthesized);
}, synthTimeoutMs);

describe('every manifest entry is wired once', () => {
  it('builds one Lambda per entry, with the house defaults', () => {
    const handlerLambdas = application.findResources('AWS::Lambda::Function', {
      Properties: { Tags: Match.arrayWith([Match.objectLike({ Key: 'passerelle:handler' })]) },
    });
    expect(Object.keys(handlerLambdas)).toHaveLength(manifest.length);
    for (const entry of manifest) {
      const { properties } = lambdaOf(application, entry.name);
      expect(properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Handler: 'index.handler',
        Timeout: entry.timeoutSeconds ?? (entry.trigger.kind === 'http' ? 10 : 30),
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
      });
      expect(properties).not.toHaveProperty('FunctionName');
    }
  });

  it('keeps each handler log group for one month', () => {
    for (const entry of manifest) {
      const logGroupId = lambdaOf(application, entry.name).properties.LoggingConfig.LogGroup.Ref;
      expect(application.toJSON().Resources[logGroupId]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 30 },
      });
    }
  });

  it('gives each handler the shared settings and only the tables it is granted', () => {
    const shared = Object.values(environmentVariables);
    for (const entry of manifest) {
      const variables = lambdaOf(application, entry.name).properties.Environment.Variables;
      for (const name of shared) expect(variables, `${entry.name} ${name}`).toHaveProperty(name);
      expect(variables[environmentVariables.cookieSecure]).toBe('true');
      expect(eventsTable.envVar in variables).toBe(entry.permissions.eventStore !== undefined);
      for (const [name, table] of Object.entries(readModelTables)) {
        const granted = entry.permissions.readModels !== undefined && name in entry.permissions.readModels;
        expect(table.envVar in variables, `${entry.name} ${table.envVar}`).toBe(granted);
      }
    }
  });

  it('routes every http trigger with its exact route key, through Lambda proxy 2.0', () => {
    // The WebSocket API's routes (`$connect`, ...) are asserted in live-api.test.ts.
    const routes = Object.fromEntries(Object.entries(application.findResources('AWS::ApiGatewayV2::Route')).filter(([, route]) => !String(route.Properties.RouteKey).startsWith('$')));
    const routeKeys = Object.values(routes).map((route) => route.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(
      httpEntries.flatMap(({ trigger }) => [`${trigger.method} ${trigger.path}`, ...(trigger.answersHead ? [`HEAD ${trigger.path}`] : [])]).sort(),
    );
    for (const { entry, trigger } of httpEntries) {
      const [route] = Object.values(routes).filter((candidate) => candidate.Properties.RouteKey === `${trigger.method} ${trigger.path}`);
      // Authentication happens in the handlers (cookies + aws-jwt-verify); API Gateway's one authorizer checks only
      // that the request came through CloudFront (edge-firewall.test.ts).
      expect(route?.Properties.AuthorizationType).toBe('CUSTOM');
      const integrationId = JSON.stringify(route?.Properties.Target).match(/"Ref":"([^"]+)"/)?.[1];
      expect(application.toJSON().Resources[integrationId ?? '']).toMatchObject({
        Type: 'AWS::ApiGatewayV2::Integration',
        Properties: {
          IntegrationType: 'AWS_PROXY',
          PayloadFormatVersion: '2.0',
          IntegrationUri: arnInApp(synthesized, entry.name),
        },
      });
    }
    application.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
  });

  it('subscribes every events trigger to its event types on the custom bus, with a dead-letter queue', () => {
    application.resourceCountIs('AWS::Events::Rule', eventEntries.length);
    for (const { entry, trigger } of eventEntries) {
      application.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: { Ref: Match.anyValue() },
        EventPattern: { source: [eventSource], 'detail-type': [...trigger.eventTypes] },
        Targets: [
          Match.objectLike({
            Arn: arnInItsStack(synthesized, entry.name),
            DeadLetterConfig: Match.anyValue(),
            RetryPolicy: Match.objectLike({ MaximumRetryAttempts: Match.anyValue() }),
          }),
        ],
      });
    }
  });

  it('schedules every schedule trigger with its expression', () => {
    application.resourceCountIs('AWS::Scheduler::Schedule', scheduleEntries.length);
    for (const { entry, trigger } of scheduleEntries) {
      application.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: trigger.expression,
        // CDK writes UTC explicitly when the manifest names no time zone.
        ScheduleExpressionTimezone: trigger.timeZone ?? 'Etc/UTC',
        Target: Match.objectLike({ Arn: arnInApp(synthesized, entry.name) }),
      });
    }
  });

  it('feeds the stream publisher from the event store stream, in batches, with failures isolated', () => {
    expect(streamEntries.length).toBeGreaterThan(0);
    application.resourceCountIs('AWS::Lambda::EventSourceMapping', streamEntries.length);
    for (const entry of streamEntries) {
      application.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: lambdaOf(application, entry.name).logicalId },
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('ExportsOutputFnGetAttEventsStreamArn') },
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: 100,
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: Match.anyValue(),
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      });
    }
  });
});

describe('least privilege', () => {
  it('lets a query handler read its read model and nothing else', () => {
    const statements = statementsOf(application, 'list-my-parcels');
    expect(actionsOnTable(statements, 'Events')).toEqual([]);
    expect(actionsOnTable(statements, 'CustomersReadModel')).toEqual([]);
    const onParcels = actionsOnTable(statements, 'ParcelsReadModel');
    expect(onParcels).toContain('dynamodb:Query');
    for (const action of writeActions) expect(onParcels).not.toContain(action);
  });

  it('lets an appender put changesets but never update or delete them, and touch no read model', () => {
    const statements = statementsOf(application, 'declare-parcel');
    const onEvents = actionsOnTable(statements, 'Events');
    expect(onEvents).toContain('dynamodb:PutItem');
    expect(onEvents).toContain('dynamodb:Query');
    for (const action of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:*']) {
      expect(onEvents).not.toContain(action);
    }
    expect(actionsOnTable(statements, 'ParcelsReadModel')).toEqual([]);
    expect(actionsOnTable(statements, 'CustomersReadModel')).toEqual([]);
  });

  it('gives no handler a wildcard action or any write on the event store beyond PutItem', () => {
    for (const entry of manifest) {
      const statements = statementsOf(application, entry.name);
      for (const statement of statements) {
        for (const action of actionsOf(statement)) expect(action, entry.name).not.toMatch(/(^\*$|:\*$)/);
      }
      const onEvents = actionsOnTable(statements, 'Events');
      for (const action of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
        expect(onEvents, entry.name).not.toContain(action);
      }
      if (entry.permissions.eventStore !== 'append') expect(onEvents, entry.name).not.toContain('dynamodb:PutItem');
    }
  });

  it('lets only publishers put events on the bus, only mailers send mail, only sign-in call Cognito', () => {
    for (const entry of manifest) {
      const actions = statementsOf(application, entry.name).flatMap(actionsOf);
      expect(actions.includes('events:PutEvents'), entry.name).toBe(entry.permissions.bus === 'publish');
      expect(actions.includes('ses:SendEmail'), entry.name).toBe(entry.permissions.mail === 'send');
      expect(actions.includes('ses:GetAccount'), entry.name).toBe(entry.permissions.mail === 'status');
      expect(actions.includes('cognito-idp:AdminInitiateAuth'), entry.name).toBe(entry.permissions.userPool !== undefined);
      expect(actions.some((action) => action.startsWith('s3:')), entry.name).toBe(entry.permissions.files !== undefined);
    }
  });

  it('lets the reconciliation send the mails it re-drives and keep each single (the reservations)', () => {
    const statements = statementsOf(application, 'reconcile-read-models');
    expect(statements.flatMap(actionsOf)).toContain('ses:SendEmail');
    expect(actionsOnTable(statements, 'Reservations')).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem']));
    expect(actionsOnTable(statements, 'NotificationsReadModel')).toContain('dynamodb:PutItem');
    expect(actionsOnTable(statements, 'Events')).toContain('dynamodb:PutItem');
  });

  it('lets only the handlers that use Stripe read its keys, named by the secret’s ARN, never by their values', () => {
    const users = manifest.filter((entry) => entry.permissions.stripe === 'use').map((entry) => entry.name);
    expect(users).toEqual(expect.arrayContaining(['start-quote-payment', 'stripe-webhook', 'subscribe']));
    for (const entry of manifest) {
      const actions = statementsOf(application, entry.name).flatMap(actionsOf);
      const variables = lambdaOf(application, entry.name).properties.Environment.Variables;
      const uses = entry.permissions.stripe === 'use';
      expect(actions.includes('secretsmanager:GetSecretValue'), entry.name).toBe(uses);
      expect(stripeEnvironmentVariables.secretsArn in variables, entry.name).toBe(uses);
      expect(stripeEnvironmentVariables.secretKey in variables, entry.name).toBe(false);
      expect(stripeEnvironmentVariables.webhookSecret in variables, entry.name).toBe(false);
    }
    stateful.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
  });

  it('lets only the handlers that write files write or delete them; the photo views only read', () => {
    for (const entry of manifest) {
      const actions = statementsOf(application, entry.name).flatMap(actionsOf);
      const writes = actions.some((action) => /^s3:(PutObject|DeleteObject)/.test(action));
      expect(writes, entry.name).toBe(entry.permissions.files === 'write' || entry.permissions.files === 'read-write');
    }
    for (const name of ['get-my-parcel', 'get-parcel', 'get-my-shipment', 'get-shipment', 'list-my-returns', 'get-return']) {
      const actions = statementsOf(application, name).flatMap(actionsOf);
      expect(actions.filter((action) => action.startsWith('s3:')), name).toEqual(['s3:GetObject']);
      expect(actions.filter((action) => /^s3:(Put|Delete)/.test(action)), name).toEqual([]);
    }
    const writers = manifest.filter((entry) => entry.permissions.files === 'write' || entry.permissions.files === 'read-write').map((entry) => entry.name).sort();
    expect(writers).toEqual([
      'attach-my-parcel-photo',
      'attach-parcel-photo',
      // the quote and label PDFs
      'create-label',
      // the invoices' and credit notes' PDFs
      'issue-invoices',
      'process-shipment',
      // re-drives the invoicing that the bus never delivered
      'reconcile-read-models',
      'reissue-quote',
      'replace-label',
      'request-my-parcel-photo-upload',
      'request-parcel-photo-upload',
      // the return photos: the upload link, then the checked copies kept with the request
      'request-return',
      'request-return-photo-upload',
    ]);
  });

  it('gives the counts read model to every handler that reads a list total or a counter (locally nothing enforces it)', () => {
    for (const entry of manifest) {
      // The entry's own calls (a module of its folder may define such a function without the entry calling it).
      const [own = ''] = codeOf(entry.entry);
      const readsCounts = /\b(getCount|getCounts|listPage|toAdminUsers)\(/.test(own);
      if (readsCounts) expect(['read', 'write'], entry.name).toContain(entry.permissions.readModels?.counts);
    }
  });

  it('gives the sessions table to every HTTP handler whose chain reads the session, and only to them', () => {
    for (const { entry, trigger } of httpEntries) {
      const readsSession = codeOf(entry.entry).some((code) => code.includes('.use(authenticate('));
      expect(readsSession, entry.name).toBe(!trigger.withoutSession);
      const onSessions = actionsOnTable(statementsOf(application, entry.name), 'Sessions');
      expect(onSessions.includes('dynamodb:GetItem'), entry.name).toBe(!trigger.withoutSession);
    }
  });

  it('lets the public health probes see that each dependency answers, and read, list or send nothing', () => {
    // check-health also keeps its own history (the HealthChecks table): that table only, and no other data.
    for (const [name, history] of [['get-health', []], ['check-health', ['HealthChecks']]] as const) {
      const statements = statementsOf(application, name);
      const probed = allTables.map((definition) => definition.name).filter((table) => !(history as readonly string[]).includes(table));
      for (const table of probed) {
        expect(actionsOnTable(statements, table), `${name} ${table}`).toEqual(['dynamodb:DescribeTable']);
      }
      for (const table of history) expect(actionsOnTable(statements, table), `${name} ${table}`).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
      const actions = statements.filter((statement) => !history.some((table) => actionsOnTable([statement], table).length > 0)).flatMap(actionsOf);
      expect(actions.filter((action) => action.startsWith('dynamodb:')).sort(), name).toEqual(probed.map(() => 'dynamodb:DescribeTable'));
      expect(actions.filter((action) => action.startsWith('s3:')), name).toEqual(['s3:GetBucketLocation']);
      const onFiles = statements.find((statement) => actionsOf(statement).includes('s3:GetBucketLocation'));
      // The bucket itself, not its objects (`<arn>/*`).
      expect(JSON.stringify(onFiles?.Resource), name).toMatch(/^\{"Fn::ImportValue":"[^"]*FilesBucketArn[^"]*"\}$/);
      expect(actions.filter((action) => action.startsWith('ses:')), name).toEqual(['ses:GetAccount']);
      for (const action of actions) expect(action, name).toMatch(/^(dynamodb:DescribeTable|s3:GetBucketLocation|ses:GetAccount|xray:.*)$/);
    }
  });

  it('grants on every resource (`*`) only what has no resource to scope to: X-Ray, the SES account, stream listing', () => {
    for (const entry of manifest) {
      const onEverything = statementsOf(application, entry.name)
        .filter((statement) => statement.Effect === 'Allow' && JSON.stringify(statement.Resource) === '"*"')
        .flatMap(actionsOf);
      for (const action of onEverything) expect(action, entry.name).toMatch(
        /^(xray:PutTraceSegments|xray:PutTelemetryRecords|ses:GetAccount|dynamodb:ListStreams)$/,
      );
    }
  });
});
