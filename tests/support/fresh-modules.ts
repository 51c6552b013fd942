import { vi } from 'vitest';

/**
 * Setup of the test projects whose files share one process (`isolate: false`): each file starts as in
 * a process of its own, with the environment the process started with and its own copy of the
 * repository's modules (a memoized client, the parsed configuration, the id clock), while the
 * dependencies (AWS SDK, zod, pdf-lib…) are loaded once for all files: that loading was most of the
 * projects' time.
 */
const key = Symbol.for('passerelle.tests.initial-environment');
const store = globalThis as unknown as Record<symbol, NodeJS.ProcessEnv | undefined>;
const initial = (store[key] ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
Object.assign(process.env, initial);
vi.resetModules();
