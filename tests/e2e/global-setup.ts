import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../../infra/local/local-config';
import { startRuntimeProcess } from '../support/runtime-process';
import { screenshotDir } from './screenshot-dir';

/**
 * The browser journeys run against the product as a person gets it: the gateway serving the BUILT
 * apps (`npm test` builds them first; alone, run `npm run build`). Own free ports and data folder.
 */
export default async function setup(project: TestProject) {
  const missing = ['web-customer/dist/index.html', 'web-admin/dist/index.html'].filter((file) => !existsSync(join(repositoryRoot, file)));
  if (missing.length > 0) {
    throw new Error(`Applications non construites (${missing.join(', ')}) : lancez \`npm run build\` avant les tests e2e.`);
  }
  // A shard shares the folder with the others running beside it: `npm test` empties it once, before them.
  if (!project.vitest.config.shard) rmSync(screenshotDir, { recursive: true, force: true });
  mkdirSync(screenshotDir, { recursive: true });

  const { runtime, stop } = await startRuntimeProcess();
  project.provide('runtime', runtime);
  return stop;
}
