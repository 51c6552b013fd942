import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
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

  it('leaves sharp (native) out of every bundle: the photo attachments import it, the others not at all', () => {
    const importsSharp = /from\s*"sharp"|import\("sharp"\)/;
    for (const entry of manifest) {
      const bundle = bundleOf(entry.name);
      const map = JSON.parse(fs.readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
      expect(map.sources.some((source) => source.includes('node_modules/sharp/')), entry.name).toBe(false);
      const usesSharp = ['attach-my-parcel-photo', 'attach-parcel-photo'].includes(entry.name);
      expect(importsSharp.test(fs.readFileSync(bundle, 'utf8')), entry.name).toBe(usesSharp);
    }
  });

  it('loads every bundle as an ES module exporting `handler`', async () => {
    for (const entry of manifest) {
      const loaded: { handler?: unknown } = await import(/* @vite-ignore */ pathToFileURL(bundleOf(entry.name)).href);
      expect(typeof loaded.handler, entry.name).toBe('function');
    }
  });
});
