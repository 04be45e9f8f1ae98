// Tests read the reference vectors from the repository's sibling `shared/data` folder instead of
// copying them, so a changed vector file changes what is tested.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `<repository root>/../shared/data`, resolved from this file's place in `shared/src/…`. */
export const SHARED_DATA_DIR = path.resolve(__dirname, '../../../..', '../shared/data');

export function readSharedData<T>(fileName: string): T {
  return JSON.parse(readFileSync(path.join(SHARED_DATA_DIR, fileName), 'utf8')) as T;
}
