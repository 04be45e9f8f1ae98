import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Summary } from './summary.mjs';

function printed(work) {
  const lines = [];
  const [log, write] = [console.log, process.stdout.write];
  console.log = (text) => lines.push(text);
  process.stdout.write = () => true;
  try {
    work();
  } finally {
    [console.log, process.stdout.write] = [log, write];
  }
  return lines.join('\n');
}

const report = (failures) =>
  `▶ suite\n  ✖ a test (1ms)\n✖ suite (2ms)\n\n✖ failing tests:\n\n${failures}\n`;

describe('test summary', () => {
  it('repeats each failing file’s failures at the end, where a cut log still shows them', () => {
    const summary = new Summary({ kind: 'pglite', workers: 1 });
    const text = printed(() => {
      summary.add({
        file: 'test/a.test.ts',
        output: report('✖ a test\n  Expected: true\n  Received: undefined'),
        counts: { tests: 1, failed: 1, cancelled: 0 },
        ms: 10,
      });
      summary.add({
        file: 'test/b.test.ts',
        output: '✔ b\n',
        counts: { tests: 1, passed: 1 },
        ms: 5,
      });
      assert.equal(summary.print(), false);
    });
    const end = text.slice(text.indexOf('Failed:'));
    assert.match(end, /✖ test\/a\.test\.ts: 1 failed, 0 cancelled/);
    assert.match(end, /\n {4}✖ a test\n {6}Expected: true\n {6}Received: undefined/);
    assert.doesNotMatch(end, /b\.test/);
  });

  it('keeps at most 40 lines of one file’s failures', () => {
    const summary = new Summary({ kind: 'pglite', workers: 1 });
    const many = Array.from({ length: 100 }, (_, n) => `line ${n}`).join('\n');
    const text = printed(() => {
      summary.add({
        file: 'test/c.test.ts',
        output: report(many),
        counts: { tests: 1, failed: 1, cancelled: 0 },
        ms: 1,
      });
      summary.print();
    });
    assert.match(text, /line 39\n {4}… 60 more lines/);
    assert.doesNotMatch(text, /line 40\n/);
  });
});
