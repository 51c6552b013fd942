import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project: unit tests beside the code, the two web apps, the API and the
 * browser journeys against a real embedded runtime, and the CDK template assertions.
 */
export default defineConfig({
  test: {
    projects: [
      'web-customer/vitest.config.ts',
      'web-admin/vitest.config.ts',
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['events/**/*.test.ts', 'domain/**/*.test.ts', 'functions/**/*.test.ts', 'infra/local/**/*.test.ts', 'infra/site/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
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
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
