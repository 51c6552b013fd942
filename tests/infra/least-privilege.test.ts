import * as path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { buildSync } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { unionOfPermissions } from '../../functions/platform/handler-entry';
import { allTables, eventsTable, manifest, readModelTables, type HandlerEntry, type ReadModelName } from '../../functions/manifest';
import { handlerBundling } from '../../infra/cdk/constructs/passerelle-function';
import { actionsOf, actionsOnTable, repoRoot, statementsOf, synthesize, synthTimeoutMs, type Statement } from './synthesize';

/**
 * What a handler's code may ask of DynamoDB, S3 and SES, read from its bundle as CDK builds it (same entry, same
 * settings, same tree shaking) but not minified, so that the SDK's command classes keep their names: the actions
 * of every command it constructs, and of every link it presigns. A module the handler imports but never calls
 * (tree-shaken away) asks nothing.
 */
const actionsOfCommand = (sdkModule: string, command: string): string[] => {
  const operation = command.replace(/Command$/, '');
  switch (sdkModule) {
    case '@aws-sdk/lib-dynamodb': {
      const documentOperations: Record<string, string[]> = {
        Get: ['GetItem'],
        BatchGet: ['BatchGetItem'],
        Query: ['Query'],
        Scan: ['Scan'],
        Put: ['PutItem'],
        Update: ['UpdateItem'],
        Delete: ['DeleteItem'],
        BatchWrite: ['BatchWriteItem'],
        TransactGet: ['GetItem'],
        TransactWrite: ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
      };
      const actions = documentOperations[operation];
      if (!actions) throw new Error(`commande ${command} de ${sdkModule} sans action connue : à ajouter ici`);
      return actions.map((action) => `dynamodb:${action}`);
    }
    case '@aws-sdk/client-dynamodb':
      return [`dynamodb:${operation}`];
    case '@aws-sdk/client-s3': {
      // HEAD needs GetObject; DeleteObjects needs DeleteObject for each key.
      const objectOperations: Record<string, string> = { HeadObject: 'GetObject', DeleteObjects: 'DeleteObject' };
      return [`s3:${objectOperations[operation] ?? operation}`];
    }
    case '@aws-sdk/client-sesv2':
      return [`ses:${operation}`];
    default:
      return [];
  }
};

/** The presigned links of `functions/platform/files.ts`: a GET link reads an object, a PUT link writes one. */
const presignedActions = { GET: 's3:GetObject', PUT: 's3:PutObject' } as const;

const actionsCalledBy = (bundle: string): Set<string> => {
  const called = new Set<string>();
  for (const [, names = '', sdkModule = ''] of bundle.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(@aws-sdk\/[^"]+)"/g)) {
    for (const specifier of names.split(',').map((name) => name.trim()).filter(Boolean)) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      if (!imported.endsWith('Command')) continue;
      if (!new RegExp(`\\bnew ${local.replace(/\$/g, '\\$')}\\(`).test(bundle)) continue;
      for (const action of actionsOfCommand(sdkModule, imported)) called.add(action);
    }
  }
  for (const [, method] of bundle.matchAll(/\bpresign\d*\(\{\s*method: "(GET|PUT)"/g)) called.add(presignedActions[method as 'GET' | 'PUT']);
  return called;
};

/**
 * How the grants are made (infra/cdk/constructs/handler-functions.ts, functions/manifest.ts): reading items,
 * writing items and writing files are each one access kind, granted together; writing a table's items comes with
 * reading them; every other action (a scan, a batch write, reading a file, sending mail) is granted alone. A
 * granted action is justified when the code calls an action of a kind that grants it.
 */
const readItems = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const writeItems = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
const writeFiles = ['s3:PutObject', 's3:DeleteObject'];
const justifiedBy = (action: string): string[] =>
  readItems.includes(action) ? [...readItems, ...writeItems] : ([writeItems, writeFiles].find((kind) => kind.includes(action)) ?? [action]);

/** The Lambda service's reading of the event store's stream for its trigger, not the code's. */
const isStreamTrigger = (statement: Statement): boolean => {
  const resource = JSON.stringify(statement.Resource);
  return /StreamArn/.test(resource) || (resource === '"*"' && actionsOf(statement).every((action) => action === 'dynamodb:ListStreams'));
};

/** The data actions this suite holds to the code: DynamoDB, the files bucket, sending mail. */
const isDataAction = (action: string): boolean => /^(dynamodb|s3|ses):/.test(action);

const dynamoWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

let application: Template;
let calledBy: Map<string, Set<string>>;

beforeAll(() => {
  ({ application } = synthesize({ bundling: false }));
  const built = buildSync({
    ...handlerBundling,
    minify: false,
    sourcemap: false,
    write: false,
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(manifest.map((entry) => [entry.name, path.join(repoRoot, entry.entry)])),
    outdir: path.join(repoRoot, 'cdk.out', 'least-privilege'),
    bundle: true,
    platform: 'node',
    logLevel: 'warning',
  });
  calledBy = new Map(built.outputFiles.map((file) => [path.basename(file.path, '.js'), actionsCalledBy(file.text)]));
}, synthTimeoutMs);

const grantedTo = (entry: HandlerEntry): string[] =>
  statementsOf(application, entry.name)
    .filter((statement) => statement.Effect === 'Allow' && !isStreamTrigger(statement))
    .flatMap(actionsOf)
    .filter(isDataAction);

/** Per handler, the data actions it is granted whose kind its code never calls. */
const uncalledGrants = (): Record<string, string[]> => {
  const uncalled: Record<string, string[]> = {};
  for (const entry of manifest) {
    const called = calledBy.get(entry.name);
    if (!called) throw new Error(`pas de bundle pour ${entry.name}`);
    const extra = [...new Set(grantedTo(entry))].filter((action) => !justifiedBy(action).some((call) => called.has(call))).sort();
    if (extra.length > 0) uncalled[entry.name] = extra;
  }
  return uncalled;
};

describe('each function is granted the data actions its code calls', () => {
  it('reads the bundles: the health check puts and queries, the photo link only presigns an upload', () => {
    expect([...calledBy.get('get-health-history')!]).toEqual(expect.arrayContaining(['dynamodb:Query']));
    expect(calledBy.get('request-return-photo-upload')!.has('s3:PutObject')).toBe(true);
    expect(calledBy.get('request-return-photo-upload')!.has('s3:GetObject')).toBe(false);
    expect(calledBy.get('get-my-parcel')!.has('s3:GetObject')).toBe(true);
  });

  it('lets no function scan a table: no code on AWS scans (the replay, which does, runs locally)', () => {
    const scanners = manifest.filter((entry) => grantedTo(entry).includes('dynamodb:Scan')).map((entry) => entry.name);
    expect(scanners.filter((name) => !calledBy.get(name)!.has('dynamodb:Scan'))).toEqual([]);
  });

  it('grants no DynamoDB, S3 or SES action that the function’s code never calls (scans, batch writes, reading a file, sending mail)', () => {
    expect(uncalledGrants()).toEqual({});
  });

  it('lets a function that only reads write nothing, and write no table its manifest entry only reads', () => {
    for (const entry of manifest) {
      const granted = grantedTo(entry);
      const called = calledBy.get(entry.name)!;
      if (!dynamoWrites.some((action) => called.has(action))) expect(granted.filter((action) => dynamoWrites.includes(action)), entry.name).toEqual([]);
      if (![...called].some((action) => /^s3:(Put|Delete)/.test(action))) expect(granted.filter((action) => /^s3:(Put|Delete)/.test(action)), entry.name).toEqual([]);
      const statements = statementsOf(application, entry.name);
      const levels: [string, string | undefined][] = [
        [eventsTable.name, entry.permissions.eventStore],
        ...(Object.keys(readModelTables) as ReadModelName[]).map((name): [string, string | undefined] => [readModelTables[name].name, entry.permissions.readModels?.[name]]),
      ];
      for (const [table, level] of levels) {
        const writes = actionsOnTable(statements, table).filter((action) => dynamoWrites.includes(action));
        const allowed = level === 'write' ? ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] : level === 'append' ? ['dynamodb:PutItem'] : [];
        expect(writes.filter((action) => !allowed.includes(action)), `${entry.name} ${table}`).toEqual([]);
      }
    }
  });

  it('lets the health check keep its history by putting checks, never updating or deleting one, and the history page only read it', () => {
    expect(actionsOnTable(statementsOf(application, 'check-health'), 'HealthChecks').sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'],
    );
    expect(actionsOnTable(statementsOf(application, 'get-health-history'), 'HealthChecks').sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
    );
    for (const table of allTables.map((definition) => definition.name).filter((name) => name !== 'HealthChecks')) {
      expect(actionsOnTable(statementsOf(application, 'check-health'), table), table).toEqual(['dynamodb:DescribeTable']);
    }
  });

  it('gives the reconciliation both file kinds when the reactions it re-drives read files and write others', () => {
    expect(unionOfPermissions({ files: 'read' }, { files: 'write' }).files).toBe('read-write');
    expect(unionOfPermissions({ files: 'write' }, { files: 'read' }).files).toBe('read-write');
    expect(unionOfPermissions({ files: 'read' }, { files: 'read' }).files).toBe('read');
    expect(unionOfPermissions({ files: 'read-write' }, { files: 'probe' }).files).toBe('read-write');
  });
});
