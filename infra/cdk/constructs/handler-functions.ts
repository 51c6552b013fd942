import { type CfnElement, Duration, Names, NestedStack, Stack, Tags, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import {
  environmentVariables,
  stripeEnvironmentVariables,
  type HandlerEntry,
  type Permissions,
  type ReadModelName,
} from '../../../functions/manifest';
import { handlerTimeoutSeconds } from '../../../functions/platform/aws/limits';
import { HandlerBundles } from './handler-bundles';
import { PasserelleFunction } from './passerelle-function';

export type TableBinding = { table: ITable; envVar: string };

export type HandlerFunctionsProps = {
  entries: readonly HandlerEntry[];
  repoRoot: string;
  eventStore: TableBinding;
  readModels: Record<ReadModelName, TableBinding>;
  filesBucket: IBucket;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  mailIdentity: IEmailIdentity;
  /** Stripe's keys, read by the handlers granted `stripe: 'use'` */
  stripeKeys: ISecret;
  bus: IEventBus;
  mailFrom: string;
  supportEmail: string;
  /** public address of the site, for links in e-mails */
  siteUrl: string;
};

/** `functions/parcels/declare-parcel.ts` -> `parcels`: the aggregate a handler belongs to (its nested stack). */
export const aggregateFolderOf = (entry: Pick<HandlerEntry, 'entry'>): string => {
  const [root, folder] = entry.entry.split('/');
  if (root !== 'functions' || !folder) throw new Error(`HandlerFunctions: ${entry.entry} is not under functions/<aggregate>/`);
  return folder;
};

/**
 * How a stack's template names a handler's ARN: `[logical id, 'Arn']` of the function in its own stack,
 * or, from the app stack, `[nested stack resource, 'Outputs.<function unique id>Arn']` (CDK's naming for
 * a reference out of a nested stack). cdk-nag and the template tests name findings and targets so.
 */
export const functionArnAttribute = (from: Stack, handler: IFunction): [string, string] => {
  const cfn = handler.node.defaultChild as CfnElement;
  const home = Stack.of(handler);
  if (home === from) return [from.getLogicalId(cfn), 'Arn'];
  if (!NestedStack.isNestedStack(home) || !home.nestedStackResource || Stack.of(home.nestedStackResource) !== from) {
    throw new Error(`HandlerFunctions: ${handler.node.path} is not in a stack nested in ${from.node.path}`);
  }
  return [from.getLogicalId(home.nestedStackResource), `Outputs.${Names.uniqueId(cfn)}Arn`];
};

/** Tag carrying the manifest name of a handler on its Lambda (for operators and the template tests). */
export const handlerTagKey = 'passerelle:handler';

/** `declare-parcel` -> `DeclareParcel` */
export const constructIdOf = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * The DynamoDB actions a handler may be granted on a table's items, one list per access kind, each made of
 * actions the handlers' code calls (tests/infra/least-privilege.test.ts reads their bundles). Not CDK's
 * `grant*Data`: they add `Scan`, `ConditionCheckItem`, `BatchWriteItem`, `DescribeTable` and stream reads,
 * which no handler calls on AWS (the one scan, the replay's, runs locally).
 */
export const tableAccessActions = {
  /** an item by its key, a batch of items by their keys, a query on the table or an index */
  readItems: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  /** putting a new item (a changeset, a health check): never updating or deleting one */
  appendItems: ['dynamodb:PutItem'],
  /** one item at a time: put, update or delete */
  writeItems: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
} as const;

/** Reading a file (or signing a link that reads it; HEAD too); writing is storing and deleting one (or signing an upload link), never a listing. */
const fileReadActions = ['s3:GetObject'];
const fileWriteActions = ['s3:PutObject', 's3:DeleteObject'];

/** Sign-in exchanges a password for tokens server-side. */
const signInActions = ['cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminGetUser'];

/** Account management by the product (accounts are created server-side; Cognito sends no mail). */
const manageUsersActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  // a spent recovery code takes the lost authenticator app off the account
  'cognito-idp:AdminSetUserMFAPreference',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminInitiateAuth',
];

/**
 * One Lambda per manifest entry, granted exactly what its `permissions` declare and told the generated
 * names of what it may touch through environment variables.
 */
export class HandlerFunctions extends Construct {
  readonly byName: ReadonlyMap<string, LambdaFunction>;
  /** the handlers granted `live: 'push'`: the WebSocket API grants them its connections and names its endpoint */
  readonly pushers: readonly LambdaFunction[];

  constructor(scope: Construct, id: string, props: HandlerFunctionsProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    const issuer = `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`;
    const shared: Record<string, string> = {
      [environmentVariables.eventBusName]: props.bus.eventBusName,
      [environmentVariables.filesBucket]: props.filesBucket.bucketName,
      [environmentVariables.mailFrom]: props.mailFrom,
      [environmentVariables.supportEmail]: props.supportEmail,
      [environmentVariables.siteUrl]: props.siteUrl,
      [environmentVariables.userPoolId]: props.userPool.userPoolId,
      [environmentVariables.userPoolClientId]: props.userPoolClient.userPoolClientId,
      [environmentVariables.jwtIssuer]: issuer,
      [environmentVariables.jwksUri]: `${issuer}/.well-known/jwks.json`,
      [environmentVariables.cookieSecure]: 'true',
      // CloudFront in front of the API appends the viewer's address to X-Forwarded-For (verify on the first deployment).
      [environmentVariables.trustedProxyHops]: '1',
    };

    // One nested stack per aggregate folder: a stack holds at most 500 resources, and each handler brings
    // its role, policy, log group and function (the routes and subscriptions stay in the app stack).
    const slices = new Map<string, NestedStack>();
    const sliceOf = (entry: HandlerEntry): NestedStack => {
      const folder = aggregateFolderOf(entry);
      let slice = slices.get(folder);
      if (!slice) {
        slice = new NestedStack(this, constructIdOf(folder), { description: `Passerelle : fonctions de ${folder}` });
        slices.set(folder, slice);
      }
      return slice;
    };
    const bundles = new HandlerBundles(props.repoRoot, props.entries);
    const byName = new Map<string, LambdaFunction>();
    const pushers: LambdaFunction[] = [];
    for (const entry of props.entries) {
      if (byName.has(entry.name)) throw new Error(`HandlerFunctions: handler ${entry.name} is listed twice`);
      const handler = new PasserelleFunction(sliceOf(entry), constructIdOf(entry.name), {
        code: bundles.code(entry.name),
        description: entry.description,
        timeout: Duration.seconds(entry.timeoutSeconds ?? (entry.trigger.kind === 'http' ? handlerTimeoutSeconds.http : handlerTimeoutSeconds.other)),
        environment: {
          ...shared,
          ...this.tableEnvironment(entry.permissions, props),
          // The secret's ARN only: the keys are read from Secrets Manager at cold start.
          ...(entry.permissions.stripe ? { [stripeEnvironmentVariables.secretsArn]: props.stripeKeys.secretArn } : {}),
        },
      }).function;
      Tags.of(handler).add(handlerTagKey, entry.name);
      this.grant(handler, entry.permissions, props);
      byName.set(entry.name, handler);
      if (entry.permissions.live === 'push') pushers.push(handler);
    }
    this.byName = byName;
    this.pushers = pushers;
  }

  get(name: string): LambdaFunction {
    const handler = this.byName.get(name);
    if (!handler) throw new Error(`HandlerFunctions: unknown handler ${name}`);
    return handler;
  }

  /** Only the tables the handler is granted: a handler cannot even name a table it may not touch. */
  private tableEnvironment(permissions: Permissions, props: HandlerFunctionsProps): Record<string, string> {
    const environment: Record<string, string> = {};
    if (permissions.eventStore) environment[props.eventStore.envVar] = props.eventStore.table.tableName;
    for (const name of readModelNames(props.readModels)) {
      if (permissions.readModels?.[name]) {
        const binding = props.readModels[name];
        environment[binding.envVar] = binding.table.tableName;
      }
    }
    return environment;
  }

  private grant(grantee: IFunction, permissions: Permissions, props: HandlerFunctionsProps): void {
    const eventStore = props.eventStore.table;
    switch (permissions.eventStore) {
      case 'describe':
        describeTable(grantee, eventStore);
        break;
      case 'read':
        readItems(grantee, eventStore);
        break;
      case 'append':
        // A command handler loads its stream and adds a changeset, nothing more.
        readItems(grantee, eventStore);
        writeToTable(grantee, eventStore, tableAccessActions.appendItems);
        break;
      case undefined:
        break;
      default:
        return assertNever(permissions.eventStore);
    }

    for (const name of readModelNames(props.readModels)) {
      const access = permissions.readModels?.[name];
      const table = props.readModels[name].table;
      switch (access) {
        case 'describe':
          describeTable(grantee, table);
          break;
        case 'read':
          readItems(grantee, table);
          break;
        case 'append':
          readItems(grantee, table);
          writeToTable(grantee, table, tableAccessActions.appendItems);
          break;
        case 'write':
          readItems(grantee, table);
          writeToTable(grantee, table, tableAccessActions.writeItems);
          break;
        case undefined:
          break;
        default:
          return assertNever(access);
      }
    }

    switch (permissions.files) {
      case 'probe':
        Grant.addToPrincipal({ grantee, actions: ['s3:GetBucketLocation'], resourceArns: [props.filesBucket.bucketArn] });
        break;
      // Objects only, action by action (grantRead/grantReadWrite would add listing, multipart and Get*/Delete* wildcards).
      case 'read':
      case 'write':
      case 'read-write': {
        const actions = [
          ...(permissions.files === 'write' ? [] : fileReadActions),
          ...(permissions.files === 'read' ? [] : fileWriteActions),
        ];
        Grant.addToPrincipal({ grantee, actions, resourceArns: [props.filesBucket.arnForObjects('*')] });
        acknowledgeObjectsWildcard(grantee, props.filesBucket);
        break;
      }
      case undefined:
        break;
      default:
        return assertNever(permissions.files);
    }

    switch (permissions.mail) {
      case 'status':
        // GetAccount has no resource to scope to (IAM accepts only `*` for it).
        Grant.addToPrincipal({ grantee, actions: ['ses:GetAccount'], resourceArns: ['*'] });
        break;
      case 'send':
        props.mailIdentity.grant(grantee, 'ses:SendEmail');
        break;
      case undefined:
        break;
      default:
        return assertNever(permissions.mail);
    }

    switch (permissions.userPool) {
      case 'sign-in':
        props.userPool.grant(grantee, ...signInActions);
        break;
      case 'manage':
        props.userPool.grant(grantee, ...manageUsersActions);
        break;
      case undefined:
        break;
      default:
        return assertNever(permissions.userPool);
    }

    switch (permissions.stripe) {
      case 'use':
        props.stripeKeys.grantRead(grantee);
        break;
      case undefined:
        break;
      default:
        return assertNever(permissions.stripe);
    }

    switch (permissions.bus) {
      case 'publish':
        props.bus.grantPutEventsTo(grantee);
        break;
      case undefined:
        break;
      default:
        return assertNever(permissions.bus);
    }
  }
}

/** A health probe's view of a table: that it exists and is active, none of its items. */
const describeTable = (grantee: IGrantable, table: ITable): void => {
  // On the table only, not `index/*` as `table.grant` would add: the description covers the indexes.
  Grant.addToPrincipal({ grantee, actions: ['dynamodb:DescribeTable'], resourceArns: [table.tableArn] });
};

/** Reads by key and by query, on the table and its indexes (`table.grant` names `<table ARN>/index/*` when it has one). */
const readItems = (grantee: IFunction, table: ITable): void => {
  table.grant(grantee, ...tableAccessActions.readItems);
  acknowledgeIndexWildcard(grantee, table);
};

/** Writes on the table only: its indexes are read-only projections of it. */
const writeToTable = (grantee: IGrantable, table: ITable, actions: readonly string[]): void => {
  Grant.addToPrincipal({ grantee, actions: [...actions], resourceArns: [table.tableArn] });
};

/**
 * `table.grant` adds `<table ARN>/index/*` so that queries reach the table's indexes. Every index
 * is a projection of the table's own items (no item is in an index and not in the table), so the wildcard
 * grants nothing the table's ARN does not. cdk-nag names the finding after the ARN as the handler's stack
 * sees it: the export's name across stacks (the same export the reference uses), `<Id.Arn>` within one.
 */
const acknowledgeIndexWildcard = (handler: IFunction, table: ITable): void => {
  const producer = Stack.of(table);
  let tableArn: string;
  if (producer === Stack.of(handler)) {
    tableArn = `<${producer.getLogicalId(table.node.defaultChild as CfnElement)}.Arn>`;
  } else {
    const imported: unknown = producer.resolve(producer.exportValue(table.tableArn));
    const name = (imported as { 'Fn::ImportValue'?: unknown })['Fn::ImportValue'];
    if (typeof name !== 'string') throw new Error(`HandlerFunctions: unexpected export of ${table.node.path}`);
    tableArn = name;
  }
  Validations.of(handler).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${tableArn}/index/*]`,
    reason:
      "The grant reaches this table's indexes, projections of its own items that DynamoDB writes only through " +
      "the table: it gives nothing the table's ARN does not already give.",
  });
};

/**
 * File keys are made by the handlers (`uploads/<parcel>/<upload>`, `photos/<parcel>/<photo>`): the
 * objects of the one files bucket, with named actions and no listing, are the narrowest useful scope.
 */
const acknowledgeObjectsWildcard = (handler: IFunction, bucket: IBucket): void => {
  const producer = Stack.of(bucket);
  const imported: unknown = producer === Stack.of(handler) ? undefined : producer.resolve(producer.exportValue(bucket.bucketArn));
  const name = (imported as { 'Fn::ImportValue'?: unknown } | undefined)?.['Fn::ImportValue'];
  const bucketArn = typeof name === 'string' ? name : `<${producer.getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>`;
  Validations.of(handler).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${bucketArn}/*]`,
    reason:
      'The objects of the files bucket, with GetObject for the handlers that read, PutObject and DeleteObject for those that write, and no ' +
      'listing: keys are chosen by the server per parcel and upload, which IAM cannot express more narrowly.',
  });
};

const readModelNames = (readModels: Record<ReadModelName, TableBinding>): ReadModelName[] =>
  (Object.keys(readModels) as ReadModelName[]).sort();

const assertNever = (value: never): never => {
  throw new Error(`HandlerFunctions: unexpected permission ${String(value)}`);
};
