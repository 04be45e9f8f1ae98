// The reference vectors of the repository's test-data folder (test-data/README.md).
import { readFileSync } from 'node:fs';

const DATA = new URL('../../../test-data/', import.meta.url);

export function readTestData<T>(fileName: string): T {
  return JSON.parse(readFileSync(new URL(fileName, DATA), 'utf8')) as T;
}
