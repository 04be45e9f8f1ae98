// The reference vectors in the repository's sibling `shared/data` folder (read, never copied).
import { readFileSync } from 'node:fs';

const DATA = new URL('../../../../shared/data/', import.meta.url);

export function readSharedData<T>(fileName: string): T {
  return JSON.parse(readFileSync(new URL(fileName, DATA), 'utf8')) as T;
}
