// How npm test runs the packages' unit tests: every package but the server's and the browser
// suites', one package at a time (jest spreads each package's files over the cores itself).
// Not two at a time: `pnpm -r` with a concurrency above one prints none of its scripts' output
// when its output is not a terminal (seen with pnpm 10.34), and npm test keeps each step's output
// in a file, so a failing unit test said nothing but its package's name.
export const UNIT_TEST_ARGS = [
  '-r',
  '--no-sort',
  '--workspace-concurrency=1',
  '--filter',
  '!@crm/e2e',
  '--filter',
  '!@crm/server',
  'run',
  'test',
];
