// The test files `npm test` must run, checked against a list kept in git
// (scripts/expected-test-files.txt) twice: at the start, the test files in the workspace; at the
// end, the files the runners report they ran (ran-files.mjs). So a test file that goes away, one
// no runner takes, or a runner that stops finding some, fails the run instead of shrinking the
// proof in silence. A file added or removed
// on purpose goes with an updated list: `npm run test:list -- --update`. Only files git knows
// (committed or added) are listed: a new file nobody has added yet is only pointed out, so that
// a list committed from a shared checkout never names a file a fresh clone does not have.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './workspace.mjs';

export const LIST = join(ROOT, 'scripts', 'expected-test-files.txt');
export const UPDATE_COMMAND = 'npm run test:list -- --update';

/**
 * What a test file is named, whichever runner is meant to take it: found anywhere in the
 * workspace, so that a file no runner's pattern takes still has to be listed, and then fails the
 * check at the end of the run that compares the list with what ran (ran-files.mjs).
 */
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Folders of installed, built or generated files (what .gitignore leaves out). */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  '.git',
  '.tools',
  '.data',
  '.cache',
  '.bench',
  'coverage',
  'test-results',
  'playwright-report',
]);

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCES.has(entry.name) ? [] : walk(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every test file in the workspace, relative to the root, sorted. */
export function findTestFiles(root = ROOT) {
  return walk(root)
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
    '# Every test file npm test runs: at the start the test files in the workspace, at the end the',
    '# files its runners ran must be these (scripts/lib/test-files.mjs, ran-files.mjs). A file',
    '# added or removed on purpose: `npm run test:list -- --update`, and commit this list with it.',
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

/**
 * The message for a difference that fails the run, or undefined when there is none; `what`
 * says what happened to the missing files, `found` what the others were.
 */
export function differenceMessage({ missing, unlisted }, what = 'not found', found = 'found') {
  if (missing.length === 0 && unlisted.length === 0) return undefined;
  return [
    ...(missing.length
      ? [`Test files in scripts/expected-test-files.txt ${what}:`, ...missing.map((f) => `  ${f}`)]
      : []),
    ...(unlisted.length
      ? [
          `Test files ${found} but not in scripts/expected-test-files.txt:`,
          ...unlisted.map((f) => `  ${f}`),
        ]
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
