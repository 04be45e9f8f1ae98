// What each test runner ran, for `npm test` to compare with scripts/expected-test-files.txt at
// the end of the run: a file listed but never run, or run but not listed, fails it. Each runner
// reports through its own reporter (ran-files-*-reporter.mjs; the server's runner directly)
// into the folder named by CRM_TEST_RAN_DIR, one file per runner process; outside `npm test`
// the variable is unset and nothing is written.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { ROOT } from './workspace.mjs';

export const RAN_DIR_VARIABLE = 'CRM_TEST_RAN_DIR';

/** Records that `runner` ran `files` (absolute, or relative to the root). */
export function recordRanFiles(runner, files, dir = process.env[RAN_DIR_VARIABLE]) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const paths = [...new Set(files)].map((file) => (isAbsolute(file) ? relative(ROOT, file) : file));
  const name = `${runner}-${process.pid}-${Math.random().toString(36).slice(2)}.txt`;
  writeFileSync(join(dir, name), `${paths.sort().join('\n')}\n`);
}

/** Every file any runner recorded in `dir`, sorted. */
export function readRanFiles(dir) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
    .filter(Boolean);
  return [...new Set(files)].sort();
}
