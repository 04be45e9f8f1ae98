// The test command's time limit: a step that outlives it stops, with everything it started.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { runLimited, STOPPED, TIMED_OUT } from './run-limited.mjs';

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('passes the exit status through', async () => {
  const status = await runLimited(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
  assert.equal(status, 3);
});

test('a command past its limit answers TIMED_OUT, and what it started stops with it', async () => {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'run-limited-')), 'grandchild.pid');
  // The command starts a process of its own, records its pid, then waits for ever.
  const script = `
    const { spawn } = require('node:child_process');
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
    setInterval(() => {}, 1000);`;
  const status = await runLimited(process.execPath, ['-e', script], {
    timeoutMs: 2000,
    stdio: 'ignore',
  });
  assert.equal(status, TIMED_OUT);
  const grandchild = Number(readFileSync(pidFile, 'utf8'));
  for (let tries = 0; tries < 50 && isAlive(grandchild); tries += 1) await sleep(100);
  assert.equal(isAlive(grandchild), false, 'the process the command started is still running');
});

test('an aborted signal stops the command and what it started, answering STOPPED', async () => {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'run-limited-')), 'grandchild.pid');
  const script = `
    const { spawn } = require('node:child_process');
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
    setInterval(() => {}, 1000);`;
  const controller = new AbortController();
  const running = runLimited(process.execPath, ['-e', script], {
    signal: controller.signal,
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 50; tries += 1) {
    try {
      readFileSync(pidFile);
      break;
    } catch {
      await sleep(100);
    }
  }
  controller.abort();
  assert.equal(await running, STOPPED);
  const grandchild = Number(readFileSync(pidFile, 'utf8'));
  for (let tries = 0; tries < 50 && isAlive(grandchild); tries += 1) await sleep(100);
  assert.equal(isAlive(grandchild), false, 'the process the command started is still running');
});
