// The test command's time limit: a step that outlives it stops, with everything it started; an
// interrupted or terminated test command stops every step it runs, with everything they started.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { runLimited, STOPPED, TIMED_OUT } from './run-limited.mjs';
import { groupNiceness } from './cpu-priority.mjs';

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

test('a lower priority holds for the command and for what it starts', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'run-limited-')), 'priorities');
  // The command waits a moment (the priority is set just after it starts), then starts a child.
  const script = `
    setTimeout(() => {
      const { execFileSync } = require('node:child_process');
      const own = require('node:os').getPriority();
      const child = execFileSync(process.execPath, ['-p', 'require("node:os").getPriority()']);
      let group = 'none';
      try {
        group = /nice (-?\\d+)/.exec(require('node:fs').readFileSync('/proc/self/autogroup', 'utf8'))[1];
      } catch {}
      require('node:fs').writeFileSync(${JSON.stringify(file)}, own + ' ' + String(child).trim() + ' ' + group);
    }, 200);`;
  const status = await runLimited(process.execPath, ['-e', script], {
    niceness: 7,
    stdio: 'ignore',
  });
  assert.equal(status, 0);
  // Where the kernel groups sessions (Linux's autogroups), the command's group is lowered too:
  // else its nice value would count only against its own processes.
  const grouped = groupNiceness(process.pid) !== undefined;
  assert.equal(readFileSync(file, 'utf8'), grouped ? '7 7 7' : '7 7 none');
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

/** Waits until `path` holds text (a process wrote its pid there), up to 10 s. */
async function readWhenWritten(path) {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      const text = readFileSync(path, 'utf8');
      if (text) return text;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${path} was never written`);
}

/** A command that starts a process of its own, writes both pids to `pidFile`, and waits. */
const parentAndChild = (pidFile) => `
  const { spawn } = require('node:child_process');
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, process.pid + ' ' + child.pid);
  setInterval(() => {}, 1000);`;

for (const signal of ['SIGTERM', 'SIGINT'])
  test(`${signal} to the test command stops every command it runs, with what each started`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-limited-'));
    const pidFiles = [join(dir, 'a.pid'), join(dir, 'b.pid')];
    // The test command's shape: two steps side by side, each in a group of its own.
    const runner = `
      import { runLimited } from ${JSON.stringify(new URL('./run-limited.mjs', import.meta.url).href)};
      await Promise.all(${JSON.stringify(pidFiles)}.map((file, n) =>
        runLimited(process.execPath, ['-e', ${JSON.stringify(parentAndChild('FILE'))}.replace('"FILE"', JSON.stringify(file))], { stdio: 'ignore' })));`;
    const command = spawn(process.execPath, ['--input-type=module', '-e', runner], {
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => command.once('exit', (code) => resolve(code)));
    const pids = (await Promise.all(pidFiles.map(readWhenWritten))).flatMap((text) =>
      text.split(' ').map(Number),
    );
    command.kill(signal);
    assert.equal(await exited, signal === 'SIGTERM' ? 143 : 130);
    for (let tries = 0; tries < 50 && pids.some(isAlive); tries += 1) await sleep(100);
    assert.deepEqual(
      pids.filter(isAlive),
      [],
      'processes the interrupted command started are still running',
    );
  });

test('a stopped command gets SIGINT first, to end what it started, then SIGKILL', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'run-limited-'));
  const [ready, cleaned] = [join(dir, 'ready'), join(dir, 'cleaned')];
  const script = `
    const fs = require('node:fs');
    process.on('SIGINT', () => { fs.writeFileSync(${JSON.stringify(cleaned)}, 'yes'); process.exit(0); });
    fs.writeFileSync(${JSON.stringify(ready)}, 'yes');
    setInterval(() => {}, 1000);`;
  const controller = new AbortController();
  const running = runLimited(process.execPath, ['-e', script], {
    signal: controller.signal,
    stdio: 'ignore',
  });
  await readWhenWritten(ready);
  controller.abort();
  assert.equal(await running, STOPPED);
  assert.equal(readFileSync(cleaned, 'utf8'), 'yes');
});
