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

export const stackIds = { stateful: 'PasserelleStateful', app: 'PasserelleApp' } as const;

/** Cognito group of the back-office staff, checked by the admin handlers in `cognito:groups`. */
export const adminGroupName = 'admin';

/** The two stacks of Passerelle, from the handler manifest and the table definitions. */
export const composePasserelle = (app: App, config: PasserelleConfig): { stateful: StatefulStack; app: AppStack } => {
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

  const application = new AppStack(app, stackIds.app, {
    env: config.env,
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
  return { stateful, app: application };
};
