// A long-lived test process: it runs the test files the runner sends it one at a time, in this
// process (node:test's `isolation: 'none'`), so that Node, tsx and the server's modules load
// once per worker instead of once per file. What a file prints (its spec report, its logs) goes
// to the runner tagged with the file, so that files running side by side do not mix.
// Between files, what a file may leave changed in the process is put back (the environment,
// the business clock: test/helpers/process-state.ts).
// node:test ends a run without isolation when the event loop empties, so the channel to the
// runner is let go while a file runs: a file that leaves a server, a timer or a connection open
// never ends, and its time limit fails it, as a test process of its own would never exit.
// It reports the tests a file leaves out: skipped and to-do ones (node:test counts them as
// passing) and focused ones (`.only`: without isolation node:test runs them alone and drops the
// file's other tests without a word), for the runner to fail the file.
import { join } from 'node:path';
import nodeTest, { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { pathToFileURL } from 'node:url';
import { SERVER_ROOT } from './test-files.mjs';

const processState = await import(
  pathToFileURL(join(SERVER_ROOT, 'test', 'helpers', 'process-state.ts')).href
);

/** The titles the running file gave `.only` (test, it, describe and suite are watched). */
let focused = [];
for (const declare of new Set([nodeTest.test, nodeTest.it, nodeTest.describe, nodeTest.suite])) {
  const only = declare.only;
  declare.only = function (title, ...rest) {
    focused.push(typeof title === 'string' ? title : '(untitled)');
    return only.call(this, title, ...rest);
  };
}

const send = (message) => process.connected && process.send(message);

/** Sends what is written to stdout and stderr to the runner until the returned function runs. */
function captureOutput() {
  const writes = [process.stdout.write, process.stderr.write];
  const capture = (chunk, encoding, callback) => {
    send({
      type: 'output',
      text: typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString(),
    });
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) done();
    return true;
  };
  process.stdout.write = capture;
  process.stderr.write = capture;
  return () => {
    [process.stdout.write, process.stderr.write] = writes;
  };
}

async function runFile(file, timeoutMs) {
  const counts = { tests: 0, passed: 0, failed: 0, cancelled: 0, skipped: 0, todo: 0 };
  const left = { skipped: [], todo: [], focused: [] };
  focused = left.focused;
  const environment = { ...process.env };
  const restoreOutput = captureOutput();
  process.channel.unref();
  try {
    const stream = run({
      files: [join(SERVER_ROOT, file)],
      isolation: 'none',
      ...(Number.isFinite(timeoutMs) ? { timeout: timeoutMs } : {}),
    });
    stream.on('test:summary', (data) => {
      for (const key of Object.keys(counts)) counts[key] = data.counts[key] ?? 0;
    });
    const noteLeftOut = (data) => {
      if (data.skip !== undefined) left.skipped.push(data.name);
      if (data.todo !== undefined) left.todo.push(data.name);
    };
    stream.on('test:pass', noteLeftOut);
    stream.on('test:fail', noteLeftOut);
    for await (const text of stream.compose(new spec()))
      send({ type: 'output', text: String(text) });
  } catch (error) {
    send({ type: 'output', text: `\n${error?.stack ?? error}\n` });
    counts.failed += 1;
  } finally {
    process.channel.ref();
    restoreOutput();
    processState.resetProcessState(environment);
  }
  return { counts, left };
}

// The runner gone (stopped, or killed at the test command's limit): so is everything here.
process.on('disconnect', () => process.kill(-process.pid, 'SIGKILL'));
process.on('message', async (message) => {
  if (message.type === 'stop') process.exit(0);
  if (message.type !== 'run') return;
  send({ type: 'done', ...(await runFile(message.file, message.timeoutMs)) });
});
send({ type: 'ready' });
