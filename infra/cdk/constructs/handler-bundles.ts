import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';
import type { HandlerEntry } from '../../../functions/manifest';
import { handlerBundling, lambdaPlatformForNpm } from './passerelle-function';

/** What a handler's asset holds: its bundle (the Lambda's `index.handler`) and the bundle's source map. */
export const bundleFile = 'index.mjs';

/**
 * Every handler of the manifest bundled by ONE esbuild build (one process, one parse of the shared
 * modules, both cores), with the house settings of `handlerBundling`, and the native packages installed
 * ONCE for the Lambda's platform, then copied beside each handler that declares them. CDK asks for a
 * handler's asset only when its stack is bundled (`cdk synth`, `cdk deploy`, the bundling suite): the build
 * runs then, on the first asset asked for, never for a synthesis that skips bundling.
 */
export class HandlerBundles {
  private readonly byName: ReadonlyMap<string, HandlerEntry>;
  /** The folder name prefix of the bundles built, per assembly folder (a process may synthesize more than one app). */
  private readonly built = new Map<string, string>();
  /** Where each set of native packages was installed, per assembly folder and set. */
  private readonly installed = new Map<string, string>();
  /** The handlers whose bundle is still waiting in the build folder, per assembly folder. */
  private readonly waiting = new Map<string, Set<string>>();

  constructor(
    private readonly repoRoot: string,
    entries: readonly HandlerEntry[],
  ) {
    this.byName = new Map(entries.map((entry) => [entry.name, entry]));
  }

  /** The asset of one handler: its folder, hashed from what it holds (a handler whose bundle is unchanged keeps its hash). */
  code(handlerName: string): Code {
    const entry = this.byName.get(handlerName);
    if (!entry) throw new Error(`HandlerBundles: unknown handler ${handlerName}`);
    const local: ILocalBundling & { handler: string } = {
      // Part of the asset's cache key in CDK: two handlers never share an asset.
      handler: entry.name,
      tryBundle: (outputDir) => {
        this.fill(entry, outputDir);
        return true;
      },
    };
    return Code.fromAsset(this.repoRoot, {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        local,
        // Never pulled: the local bundling above always succeeds or throws (no Docker fallback).
        image: DockerImage.fromRegistry('dummy'),
      },
    });
  }

  /** Moves the handler's bundle into the (empty) asset folder CDK gives, and copies its native packages beside it. */
  private fill(entry: HandlerEntry, outputDir: string): void {
    const assemblyDir = path.dirname(outputDir);
    const builtDir = `${this.buildAll(assemblyDir)}${entry.name}`;
    for (const file of [bundleFile, `${bundleFile}.map`]) {
      fs.renameSync(path.join(builtDir, file), path.join(outputDir, file));
    }
    fs.rmdirSync(builtDir);
    if (entry.nativeModules?.length) {
      // Verbatim: npm's relative links (node_modules/.bin) must not point back into the install folder.
      fs.cpSync(this.installNative(assemblyDir, entry.nativeModules), outputDir, { recursive: true, verbatimSymlinks: true });
    }
    const waiting = this.waiting.get(assemblyDir);
    waiting?.delete(entry.name);
    if (waiting?.size === 0) this.cleanUp(assemblyDir);
  }

  /** Once every handler has its asset, the cloud assembly keeps only the assets: no build or install folder. */
  private cleanUp(assemblyDir: string): void {
    this.built.delete(assemblyDir);
    this.waiting.delete(assemblyDir);
    for (const [key, installDir] of this.installed) {
      if (!key.startsWith(`${assemblyDir}\n`)) continue;
      fs.rmSync(installDir, { recursive: true, force: true });
      this.installed.delete(key);
    }
  }

  /**
   * One build, every entry point: `<assembly>/<prefix><handler>/index.mjs`, one level under the assembly
   * folder like the asset folders they move to, so that the relative paths of their source maps stay right.
   * Returns the prefix, as an absolute path.
   */
  private buildAll(assemblyDir: string): string {
    const done = this.built.get(assemblyDir);
    if (done) return done;
    fs.mkdirSync(assemblyDir, { recursive: true });
    const prefix = `handler-bundle-${randomUUID().slice(0, 8)}-`;
    const entryPoints = Object.fromEntries(
      [...this.byName.values()].map((entry) => [
        path.join(`${prefix}${entry.name}`, path.parse(bundleFile).name),
        path.join(this.repoRoot, entry.entry),
      ]),
    );
    buildSync({
      ...handlerBundling,
      absWorkingDir: this.repoRoot,
      entryPoints,
      outdir: assemblyDir,
      outExtension: { '.js': path.extname(bundleFile) },
      bundle: true,
      platform: 'node',
      logLevel: 'warning',
    });
    const built = path.join(assemblyDir, prefix);
    this.built.set(assemblyDir, built);
    this.waiting.set(assemblyDir, new Set(this.byName.keys()));
    return built;
  }

  /**
   * `npm ci` once per set of native packages, with the repository's lock file (the versions it ships) and the
   * Lambda's platform for the optional binaries: a `package.json` naming only those packages, as CDK's
   * NodejsFunction writes it beside each bundle.
   */
  private installNative(assemblyDir: string, modules: readonly string[]): string {
    const key = `${assemblyDir}\n${[...modules].sort().join(',')}`;
    const done = this.installed.get(key);
    if (done) return done;
    const installDir = fs.mkdtempSync(path.join(assemblyDir, 'native-modules-'));
    const rootPackage = JSON.parse(fs.readFileSync(path.join(this.repoRoot, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const dependencies = Object.fromEntries(
      modules.map((name) => {
        const version = rootPackage.dependencies?.[name];
        if (!version) throw new Error(`HandlerBundles: ${name} is not a dependency in package.json`);
        return [name, version];
      }),
    );
    fs.writeFileSync(path.join(installDir, 'package.json'), JSON.stringify({ dependencies }));
    fs.copyFileSync(path.join(this.repoRoot, 'package-lock.json'), path.join(installDir, 'package-lock.json'));
    const install = spawnSync('npm', ['ci'], {
      cwd: installDir,
      env: { ...process.env, ...lambdaPlatformForNpm },
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (install.status !== 0) {
      throw new Error(`HandlerBundles: npm ci of ${modules.join(', ')} failed (${install.error?.message ?? `code ${install.status}`})`);
    }
    this.installed.set(key, installDir);
    return installDir;
  }
}
