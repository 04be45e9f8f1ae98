// The runner fails a file that leaves tests out, as it runs files (its pool, its test
// processes, its summary): a focused test (node:test then drops the file's other tests without a
// word), a skipped one and a to-do one, unless the skip is listed for this platform.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { runPool } from './pool.mjs';
import { Summary } from './summary.mjs';
import { SERVER_ROOT } from './test-files.mjs';

const folder = mkdtempSync(join(tmpdir(), 'left-out-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** Runs a test file of `body` as the runner does; the summary's verdict and its report. */
async function runFixture(name, body, allowedSkips = []) {
  const path = join(folder, name);
  writeFileSync(path, `import { describe, it, test } from 'node:test';\n${body}\n`);
  const file = relative(SERVER_ROOT, path);
  const results = [];
  await runPool({
    files: [file],
    workers: 1,
    limitOf: () => 60_000,
    env: { ...process.env, NODE_ENV: 'test' },
    onFile: (result) => results.push(result),
  });
  // The summary prints; its words are kept (node:test's own report goes to the same stdout).
  const summary = new Summary({ kind: 'pglite', workers: 1, allowedSkips });
  const lines = [];
  const [log, write] = [console.log, process.stdout.write];
  console.log = (text) => lines.push(text);
  process.stdout.write = () => true;
  try {
    results.forEach((result) => summary.add(result));
    return { passed: summary.print(), report: lines.join('\n'), ran: summary.ranFiles(), file };
  } finally {
    [console.log, process.stdout.write] = [log, write];
  }
}

describe('server test runner: tests left out fail the file', () => {
  it('passes a file whose tests all run', async () => {
    const { passed, report, ran, file } = await runFixture('runs.test.mjs', "test('a', () => {});");
    assert.equal(passed, true, report);
    assert.deepEqual(ran, [file], 'the files run, which npm test compares with its list');
  });

  it('fails a focused test, which drops the others in silence', async () => {
    const { passed, report } = await runFixture(
      'focused.test.mjs',
      "test('a', () => {});\ndescribe('s', () => { it.only('b', () => {}); });",
    );
    assert.equal(passed, false);
    assert.match(report, /focused \(\.only\): b/);
  });

  it('fails skipped and to-do tests', async () => {
    const { passed, report } = await runFixture(
      'skipped.test.mjs',
      [
        "test('a', () => {});",
        "test('b', { skip: 'later' }, () => {});",
        "test('c', (t) => { t.skip(); });",
        "test.todo('d');",
      ].join('\n'),
    );
    assert.equal(passed, false);
    assert.match(report, /skipped: b; skipped: c; to do: d/);
  });

  it('passes a skip listed for this platform', async () => {
    const name = 'listed.test.mjs';
    const file = relative(SERVER_ROOT, join(folder, name));
    const { passed, report } = await runFixture(
      name,
      "test('a', () => {});\ntest('b', { skip: 'not here' }, () => {});",
      [{ file, test: 'b', platforms: [process.platform], why: 'a fixture' }],
    );
    assert.equal(passed, true, report);
  });
});
