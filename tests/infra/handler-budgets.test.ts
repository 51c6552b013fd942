import { buildSync, type Metafile } from 'esbuild';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifest, readModelTables, reconcilerName, type HandlerEntry } from '../../functions/manifest';
import { handlerBundling } from '../../infra/cdk/constructs/passerelle-function';
import { repoRoot } from './synthesize';

/**
 * What each handler carries, from one esbuild build of every entry with the CDK app's settings
 * (`handlerBundling`, minified): a handler that took one constant from an index once bundled every
 * aggregate, Stripe and pdf-lib (1.1 MB for the stream publisher, on the path of every event).
 */
const budgetBytes = 400 * 1024;

/**
 * The reconciliation runs every projection, reaction and recount of the catalog by design (it re-drives them all),
 * on its schedule and never on a request's path: it has a budget of its own.
 */
const budgetOf = (entry: HandlerEntry) => (entry.name === reconcilerName ? 480 * 1024 : budgetBytes);

/**
 * The handlers over budget today, with the reason: the list only shrinks (a handler that comes under its budget
 * must leave it).
 */
const overBudget: Record<string, string> = {
  'record-payment':
    'a transfer recorded through payments/commands.ts, which also opens card checkouts and asks refunds: the Stripe SDK comes along, ungranted',
};

/**
 * The packages a handler carries only when its manifest entry says it uses them (and then carries: a handler
 * granted Stripe calls it, one that says it draws PDFs draws them); their bytes are outside its budget.
 */
const statedPackages: { label: string; holds: (pkg: string) => boolean; stated: (entry: HandlerEntry) => boolean }[] = [
  { label: 'the Stripe SDK', holds: (pkg) => pkg === 'stripe', stated: (entry) => entry.permissions.stripe === 'use' },
  { label: 'pdf-lib', holds: (pkg) => pkg === 'pdf-lib' || pkg.startsWith('@pdf-lib/') || pkg === 'pako', stated: (entry) => entry.drawsPdf === true },
];

const packageOf = (input: string): string | undefined => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
/** The aggregate folder of a module of functions/ (`functions/<folder>/…`), the platform excepted. */
const folderOf = (input: string): string | undefined => {
  const folder = /^functions\/([\w-]+)\//.exec(input)?.[1];
  return folder === 'platform' ? undefined : folder;
};
/** An aggregate's published face: what others may import of it (eslint.config.js says the same of sources). */
const isPublishedFace = (input: string, folder: string) => input === `functions/${folder}/queries.ts` || input === `functions/${folder}/commands.ts`;

type Bundle = { entry: HandlerEntry; bytes: number; inputs: Metafile['outputs'][string]['inputs'] };
let bundles: Bundle[];
let metafile: Metafile;
/** The folder of each table of the catalog, by its logical name: where the aggregate that owns it lives. */
let tableFolders: Map<string, string>;

beforeAll(async () => {
  const result = buildSync({
    ...handlerBundling,
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(manifest.map((entry) => [entry.name, path.join(repoRoot, entry.entry)])),
    outdir: path.join(repoRoot, 'cdk.out', 'handler-budgets'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'warning',
  });
  metafile = result.metafile;
  const byName = new Map(manifest.map((entry) => [entry.name, entry]));
  bundles = Object.entries(metafile.outputs).flatMap(([output, meta]) => {
    const entry = byName.get(path.basename(output, '.mjs'));
    return entry && meta.entryPoint ? [{ entry, bytes: meta.bytes, inputs: meta.inputs }] : [];
  });
  tableFolders = new Map();
  for (const folder of fs.readdirSync(path.join(repoRoot, 'functions'), { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === 'platform') continue;
    for (const file of fs.readdirSync(path.join(repoRoot, 'functions', folder.name)).filter((name) => /-tables?\.ts$/.test(name))) {
      const module: Record<string, unknown> = await import(pathToFileURL(path.join(repoRoot, 'functions', folder.name, file)).href);
      for (const value of Object.values(module)) {
        if (value && typeof value === 'object' && 'envVar' in value && 'name' in value && typeof value.name === 'string') tableFolders.set(value.name, folder.name);
      }
    }
  }
});

/**
 * The aggregates a handler names in its manifest entry: the folder of its entry (`auth` is the sign-in face of the
 * customers' streams, one with `customers`) and the folder of each read model it is granted, at any level. The
 * reconciliation runs the whole catalog (every projection and reaction): it names them all.
 */
const namedFolders = (entry: HandlerEntry): ReadonlySet<string> | 'all' => {
  if (entry.name === reconcilerName) return 'all';
  const own = entry.entry.split('/')[1] ?? '';
  const granted = Object.keys(entry.permissions.readModels ?? {}).flatMap((name) => {
    const folder = tableFolders.get(readModelTables[name as keyof typeof readModelTables].name);
    return folder ? [folder] : [];
  });
  return new Set([own, ...(own === 'auth' || own === 'customers' ? ['auth', 'customers'] : []), ...granted]);
};

describe('handler bundles, as the CDK app builds them', () => {
  it('builds one bundle per manifest entry', () => {
    expect(bundles.map((bundle) => bundle.entry.name).sort()).toEqual(manifest.map((entry) => entry.name).sort());
  });

  it(`keeps each handler within ${budgetBytes / 1024} kB minified, the packages its entry states aside`, () => {
    const over: string[] = [];
    for (const { entry, bytes, inputs } of bundles) {
      const stated = Object.entries(inputs)
        .filter(([input]) => statedPackages.some((kind) => kind.stated(entry) && kind.holds(packageOf(input) ?? '')))
        .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
      const counted = bytes - stated;
      if (entry.name in overBudget) {
        expect(counted, `${entry.name} is under its budget now: take it off the list`).toBeGreaterThan(budgetBytes);
      } else if (counted > budgetOf(entry)) {
        over.push(`${entry.name}: ${(counted / 1024).toFixed(0)} kB`);
      }
    }
    expect(over).toEqual([]);
  });

  it('carries the Stripe SDK exactly where Stripe is granted, and pdf-lib exactly where PDFs are drawn', () => {
    const wrong: string[] = [];
    for (const { entry, inputs } of bundles) {
      if (entry.name in overBudget) continue;
      const packages = new Set(Object.keys(inputs).flatMap((input) => packageOf(input) ?? []));
      for (const kind of statedPackages) {
        const carried = [...packages].some(kind.holds);
        if (carried !== kind.stated(entry)) wrong.push(`${entry.name} ${carried ? 'carries' : 'does not carry'} ${kind.label}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('holds no aggregate its entry does not name, but through that aggregate’s published face', () => {
    const strays: string[] = [];
    for (const { entry, inputs } of bundles) {
      const named = namedFolders(entry);
      if (named === 'all') continue;
      for (const importer of Object.keys(inputs)) {
        for (const { path: imported } of metafile.inputs[importer]?.imports ?? []) {
          const folder = folderOf(imported);
          if (!folder || named.has(folder) || !(imported in inputs)) continue;
          if (folderOf(importer) === folder || isPublishedFace(imported, folder)) continue;
          strays.push(`${entry.name}: ${importer} → ${imported}`);
        }
      }
    }
    // one line per handler is enough to read: the first stray import of each
    expect([...new Map(strays.map((line) => [line.split(':')[0], line])).values()]).toEqual([]);
  });
});
