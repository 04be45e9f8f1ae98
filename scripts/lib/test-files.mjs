// The test files `npm test` must run, checked against a list kept in git
// (scripts/expected-test-files.txt), so that a test file that goes away, or a runner that stops
// finding some, fails the run instead of shrinking the proof in silence. A file added or removed
// on purpose goes with an updated list: `npm run test:list -- --update`. Only files git knows
// (committed or added) are listed: a new file nobody has added yet is only pointed out, so that
// a list committed from a shared checkout never names a file a fresh clone does not have.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FRONT_END_PACKAGES, ROOT } from './workspace.mjs';

export const LIST = join(ROOT, 'scripts', 'expected-test-files.txt');
export const UPDATE_COMMAND = 'npm run test:list -- --update';

/** Where each runner finds its test files (relative to the root), as its configuration says. */
const SOURCES = [
  // server/scripts/test-runner/test-files.mjs
  { dirs: ['server/src', 'server/test'], match: /\.test\.ts$/ },
  // jest.preset.cjs: <package>/{src,test}/**/*.test.ts(x)
  ...['shared', ...FRONT_END_PACKAGES].map((pkg) => ({
    dirs: [`${pkg}/src`, `${pkg}/test`],
    match: /\.test\.tsx?$/,
  })),
  // bench/package.json and e2e/package.json (test:bench): node --test
  { dirs: ['bench/src', 'e2e/bench'], match: /\.test\.ts$/ },
  // e2e/playwright.config.ts and e2e/abp-client/playwright.config.ts
  { dirs: ['e2e/tests', 'e2e/abp-client/tests'], match: /\.spec\.ts$/ },
  // scripts/test.mjs (script helpers)
  { dirs: ['scripts/lib', 'scripts/lint'], match: /\.test\.mjs$/ },
];

function walk(dir, match) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path, match);
    return match.test(entry.name) ? [path] : [];
  });
}

/** Every test file in the workspace, relative to the root, sorted. */
export function findTestFiles(root = ROOT) {
  return SOURCES.flatMap(({ dirs, match }) => dirs.flatMap((dir) => walk(join(root, dir), match)))
    .map((path) => relative(root, path))
    .sort();
}

/** The files git knows (committed or added), relative to the root; undefined without git. */
export function gitFiles(root = ROOT) {
  const result = spawnSync('git', ['ls-files', '-z', '--cached'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  return new Set(result.stdout.split('\0').filter(Boolean));
}

export function readList(path = LIST) {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function writeList(files, path = LIST) {
  const header = [
    '# Every test file npm test runs (scripts/lib/test-files.mjs checks it at the start and the',
    '# end of the run). A file added or removed on purpose: `npm run test:list -- --update`, and',
    '# commit this list with the change.',
  ];
  writeFileSync(path, `${[...header, ...files].join('\n')}\n`);
}

/**
 * Listed files not found; found files git knows that are not listed; and new files git does not
 * know yet (not listed, and not an error until they are added).
 */
export function compareWithList(found, listed, known = undefined) {
  const foundSet = new Set(found);
  const listedSet = new Set(listed);
  const unlisted = found.filter((file) => !listedSet.has(file));
  return {
    missing: listed.filter((file) => !foundSet.has(file)),
    unlisted: unlisted.filter((file) => !known || known.has(file)),
    untracked: unlisted.filter((file) => known && !known.has(file)),
  };
}

/** The files the list should hold: those found that git knows. */
export const listable = (found, known = undefined) =>
  found.filter((file) => !known || known.has(file));

/** The message for a difference that fails the run, or undefined when there is none. */
export function differenceMessage({ missing, unlisted }, what = 'not found') {
  if (missing.length === 0 && unlisted.length === 0) return undefined;
  return [
    ...(missing.length
      ? [`Test files in scripts/expected-test-files.txt ${what}:`, ...missing.map((f) => `  ${f}`)]
      : []),
    ...(unlisted.length
      ? ['Test files not in scripts/expected-test-files.txt:', ...unlisted.map((f) => `  ${f}`)]
      : []),
    'A test file is only removed or added on purpose. If this one was, run',
    `  ${UPDATE_COMMAND}`,
    'and commit scripts/expected-test-files.txt with the change; if not, bring the file back.',
  ].join('\n');
}

/** A note on new test files git does not know yet, or undefined. */
export function untrackedNote({ untracked }) {
  if (untracked.length === 0) return undefined;
  return [
    'New test files git does not know yet (run, but not in the list until they are added):',
    ...untracked.map((f) => `  ${f}`),
    `\`git add\` them, then \`${UPDATE_COMMAND}\`, and commit the list with them.`,
  ].join('\n');
}
