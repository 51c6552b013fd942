// @ts-check
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * The dependency direction of ARCHITECTURE.md, enforced on import paths: events depend on zod
 * only; the domain on events only, with no clock and no random ids; functions never on infra or
 * the web apps; infra reaches functions through the manifest and the shared platform, never a
 * handler; the web apps on events and pure domain helpers only; customer-app features never on
 * each other. (Path-resolving plugins need a native resolver that this registry lacks for other
 * platforms, so `npm ci` could not install them everywhere: import strings are checked instead, and the
 * one rule that must know which file an import names, `no-assembling-index` below, resolves it with Node's `path`.)
 */
const upTo = (folders) => `^(\\.\\./)+(${folders.join('|')})/`;
const pattern = (regex, message) => ({ regex, message });
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const onlyZod = (message) => pattern('^(?!zod$|zod/|\\.)', message);
const customerFeatures = readdirSync('web-customer/src/features');
const aggregateFolders = readdirSync('functions', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name);

/**
 * The indexes that assemble the parts (`functions/manifest.ts`, `functions/catalog.ts`) are imported by no part:
 * a handler that took one constant from an index bundled every aggregate. Unlike `no-restricted-imports`, this
 * rule resolves each relative import against the importing file, so `../manifest`, `../../functions/catalog`
 * and `./catalog.ts` are the same module to it. Node's `path` resolves: no native resolver is needed.
 */
const assemblingIndexes = ['functions/manifest', 'functions/catalog'];
const noAssemblingIndex = {
  meta: { type: 'problem', schema: [], messages: { index: '{{index}} only assembles: import the module that states what you need (functions/platform/handler-entry, functions/tables, …).' } },
  create(context) {
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.relative(context.cwd, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/').replace(/(\/index)?\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
      if (assemblingIndexes.includes(resolved)) context.report({ node, messageId: 'index', data: { index: `${resolved}.ts` } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', '.bench/**', 'test-results/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  restrict(['events/**/*.ts'], [onlyZod('events/ depends on zod only.'), pattern('^\\.\\./', 'events/ depends on zod only.')], ['**/*.test.ts']),
  restrict(
    ['domain/**/*.ts'],
    [
      onlyZod('domain/ imports no AWS SDK, middy, React or other I/O library: only zod and events/.'),
      pattern(upTo(['functions', 'infra', 'web-customer', 'web-admin', 'tests']), 'domain/ depends on events/ only.'),
    ],
    ['**/*.test.ts', 'domain/shared/decider-spec.ts'],
  ),
  restrict(['functions/**/*.ts'], [pattern(upTo(['infra', 'web-customer', 'web-admin', 'tests']), 'functions/ never depends on infra/ or the web apps.')]),
  {
    // The assembling entry points: the manifest takes the catalog's reactions, the reconciliation runs every
    // projection and reaction. Tests may read the indexes.
    files: ['functions/**/*.ts'],
    ignores: ['functions/manifest.ts', 'functions/system/reconcile-read-models.ts', '**/*.test.ts'],
    plugins: { passerelle: { rules: { 'no-assembling-index': noAssemblingIndex } } },
    rules: { 'passerelle/no-assembling-index': 'error' },
  },
  // functions/platform is a library: it knows no aggregate, no manifest and no catalog (they know it).
  ...[
    ['functions/platform/*.ts', '^\\.\\./(?!\\.\\./)'],
    ['functions/platform/*/*.ts', '^\\.\\./\\.\\./(?!\\.\\./)'],
  ].map(([files, intoFunctions]) =>
    restrict(
      [files],
      [
        pattern(upTo(['infra', 'web-customer', 'web-admin', 'tests']), 'functions/ never depends on infra/ or the web apps.'),
        pattern(intoFunctions, 'functions/platform/ is the library: it never imports an aggregate, the manifest or the catalog.'),
      ],
      ['**/*.test.ts'],
    ),
  ),
  restrict(
    ['infra/**/*.ts'],
    [
      pattern(upTo(['web-customer', 'web-admin', 'tests']), 'infra/ never depends on the web apps or the tests.'),
      pattern(
        '^(\\.\\./)+functions/(?!manifest$|catalog$|platform/)',
        'infra/ reaches functions/ through the manifest and the shared platform, never a handler.',
      ),
    ],
  ),
  // Aggregates stand side by side: one reads another only through its published face, `queries.ts`
  // (what others may read) and `commands.ts` (what others may ask it to do), never its projection, table or
  // handlers. `auth` is the sign-in face of the customers' own streams, so it is one with `customers`.
  ...aggregateFolders.flatMap((folder) => {
    const own = folder === 'auth' || folder === 'customers' ? ['auth', 'customers'] : [folder];
    const others = aggregateFolders.filter((other) => !own.includes(other));
    const message = `An aggregate reads another only through its published face (../<aggregate>/queries or ../<aggregate>/commands).`;
    return [
      ['*.ts', '\\.\\./'],
      ['*/*.ts', '\\.\\./\\.\\./'],
    ].map(([files, up]) =>
      restrict(
        [`functions/${folder}/${files}`],
        [
          // a rule of the same name replaces the one for every file of functions/: its pattern is repeated here
          pattern(upTo(['infra', 'web-customer', 'web-admin', 'tests']), 'functions/ never depends on infra/ or the web apps.'),
          pattern(`^${up}(${others.join('|')})/(?!(queries|commands)$)`, message),
        ],
        ['**/*.test.ts'],
      ),
    );
  }),
  restrict(['web-admin/**/*.{ts,tsx}'], [pattern(upTo(['functions', 'infra', 'web-customer']), 'The back office depends on events/ and pure domain/ helpers only.')]),
  restrict(
    ['web-customer/src/{components,lib,config}/**/*.{ts,tsx}'],
    [
      pattern(upTo(['functions', 'infra', 'web-admin']), 'The customer app depends on events/ and pure domain/ helpers only.'),
      pattern('^(@/|(\\.\\./)+)(features|app)/', 'Shared code never imports features or the app.'),
    ],
  ),
  restrict(['web-customer/src/app/**/*.{ts,tsx}', 'web-customer/*.ts'], [pattern(upTo(['functions', 'infra', 'web-admin']), 'The customer app depends on events/ and pure domain/ helpers only.')]),
  // bulletproof-react: features never import each other; shared code flows into features, features into app.
  ...customerFeatures.map((feature) => {
    const others = customerFeatures.filter((other) => other !== feature);
    return restrict(
      [`web-customer/src/features/${feature}/**/*.{ts,tsx}`],
      [
        pattern(upTo(['functions', 'infra', 'web-admin']), 'The customer app depends on events/ and pure domain/ helpers only.'),
        ...(others.length ? [pattern(`^(@/features/|(\\.\\./)+(features/)?)(${others.join('|')})/`, 'A feature never imports another feature.')] : []),
      ],
    );
  }),
  {
    // React Router's <Link>/<NavLink> carry the framework mode's prefetching: about 3 kB of gzip on every
    // public page (budget 100 kB). The app's own `@/components/ui/link` does what the app needs.
    files: ['web-customer/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^react-router/] > ImportSpecifier[imported.name=/^(Link|NavLink)$/]",
          message: 'Use `Link` from @/components/ui/link: React Router’s pulls its prefetching into every public page.',
        },
      ],
    },
  },
  {
    // The test helpers of the platform (a stream end vouched for by a test, an in-process DynamoDB) stay out of
    // what is deployed: a handler that took a vouched end would append where no changeset ends.
    files: ['functions/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/platform/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration[source.value=/(^|\\/)testing\\//]', message: 'Production code never imports functions/platform/testing/: it is for tests and benchmarks.' },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['**/*.test.ts', 'domain/shared/decider-spec.ts'],
    rules: {
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
