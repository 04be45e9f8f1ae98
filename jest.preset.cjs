// The jest setup every package starts from: TypeScript and JSX through swc, tests beside code.
const path = require('node:path');

// ESM-only packages jest must compile too (the rest of node_modules is loaded as it is). With
// pnpm a package lives under `.pnpm/<name>@<version>/node_modules/<name>/`.
const ESM_PACKAGES = ['ky'];
const ignoreAllBut = `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_PACKAGES.join('|')})/)`;

/** @param {{ dir: string, environment?: 'node' | 'jsdom' }} options */
module.exports = function jestPreset({ dir, environment = 'node' }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [ignoreAllBut],
    moduleNameMapper: {
      '\\.(css|woff2?)$': path.join(__dirname, 'jest.style-stub.cjs'),
      // @crm/shared's UI imports the package's one-instance entry by name (as the apps do), so
      // that bundlers take it from the federation share scope; inside the package that name
      // is a self-reference.
      '^@crm/shared$': path.join(__dirname, 'shared', 'src', 'index.ts'),
      '^@crm/shared/fluent$': path.join(__dirname, 'shared', 'src', 'fluent', 'index.ts'),
      '^@crm/shared/routing$': path.join(__dirname, 'shared', 'src', 'routing', 'index.ts'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-jsdom.cjs')] : [],
    // Beside the default: records the files that ran for npm test, and fails skipped and to-do
    // tests (scripts/lib/ran-files.mjs).
    reporters: ['default', path.join(__dirname, 'scripts', 'lib', 'ran-files-jest-reporter.mjs')],
    clearMocks: true,
    // Rendering Fluent components in jsdom takes seconds per test when the test command's other
    // steps load both cores; the limit is there to catch a hang, not to time the code.
    testTimeout: 20_000,
  };
};
