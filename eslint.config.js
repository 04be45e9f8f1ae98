// One lint configuration for the workspace. Beyond the usual rules it guards the package
// boundaries: no remote imports another remote or the host, nobody reaches into another
// package's files, and import cycles are errors, type-only imports included
// (scripts/lint/no-import-cycle.js). A test file declares only tests that run: focused, skipped
// and to-do tests are errors in every runner (jest, node:test, Playwright).
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import importCycle from './scripts/lint/no-import-cycle.js';
import unrunTests from './scripts/lint/no-unrun-tests.js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const local = { rules: { ...importCycle.rules, ...unrunTests.rules } };

const REMOTES = [
  'remote-account',
  'remote-identity',
  'remote-admin-settings',
  'remote-reports',
  'remote-contracts',
];

/** The test files of each runner (scripts/lib/test-files.mjs lists the same). */
const JEST_TESTS = ['shared', 'host', ...REMOTES].map((pkg) => `${pkg}/**/*.test.{ts,tsx}`);
const NODE_TESTS = [
  'server/**/*.test.ts',
  'server/scripts/**/*.test.mjs',
  'scripts/**/*.test.mjs',
  'bench/**/*.test.ts',
  'e2e/bench/**/*.test.ts',
];
const PLAYWRIGHT_TESTS = ['e2e/tests/**/*.ts', 'e2e/abp-client/tests/**/*.ts'];

/** Imports forbidden everywhere: other packages' internals, by path or by package subpath. */
const internals = [
  {
    group: ['**/src/**', '!./**', '!../**'],
    message: 'Import another package by its name and public exports.',
  },
  {
    group: ['@crm/*/src/*', '@crm/*/src/**'],
    message: 'Import a package by its public exports, not its files.',
  },
  {
    group: [...REMOTES, 'host', 'shared', 'server', 'e2e'].map((name) => `**/../${name}/**`),
    message: 'Do not reach into another package by a relative path.',
  },
];

/** The value names a module of @crm/shared re-exports (its `export { … } from` lists). */
function reexportedNames(file) {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...source.matchAll(/^export \{([^}]*)\} from/gm)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * Code bundled into each remote takes what the host provides once: the Fluent components of
 * `@crm/shared/fluent` and the routing of `@crm/shared/routing` (see their comments).
 */
const hostProvided = [
  {
    name: '@fluentui/react-components',
    importNames: reexportedNames('./shared/src/fluent/index.ts'),
    message: 'Import this component from @crm/shared/fluent: the host provides it once.',
  },
  {
    name: 'react-router',
    allowTypeImports: true,
    message: 'Import routing from @crm/shared/routing: the host provides it once.',
  },
];

/**
 * The host imports the routing the remotes share from `@crm/shared/routing` too: webpack
 * provides a shared module only when the providing app imports it itself.
 */
const hostRouting = [
  {
    name: 'react-router',
    importNames: reexportedNames('./shared/src/routing/index.ts'),
    message: 'Import this from @crm/shared/routing, so that the host provides it to the remotes.',
  },
];

const hostBoundary = [
  { group: ['@crm/remote-*', '@crm/server'], message: 'The host loads remotes at run time only.' },
];

const remoteBoundary = [
  {
    group: ['@crm/remote-*', '@crm/host', '@crm/server'],
    message: 'A remote imports only @crm/shared and libraries.',
  },
];

/**
 * The server's layers (server/README.md): a route validates, calls its service and maps the
 * answer; a service holds the rules and passes the db or transaction it is given on to
 * repositories; only repositories (`*.repository.ts`) query the database. Outside repositories a
 * file may take the handle types and run a transaction (`db/database`, `db/tenant-scope`), but
 * may not import Kysely or the database's internals, nor build a query on a handle.
 */
const SERVER_SRC = 'server/src';
const kysely = {
  group: ['kysely', 'kysely/*'],
  message: 'Only repositories (*.repository.ts) use Kysely: move the query into one.',
};
const DB_INTERNALS = ['bulk-insert', 'queryable', 'schema', 'migrate', 'migrations/**'];
const dbInternals = (allowed = []) => ({
  group: DB_INTERNALS.filter((name) => !allowed.includes(name)).map((name) => `**/db/${name}`),
  message:
    'Only repositories (*.repository.ts) use the database internals: move the query into one.',
});
const routeBoundary = [
  {
    group: ['**/*.repository'],
    message: 'A route calls its service; only services call repositories.',
  },
  {
    group: ['**/db/*', '**/db/**'],
    message: 'A route passes deps.db to its service (auth/scoped.ts runs the tenant transaction).',
  },
];
const queryBuilding = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]',
    message: 'Only repositories (*.repository.ts) build queries: move this one into one.',
  },
];
/** Where the server may touch SQL besides repositories (server/README.md lists why). */
const SQL_EXCEPTIONS = [
  `${SERVER_SRC}/db/**`,
  `${SERVER_SRC}/cache/change-tracking.plugin.ts`,
  `${SERVER_SRC}/**/*.test.ts`,
  `${SERVER_SRC}/**/test/**`,
];

function restrictImports(extra = [], paths = []) {
  return ['error', { patterns: [...internals, ...extra], paths }];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      '**/.cache/**',
      // ABP's app template in miniature: Angular code checked by its own build (e2e/abp-client).
      'e2e/abp-client/app/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'local/no-import-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': restrictImports(),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: REMOTES.map((remote) => `${remote}/**`),
    rules: { 'no-restricted-imports': restrictImports(remoteBoundary, hostProvided) },
  },
  {
    // Tests render pages in one jest module graph, with React Router's own MemoryRouter.
    files: REMOTES.flatMap((remote) => [`${remote}/**/*.test.*`, `${remote}/**/testing/**`]),
    rules: { 'no-restricted-imports': restrictImports(remoteBoundary) },
  },
  {
    files: ['host/**'],
    rules: { 'no-restricted-imports': restrictImports(hostBoundary, hostRouting) },
  },
  {
    files: ['host/**/*.test.*'],
    rules: { 'no-restricted-imports': restrictImports(hostBoundary) },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['@crm/*', '!@crm/shared'],
          message: '@crm/shared depends on no other package of the workspace.',
        },
      ]),
    },
  },
  {
    // What each remote bundles of @crm/shared (its UI kit and mount code).
    files: ['shared/src/ui/**', 'shared/src/remote/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        [
          {
            group: ['@crm/*', '!@crm/shared'],
            message: '@crm/shared depends on no other package of the workspace.',
          },
        ],
        hostProvided,
      ),
    },
  },
  {
    files: [`${SERVER_SRC}/**/*.ts`],
    rules: {
      'no-restricted-imports': restrictImports([kysely, dbInternals()]),
      'no-restricted-syntax': ['error', ...queryBuilding],
    },
  },
  {
    // Table types are Kysely column types (`Generated`, `ColumnType`, `Selectable`).
    files: [`${SERVER_SRC}/**/*.tables.ts`],
    rules: {
      'no-restricted-imports': restrictImports(
        [dbInternals()],
        [
          {
            name: 'kysely',
            allowTypeImports: true,
            message: 'Table files import only types from Kysely.',
          },
        ],
      ),
    },
  },
  {
    // The demo's loaders write generated rows in bulk, beside the column lists they fill.
    files: [`${SERVER_SRC}/demo/loaders/**`],
    rules: {
      'no-restricted-imports': restrictImports([kysely, dbInternals(['bulk-insert'])]),
    },
  },
  {
    files: [`${SERVER_SRC}/**/*.routes.ts`],
    rules: { 'no-restricted-imports': restrictImports([kysely, ...routeBoundary]) },
  },
  {
    files: [`${SERVER_SRC}/**/*.repository.ts`, ...SQL_EXCEPTIONS],
    rules: { 'no-restricted-imports': restrictImports(), 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures take `use` and an empty destructuring by design.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // The benchmark floor renders the remotes' own pages in one plain bundle, so it must reach
    // into their route definitions and locales; nothing else may.
    files: ['e2e/bench/floor/**'],
    rules: { 'no-restricted-imports': 'off', 'import-x/no-relative-packages': 'off' },
  },
  {
    files: JEST_TESTS,
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'local/no-unrun-tests': 'error',
    },
  },
  { files: NODE_TESTS, rules: { 'local/no-unrun-tests': 'error' } },
  {
    files: PLAYWRIGHT_TESTS,
    plugins: { playwright },
    rules: {
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': ['error', { disallowFixme: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
