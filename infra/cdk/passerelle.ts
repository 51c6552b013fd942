import * as path from 'node:path';
import type { App, Environment } from 'aws-cdk-lib';
import {
  allTables,
  eventSource,
  eventsTable,
  manifest,
  readModelTables,
  type ReadModelName,
  type TableDefinition,
} from '../../functions/manifest';
import type { TableBinding } from './constructs/handler-functions';
import type { CustomDomain } from './constructs/web-site';
import { AppStack } from './stacks/app-stack';
import { EdgeStack, edgeRegion } from './stacks/edge-stack';
import { StatefulStack } from './stacks/stateful-stack';

export type PasserelleConfig = {
  /** absolute path of the repository root */
  repoRoot: string;
  /** account and region; undefined keeps the stacks environment-agnostic */
  env?: Environment;
  mailFromDomain: string;
  mailFrom: string;
  supportEmail: string;
  /** public address of the site (links in e-mails) */
  siteUrl: string;
  /** origins allowed to upload files with a presigned URL (the site's origin) */
  uploadOrigins: string[];
  /** the site's own domain and its us-east-1 certificate; without it, CloudFront's default host */
  siteDomain?: CustomDomain;
  /** an address that receives the ops alarms (it confirms the subscription first) */
  opsEmail?: string;
};

export const stackIds = { stateful: 'PasserelleStateful', app: 'PasserelleApp', edge: 'PasserelleEdge' } as const;

/**
 * The handlers whose routes a bot would hammer, rate-limited per client IP at the edge (before any Lambda, and
 * beside their own per-account and per-address limits): sign-in, registration and the contact form.
 */
export const edgeRateLimitedHandlers = ['sign-in', 'register', 'send-contact-message'] as const;

const rateLimitedPathsOf = (names: readonly string[]): string[] =>
  names.map((name) => {
    const trigger = manifest.find((entry) => entry.name === name)?.trigger;
    if (trigger?.kind !== 'http') throw new Error(`composePasserelle: ${name} is not an HTTP handler of the manifest`);
    return trigger.path;
  });

/** Cognito group of the back-office staff, checked by the admin handlers in `cognito:groups`. */
export const adminGroupName = 'admin';

/**
 * The stacks of Passerelle, from the handler manifest and the table definitions: the stateful and app stacks in
 * the configured region, and the edge stack (CloudFront's web ACL) in us-east-1, whose ARN the app stack reads
 * across regions (CDK's export writer keeps it in an SSM parameter of the app's region).
 */
export const composePasserelle = (app: App, config: PasserelleConfig): { stateful: StatefulStack; app: AppStack; edge: EdgeStack } => {
  if (!config.env?.region) {
    throw new Error(
      "composePasserelle: the region is required (AWS_REGION or the CLI's profile): CloudFront's web ACL lives in us-east-1 and the app stack reads its ARN across regions.",
    );
  }
  const stateful = new StatefulStack(app, stackIds.stateful, {
    env: config.env,
    description: 'Passerelle: event store, read models, files, accounts (retained)',
    terminationProtection: true,
    tables: allTables,
    mailFromDomain: config.mailFromDomain,
    uploadOrigins: config.uploadOrigins,
    adminGroupName,
  });

  const bind = (definition: TableDefinition): TableBinding => ({
    table: stateful.tables.table(definition.name),
    envVar: definition.envVar,
  });
  const readModels = Object.fromEntries(
    Object.entries(readModelTables).map(([name, definition]) => [name, bind(definition)]),
  ) as Record<ReadModelName, TableBinding>;

  const edge = new EdgeStack(app, stackIds.edge, {
    env: { account: config.env?.account, region: edgeRegion },
    description: 'Passerelle: web ACL of the CloudFront distribution (us-east-1)',
    crossRegionReferences: true,
    rateLimitedPaths: rateLimitedPathsOf(edgeRateLimitedHandlers),
  });

  const application = new AppStack(app, stackIds.app, {
    env: config.env,
    crossRegionReferences: true,
    webAclArn: edge.firewall.webAcl.attrArn,
    description: 'Passerelle: handlers, HTTP API, event bus, schedules, web delivery',
    handlers: manifest,
    eventSource,
    repoRoot: config.repoRoot,
    eventStore: bind(eventsTable),
    readModels,
    filesBucket: stateful.files.bucket,
    userPool: stateful.identity.userPool,
    userPoolClient: stateful.identity.webClient,
    mailIdentity: stateful.mailIdentity,
    stripeKeys: stateful.stripeKeys,
    mailFrom: config.mailFrom,
    supportEmail: config.supportEmail,
    siteUrl: config.siteUrl,
    apiPathPatterns: ['/api/*', '/admin/api/*'],
    customerDistDir: path.join(config.repoRoot, 'web-customer', 'dist'),
    adminDistDir: path.join(config.repoRoot, 'web-admin', 'dist'),
    siteDomain: config.siteDomain,
    opsEmail: config.opsEmail,
  });
  return { stateful, app: application, edge };
};
