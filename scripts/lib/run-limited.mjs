// Runs a command with inherited output and an optional time limit. The command gets its own
// process group so that, at the limit, everything it started (a test runner's server, a
// browser) stops with it, instead of a step waiting for ever or leaving orphans behind.
// A group is stopped as a terminal's Ctrl-C stops it: SIGINT first, so that a runner can end
// what it started in groups of its own (Playwright's teardown stops its products), then SIGKILL
// for whatever is left. An interrupted or terminated parent (SIGINT, SIGTERM) stops every group
// still running before it exits: one handler for all of them, since the first to exit the
// process would leave the others running.
import { spawn } from 'node:child_process';
import { lowerPriority } from './cpu-priority.mjs';

/** The status of a command the time limit stopped (as coreutils' `timeout` answers). */
export const TIMED_OUT = 124;

/** The status of a command stopped because its `signal` aborted (another step failed). */
export const STOPPED = 143;

/** How long a stopped group has after SIGINT before SIGKILL. */
export const GRACE_MS = 10_000;

const EXIT_STATUS = { SIGINT: 130, SIGTERM: 143 };
const running = new Set();

function signalGroup(child, signal) {
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
    return true;
  } catch {
    return false; // the group is already gone
  }
}

/** SIGINT to the group, then SIGKILL once its leader exits or `graceMs` has passed. */
function stopGroup(child, graceMs) {
  if (child.stopping) return;
  child.stopping = true;
  if (child.exitCode !== null || child.signalCode !== null || graceMs === 0) {
    signalGroup(child, 'SIGKILL');
    return;
  }
  const kill = () => signalGroup(child, 'SIGKILL');
  const timer = setTimeout(kill, graceMs);
  child.once('exit', () => {
    clearTimeout(timer);
    kill();
  });
  signalGroup(child, 'SIGINT');
}

let interrupted = false;

/** Stops every group (a second signal: at once), then exits as the signal asks. */
function onParentSignal(signal) {
  const exit = () => process.exit(EXIT_STATUS[signal]);
  if (interrupted) {
    for (const child of running) signalGroup(child, 'SIGKILL');
    exit();
  }
  interrupted = true;
  const children = [...running];
  children.forEach((child) => stopGroup(child, GRACE_MS));
  // After stopGroup's own exit listeners, which kill what is left of each group.
  Promise.all(children.map((child) => new Promise((done) => child.once('exit', done)))).then(exit);
}

function track(child) {
  if (running.size === 0)
    for (const signal of Object.keys(EXIT_STATUS)) process.on(signal, onParentSignal);
  running.add(child);
}

function untrack(child) {
  running.delete(child);
  if (running.size === 0)
    for (const signal of Object.keys(EXIT_STATUS)) process.removeListener(signal, onParentSignal);
}

/**
 * Resolves to the exit status; TIMED_OUT when the time limit stopped it, STOPPED when `signal`
 * (an AbortSignal) did. `niceness` (0–19) lowers the command's CPU priority, and so that of
 * everything it starts (set before it has started anything).
 */
export function runLimited(
  command,
  args,
  { timeoutMs, label = command, signal, graceMs = GRACE_MS, niceness = 0, ...options } = {},
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      detached: process.platform !== 'win32',
      ...options,
    });
    if (niceness && child.pid) lowerPriority(child.pid, niceness);
    track(child);
    let timedOut = false;
    let aborted = false;
    const onAbort = () => {
      aborted = true;
      stopGroup(child, graceMs);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs &&
      setTimeout(() => {
        timedOut = true;
        console.error(`\n${label}: stopped after ${timeoutMs / 60_000} minutes (its time limit)`);
        stopGroup(child, graceMs);
      }, timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.once('error', (error) => {
      settle();
      untrack(child);
      reject(error);
    });
    child.once('exit', (code, exitSignal) => {
      settle();
      untrack(child);
      if (timedOut) resolve(TIMED_OUT);
      else if (aborted) resolve(STOPPED);
      else resolve(code ?? (exitSignal ? 1 : 0));
    });
    if (signal?.aborted) onAbort();
  });
}
