// How long each test file took the last time it ran here, so that the longest start first. Kept
// under node_modules/.cache (ignored by git); a file never timed is estimated from what it does.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { opensDatabase, PROCESS_TESTS, SERVER_ROOT } from './test-files.mjs';

const CACHE = join(SERVER_ROOT, 'node_modules', '.cache', 'crm-server-tests');
const fileOf = (kind) => join(CACHE, `durations-${kind}.json`);

export function readDurations(kind) {
  try {
    return existsSync(fileOf(kind)) ? JSON.parse(readFileSync(fileOf(kind), 'utf8')) : {};
  } catch {
    return {};
  }
}

export function writeDurations(kind, durations) {
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(fileOf(kind), `${JSON.stringify(durations, null, 1)}\n`);
}

/** The time a file is expected to take: its last, else a guess by the kind of file it is. */
export function expectedMs(durations, file) {
  if (durations[file] !== undefined) return durations[file];
  if (file.startsWith(PROCESS_TESTS)) return 120_000;
  if (file.includes('robustness/')) return 60_000;
  return opensDatabase(file) ? 10_000 : 1_000;
}
