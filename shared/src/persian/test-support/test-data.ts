// The reference vectors of the repository's test-data folder (test-data/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `<repository root>/test-data`, resolved from this file's place in `shared/src/…`. */
export const TEST_DATA_DIR = path.resolve(__dirname, '../../../..', 'test-data');

export function readTestData<T>(fileName: string): T {
  return JSON.parse(readFileSync(path.join(TEST_DATA_DIR, fileName), 'utf8')) as T;
}
