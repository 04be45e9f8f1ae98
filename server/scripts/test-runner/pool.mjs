// A fixed number of long-lived test processes (worker.mjs) sharing out the test files, the
// longest expected first, so that the last file to finish starts early. A file past its time
// limit stops its process (and everything the process started); a process that dies fails the
// file it was running. Either way a fresh process takes the next file.
import { fork } from 'node:child_process';
import { join } from 'node:path';
// eslint-disable-next-line import-x/no-relative-packages -- the one home of the workspace's process priorities
import { lowerPriority, ownNiceness } from '../../../scripts/lib/cpu-priority.mjs';
import { SERVER_ROOT } from './test-files.mjs';

const WORKER = join(SERVER_ROOT, 'scripts', 'test-runner', 'worker.mjs');

const ZERO_COUNTS = { tests: 0, passed: 0, failed: 0, cancelled: 0, skipped: 0, todo: 0 };

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Runs `files` (ordered longest first) on `workers` processes. `limitOf(file)` is a file's time
 * limit in ms (Infinity: none); `onFile({ file, output, counts, left, ms, problem })` gets each
 * file as it ends (`left`: the titles of its skipped, to-do and focused tests). Resolves once every file has ended.
 */
export function runPool({ files, workers, limitOf, env, onFile }) {
  const queue = [...files];
  const children = new Set();
  let running = 0;
  // Ctrl-C or a TERM reaches this process alone: the workers lead groups of their own.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      children.forEach(stopGroup);
      process.exit(130);
    });
  return new Promise((resolveAll) => {
    const startWorker = () => {
      const child = fork(WORKER, [], {
        cwd: SERVER_ROOT,
        env,
        // CRM_TEST_NODE_ARGS: more options for the test processes (`--cpu-prof`, a profile).
        execArgv: [
          '--import',
          'tsx',
          ...(env.CRM_TEST_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        ],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        // Its own process group: a file past its limit stops with what it started.
        detached: true,
      });
      // A session of its own is a scheduling group of its own on Linux: the runner's lower
      // priority (npm test runs the passes beside the browser suites) would not hold for it.
      const niceness = ownNiceness();
      if (niceness > 0 && child.pid) lowerPriority(child.pid, niceness);
      children.add(child);
      running += 1;
      let current;
      const finish = (counts, problem, left = undefined) => {
        if (!current) return;
        clearTimeout(current.timer);
        const { file, chunks, started } = current;
        current = undefined;
        const output = chunks.join('');
        onFile({ file, output, counts, left, ms: Date.now() - started, problem });
      };
      const next = () => {
        const file = queue.shift();
        if (!file) return child.send({ type: 'stop' });
        const limit = limitOf(file);
        current = { file, chunks: [], started: Date.now() };
        if (Number.isFinite(limit))
          current.timer = setTimeout(() => {
            finish(ZERO_COUNTS, `stopped after ${Math.round(limit / 1000)} s, its time limit`);
            stopGroup(child);
          }, limit);
        child.send({ type: 'run', file, timeoutMs: limit });
      };
      child.on('message', (message) => {
        if (message.type === 'output') current?.chunks.push(message.text);
        else if (message.type === 'done') {
          finish(message.counts, undefined, message.left);
          next();
        } else if (message.type === 'ready') next();
      });
      child.once('exit', (code, signal) => {
        children.delete(child);
        finish(ZERO_COUNTS, `its test process exited (${signal ?? `code ${code}`})`);
        running -= 1;
        if (queue.length > 0) startWorker();
        else if (running === 0) resolveAll();
      });
    };
    const count = Math.max(1, Math.min(workers, queue.length));
    for (let i = 0; i < count; i += 1) startWorker();
  });
}
