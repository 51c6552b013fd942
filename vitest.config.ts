import { defineConfig } from 'vitest/config';
import { StandInClockLast } from './tests/support/stand-in-clock-sequencer';

/**
 * `npm test` runs every project: unit tests beside the code, the two web apps, the API and the
 * browser journeys against a real embedded runtime, and the CDK template assertions.
 */
/**
 * How Vitest resolves the packages of a global setup (in its `__vitest__` environment, in the main process): as Node and
 * the test files do (no `module` field). Vite's default otherwise picks the AWS SDK's `dist-es` files, which Node cannot
 * load, so the setup's imports had 1,200 of them transformed and run by Vite: 4 s of CPU per project with a setup.
 */
const globalSetupResolution = { __vitest__: { resolve: { mainFields: [] } } };

export default defineConfig({
  test: {
    sequence: { sequencer: StandInClockLast },
    projects: [
      'web-customer/vitest.config.ts',
      'web-admin/vitest.config.ts',
      {
        test: {
          name: 'unit',
          environment: 'node',
          // One process for the files, each with its own environment and modules (tests/support/fresh-modules.ts).
          isolate: false,
          setupFiles: ['tests/support/fresh-modules.ts'],
          include: ['events/**/*.test.ts', 'domain/**/*.test.ts', 'functions/**/*.test.ts', 'infra/local/**/*.test.ts', 'infra/site/**/*.test.ts'],
          // No test here measures speed: a limit only stops a hung one. Vitest's 5 s (10 s for a hook) failed a PDF drawn, a
          // series numbered against the in-process DynamoDB and a 3,000-row setup when `npm test` left this project little CPU.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        environments: globalSetupResolution,
        test: {
          name: 'api',
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/support/fresh-modules.ts'],
          // The route fuzzer runs against the same runtime: it calls every route of the API.
          include: ['tests/api/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // A limit only stops a hung test. Under `npm test` the journeys and the type check share the two cores:
          // a month of storage runs that takes 1.7 s alone took 7.5-9 s there and once passed 30 s on a slower CI
          // machine; the card-payment journey took 27.6 s of a 30 s limit.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One runtime for every file, and files that count what its whole store holds before and after a
          // request ("appends nothing"): one file at a time.
          fileParallelism: false,
        },
      },
      {
        environments: globalSetupResolution,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/report-failures.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          // The journeys keep their state in the browser and the runtime, none in modules: one process runs
          // the files in turn and imports Playwright and the test helpers once, not once per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          // The handler bundles built under cdk.out/ are loaded by Node itself, as the Lambda runtime loads them,
          // not transformed again by Vite (half a minute for 66 minified bundles and their source maps).
          server: { deps: { external: [/\/cdk\.out\//] } },
          // One module graph for the files: aws-cdk-lib is loaded, and the templates synthesized, once (see
          // tests/infra/synthesize.ts); no suite changes what it reads.
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
