import type { TestProject } from 'vitest/node';
import { startRuntimeProcess } from '../support/runtime-process';

export default async function setup(project: TestProject) {
  const { runtime, stop } = await startRuntimeProcess();
  project.provide('runtime', runtime);
  return stop;
}
