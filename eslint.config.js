// @ts-check
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The dependency direction of ARCHITECTURE.md, enforced: events depend on zod only; the domain on
 * events only, with no clock and no random ids; functions never on infra or the web apps; infra
 * reaches functions through the manifest and the shared platform, never a handler's internals;
 * the web apps on events and pure domain helpers only.
 */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

// bulletproof-react: features never import each other; shared code flows into features, features into app.
const customerFeatures = readdirSync('web-customer/src/features');
const featureZones = [
  ...customerFeatures.map((feature) =>
    zone(`./web-customer/src/features/${feature}`, './web-customer/src/features', 'A feature never imports another feature.', [`./${feature}`]),
  ),
  zone(['./web-customer/src/components', './web-customer/src/lib', './web-customer/src/config'], ['./web-customer/src/features', './web-customer/src/app'], 'Shared code never imports features or the app.'),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', '.bench/**', 'test-results/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./events', ['./domain', './functions', './infra', './web-customer', './web-admin', './tests'], 'events/ depends on zod only.'),
            zone('./domain', ['./functions', './infra', './web-customer', './web-admin', './tests'], 'domain/ depends on events/ only.'),
            zone('./functions', ['./infra', './web-customer', './web-admin', './tests'], 'functions/ never depends on infra/ or the web apps.'),
            zone(
              './infra',
              './functions',
              'infra/ reaches functions/ through the manifest and the shared platform, never a handler.',
              ['./manifest.ts', './platform', './projections/all-projections.ts'],
            ),
            zone('./web-customer', ['./functions', './infra', './web-admin'], 'The customer app depends on events/ and pure domain/ helpers only.'),
            zone('./web-admin', ['./functions', './infra', './web-customer'], 'The back office depends on events/ and pure domain/ helpers only.'),
            ...featureZones,
          ],
        },
      ],
    },
  },
  // The same rules for imports through the `@/` alias, which the path zones above do not resolve.
  ...customerFeatures.map((feature) => ({
    files: [`web-customer/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^@/features/(?!${feature}/)`, message: 'A feature never imports another feature.' }] },
      ],
    },
  })),
  {
    files: ['web-customer/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(features|app)/', message: 'Shared code never imports features or the app.' }] },
      ],
    },
  },
  {
    files: ['events/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: 'events/ depends on zod only.' }] }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['**/*.test.ts', 'domain/shared/decider-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'domain/ imports no AWS SDK, middy, React or other I/O library: only zod and events/.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock in the domain: time comes in with the command.' },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'No clock in the domain: time comes in with the command.' },
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'No random ids in the domain: ids come in with the command.' },
        { selector: "MemberExpression[object.name='crypto']", message: 'No random ids in the domain: ids come in with the command.' },
      ],
    },
  },
);
