import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ONE_PASS_FILES, PROCESS_TESTS, selectTestFiles } from './test-files.mjs';

const isOnePass = (file) => ONE_PASS_FILES.some((prefix) => file.startsWith(prefix));

describe('the server test runner’s choice of files', () => {
  it('runs the fuzzing suites on PGlite when no PostgreSQL pass runs beside it', () => {
    const files = selectTestFiles();
    assert.ok(files.filter(isOnePass).length >= 2);
    assert.ok(files.some((file) => file.startsWith(PROCESS_TESTS)));
  });

  it('leaves the fuzzing suites, and only them, to the PostgreSQL pass beside it', () => {
    const all = selectTestFiles();
    const pglite = selectTestFiles({ postgresBeside: true });
    const postgres = selectTestFiles({ postgres: true });
    assert.deepEqual(
      all.filter((file) => !pglite.includes(file)),
      all.filter(isOnePass),
    );
    for (const file of all.filter(isOnePass)) assert.ok(postgres.includes(file), file);
    assert.ok(!postgres.some((file) => file.startsWith(PROCESS_TESTS)));
  });

  it('runs what a filter names on any pass', () => {
    assert.deepEqual(selectTestFiles({ filters: ['api-fuzz-business'], postgresBeside: true }), [
      'test/robustness/api-fuzz-business.test.ts',
    ]);
  });
});
