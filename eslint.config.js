// One lint configuration for the workspace. Beyond the usual rules it guards the package
// boundaries: no remote imports another remote or the host, nobody reaches into another
// package's files, and import cycles are errors.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = [
  'remote-account',
  'remote-identity',
  'remote-admin-settings',
  'remote-reports',
  'remote-contracts',
];

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

function restrictImports(extra = []) {
  return ['error', { patterns: [...internals, ...extra] }];
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
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['@crm/remote-*', '@crm/host', '@crm/server'],
          message: 'A remote imports only @crm/shared and libraries.',
        },
      ]),
    },
  },
  {
    files: ['host/**'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['@crm/remote-*', '@crm/server'],
          message: 'The host loads remotes at run time only.',
        },
      ]),
    },
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
