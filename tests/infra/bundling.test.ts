import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { manifest, type HandlerEntry } from '../../functions/manifest';
import { lambdaOf, repoRoot, type Synthesized, synthesize, synthTimeoutMs } from './synthesize';

// The one suite that builds the handlers as `cdk synth` does (local esbuild, no Docker). Its cloud
// assembly goes under cdk.out/ (ignored by git) so that the bundles resolve the AWS SDK (left out, as
// the Lambda runtime provides it) from the repository's node_modules when this suite loads them.
const outdir = path.join(repoRoot, 'cdk.out', `infra-test-bundles-${process.pid}`);
let synthesized: Synthesized;

beforeAll(() => {
  synthesized = synthesize({ bundling: true, outdir });
}, synthTimeoutMs);

afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
});

const bundleOf = (handlerName: string): string => {
  const assetPath = lambdaOf(synthesized.application, handlerName).metadata['aws:asset:path'];
  if (typeof assetPath !== 'string') throw new Error(`no asset path for ${handlerName}`);
  return path.join(synthesized.outdir, assetPath, 'index.mjs');
};

/** The version of a package in the repository's lock file: the one `npm ci` ships. */
const lockedVersionOf = (packageName: string): string => {
  const lock = z
    .object({ packages: z.record(z.string(), z.object({ version: z.string().optional() })) })
    .parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')));
  const version = lock.packages[`node_modules/${packageName}`]?.version;
  if (!version) throw new Error(`${packageName} is not in package-lock.json`);
  return version;
};

/**
 * A bundle this machine can load: the linux-arm64 binaries shipped beside a native handler do not run
 * here, so its bundle is loaded from a copy outside its asset, where it finds the repository's modules.
 */
const loadableBundleOf = (entry: HandlerEntry): string => {
  const bundle = bundleOf(entry.name);
  if (!entry.nativeModules?.length) return bundle;
  const copy = path.join(outdir, `loadable-${entry.name}`, 'index.mjs');
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.copyFileSync(bundle, copy);
  fs.copyFileSync(`${bundle}.map`, `${copy}.map`);
  return copy;
};

describe('handler bundles', () => {
  it('bundles every manifest entry to an ES module with its source map, AWS SDK left to the runtime', () => {
    for (const entry of manifest) {
      const bundle = bundleOf(entry.name);
      expect(fs.existsSync(bundle), entry.name).toBe(true);
      const code = fs.readFileSync(bundle, 'utf8');
      expect(code.startsWith('import { createRequire as __passerelleCreateRequire }'), entry.name).toBe(true);
      const map = JSON.parse(fs.readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
      expect(map.sources.some((source) => source.includes('node_modules/@aws-sdk/')), entry.name).toBe(false);
      expect(map.sources.some((source) => source.endsWith(entry.entry)), entry.name).toBe(true);
    }
  });

  it('leaves sharp (native) out of every bundle and ships its linux-arm64 build beside the handlers that import it', () => {
    const importsSharp = /from\s*"sharp"|import\("sharp"\)/;
    const lockedSharp = lockedVersionOf('sharp');
    for (const entry of manifest) {
      const bundle = bundleOf(entry.name);
      const map = JSON.parse(fs.readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
      expect(map.sources.some((source) => source.includes('node_modules/sharp/')), entry.name).toBe(false);
      const shipsSharp = entry.nativeModules?.includes('sharp') ?? false;
      expect(importsSharp.test(fs.readFileSync(bundle, 'utf8')), entry.name).toBe(shipsSharp);
      const shipped = path.join(path.dirname(bundle), 'node_modules');
      expect(fs.existsSync(shipped), entry.name).toBe(shipsSharp);
      if (!shipsSharp) continue;
      const sharpPackage = JSON.parse(fs.readFileSync(path.join(shipped, 'sharp', 'package.json'), 'utf8')) as { version: string };
      expect(sharpPackage.version, entry.name).toBe(lockedSharp);
      expect(fs.readdirSync(path.join(shipped, '@img')).filter((name) => name.startsWith('sharp-')).sort(), entry.name).toEqual([
        'sharp-libvips-linux-arm64',
        'sharp-linux-arm64',
      ]);
    }
    expect(manifest.filter((entry) => entry.nativeModules?.includes('sharp')).map((entry) => entry.name).sort()).toEqual([
      'attach-my-parcel-photo',
      'attach-parcel-photo',
      // a return request's photos are checked and re-encoded as it is written
      'request-return',
    ]);
  });

  it('loads every bundle as an ES module exporting `handler`', async () => {
    for (const entry of manifest) {
      const loaded: { handler?: unknown } = await import(/* @vite-ignore */ pathToFileURL(loadableBundleOf(entry)).href);
      expect(typeof loaded.handler, entry.name).toBe('function');
    }
  });
});
