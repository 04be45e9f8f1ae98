import { after, before, describe, it } from 'node:test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'expect';
import { runReturnsCommand } from './returns-command';

const twoDays = {
  rows: [
    { date: '2024-03-02', value: 1000, inflow: 0, outflow: 0 },
    { date: '2024-03-03', value: 2100, inflow: 1000, outflow: 0 },
  ],
};
const cliPath = fileURLToPath(new URL('./returns-cli.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('returns command', () => {
  let folder: string;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'returns-command-'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  function file(name: string, content: unknown): string {
    const path = join(folder, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  }

  function run(args: string[]) {
    let stdout = '';
    let stderr = '';
    const code = runReturnsCommand(args, {
      cwd: folder,
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
    });
    return { code, stdout, stderr };
  }

  it('prints [{id, result}] for each input, ignoring other members, relative to its cwd', () => {
    file('ok.json', [
      { id: 'a', kind: 'twrr', input: twoDays, expected: { cumulative: 0.05 }, note: 'x' },
      {
        id: 'b',
        kind: 'dietz',
        input: { start: '2024-01-01', end: '2024-01-31', beginValue: 0, endValue: 0, flows: [] },
      },
    ]);
    const { code, stdout, stderr } = run(['ok.json']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(stdout)).toEqual([
      {
        id: 'a',
        result: {
          cumulative: expect.closeTo(0.05, 15),
          annualized: null,
          dailyReturns: [0, expect.closeTo(0.05, 15)],
          warnings: [],
        },
      },
      { id: 'b', result: { rate: null, gain: 0, averageCapital: 0, warnings: [] } },
    ]);
  });

  it('shows its usage and exits 2 without exactly one argument', () => {
    for (const args of [[], ['a.json', 'b.json'], ['--help']]) {
      const { code, stdout, stderr } = run(args);
      expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
      expect(stderr).toContain('usage: npm run -s returns -- <file.json>');
    }
  });

  it('explains unreadable files, invalid JSON and a wrong top-level shape', () => {
    const cases: [string, string][] = [
      ['missing.json', 'cannot read'],
      [file('broken.json', '[{"id": '), 'is not valid JSON'],
      [file('object.json', { id: 'a' }), 'file: Invalid type: Expected Array'],
      [file('no-id.json', [{ kind: 'twrr', input: twoDays }]), 'file[0].id: is missing'],
    ];
    for (const [path, message] of cases) {
      const { code, stdout, stderr } = run([path]);
      expect({ path, code, stdout }).toEqual({ path, code: 1, stdout: '' });
      expect(stderr).toContain(message);
    }
  });

  it('lists every invalid input by position and id, and nothing on stdout', () => {
    file('bad.json', [
      { id: 'ok', kind: 'twrr', input: twoDays },
      { id: 'k', kind: 'irr', input: {} },
      {
        id: 'r',
        kind: 'twrr',
        input: { rows: [{ date: '2024-02-30', value: 'x', inflow: -1, outflow: 0 }] },
      },
      { id: 'm', kind: 'mwrr', input: { flows: [{ date: '2024-01-01' }], dayCount: '30/360' } },
      { id: 'd', kind: 'dietz', input: { ...twoDays } },
      { id: 'o', kind: 'twrr', input: { rows: [...twoDays.rows].reverse() } },
      { id: 'b', kind: 'twrr', input: { ...twoDays, points: [] } },
    ]);
    const { code, stdout, stderr } = run(['bad.json']);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    for (const line of [
      '[1] "k": unknown kind "irr" (expected twrr, mwrr, dietz)',
      '[2] "r": input.rows[0].date: must be a calendar date in YYYY-MM-DD form',
      '[2] "r": input.rows[0].value: Invalid type: Expected number but received "x"',
      '[2] "r": input.rows[0].inflow: must not be negative',
      '[3] "m": input.flows[0].amount: is missing',
      '[3] "m": input.dayCount: only the "actual/365" day count is implemented',
      '[4] "d": input.start: is missing',
      '[5] "o": rows must have strictly increasing dates: 2024-03-02 follows 2024-03-03',
      '[6] "b": input: give either "rows" (daily valuations) or "points" (sparse valuations), not both',
    ]) {
      expect(stderr).toContain(line);
    }
    expect(stderr).not.toContain('"ok"');
  });

  it('shows at most 20 problems', () => {
    const rows = Array.from({ length: 30 }, () => ({ date: 'x', value: 1, inflow: 0, outflow: 0 }));
    file('many.json', [{ id: 'many', kind: 'twrr', input: { rows } }]);
    const { stderr } = run(['many.json']);
    expect(stderr.split('\n').filter((line) => line.includes('.date:'))).toHaveLength(20);
    expect(stderr).toContain('… and 10 more');
  });

  it('as a process: exits non-zero with a message and no stack trace', () => {
    const cases = [
      [join(folder, 'absent.json'), 'cannot read'],
      [file('cli-broken.json', '{'), 'is not valid JSON'],
      [file('cli-kind.json', [{ id: 'x', kind: 'sharpe', input: {} }]), 'unknown kind "sharpe"'],
      [file('cli-input.json', [{ id: 'x', kind: 'mwrr', input: { flows: 3 } }]), 'input.flows'],
    ];
    for (const [path, message] of cases) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', cliPath, path!], {
        cwd: serverRoot,
        encoding: 'utf8',
      });
      expect({ path, status: result.status, stdout: result.stdout }).toEqual({
        path,
        status: 1,
        stdout: '',
      });
      expect(result.stderr).toMatch(/^returns: /);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('as a process: resolves a relative path against INIT_CWD, where npm was started', () => {
    file('relative.json', [{ id: 'r', kind: 'twrr', input: twoDays }]);
    const result = spawnSync(process.execPath, ['--import', 'tsx', cliPath, 'relative.json'], {
      cwd: serverRoot,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: folder },
    });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([{ id: 'r', result: expect.any(Object) }]);
  });
});
