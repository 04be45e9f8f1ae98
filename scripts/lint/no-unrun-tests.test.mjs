// The lint gate against tests that pass without running: the workspace's own configuration
// (eslint.config.js) on a fixture at each runner's test path fails every focused, skipped or
// to-do test, and leaves ordinary tests alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/workspace.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The rules that failed `text` as the file `filePath`, as `line:rule`. */
async function failures(filePath, text) {
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.map((message) => `${message.line}:${message.ruleId}`);
}

const lines = (...text) => `${text.join('\n')}\n`;

describe('lint against tests that do not run', () => {
  it('fails focused, skipped and to-do jest tests', async () => {
    const found = await failures(
      'shared/src/lint-fixture.test.ts',
      lines(
        "it.only('a', () => expect(1).toBe(1));",
        "describe.skip('b', () => undefined);",
        "test.todo('c');",
        "xit('d', () => expect(1).toBe(1));",
        "fdescribe('e', () => undefined);",
      ),
    );
    for (const line of [1, 2, 3, 4, 5])
      assert.ok(
        found.some((f) => f.startsWith(`${line}:`)),
        `line ${line}: ${found}`,
      );
  });

  for (const path of [
    'server/test/lint-fixture.test.ts',
    'server/scripts/test-runner/lint-fixture.test.mjs',
    'scripts/lib/lint-fixture.test.mjs',
    'bench/src/api/lint-fixture.test.ts',
    'e2e/bench/lint-fixture.test.ts',
  ])
    it(`fails focused, skipped and to-do node:test tests (${path})`, async () => {
      const found = await failures(
        path,
        lines(
          "import { describe, it, test } from 'node:test';",
          "it.only('a', () => undefined);",
          "describe.skip('b', () => undefined);",
          "test('c', { skip: 'later' }, () => undefined);",
          "test('d', { only: true }, () => undefined);",
          "test('e', (t) => { t.skip('no'); });",
          "test.todo('f');",
          "test('g', { todo: true });",
        ),
      );
      assert.deepEqual(
        found,
        [2, 3, 4, 5, 6, 7, 8].map((line) => `${line}:local/no-unrun-tests`),
      );
    });

  for (const path of [
    'e2e/tests/lint-fixture.spec.ts',
    'e2e/abp-client/tests/lint-fixture.spec.ts',
  ])
    it(`fails focused, skipped and fixme Playwright tests (${path})`, async () => {
      const found = await failures(
        path,
        lines(
          "import { test } from '../src/fixtures';",
          "test.only('a', async () => undefined);",
          "test.fixme('b', async () => undefined);",
          "test.describe.skip('c', () => undefined);",
          "test('d', async () => { test.skip(); });",
        ),
      );
      assert.deepEqual(found, [
        '2:playwright/no-focused-test',
        '3:playwright/no-skipped-test',
        '4:playwright/no-skipped-test',
        '5:playwright/no-skipped-test',
      ]);
    });

  it('leaves tests that run alone', async () => {
    assert.deepEqual(
      await failures(
        'server/test/lint-fixture.test.ts',
        lines(
          "import { describe, it, test } from 'node:test';",
          "describe('a', () => { it('b', { timeout: 1000 }, () => undefined); });",
          "test('c', { skip: false }, (t) => t.diagnostic('ran'));",
          'const page = { skip: 2 };',
          'export const skipped = page.skip;',
        ),
      ),
      [],
    );
  });
});
