// Runs a command with inherited output and an optional time limit. The command gets its own
// process group so that, at the limit, everything it started (a test runner's server, a
// browser) stops with it, instead of a step waiting for ever or leaving orphans behind.
import { spawn } from 'node:child_process';

/** The status of a command the time limit stopped (as coreutils' `timeout` answers). */
export const TIMED_OUT = 124;

/** The status of a command stopped because its `signal` aborted (another step failed). */
export const STOPPED = 143;

/**
 * Resolves to the exit status; TIMED_OUT when the time limit stopped it, STOPPED when `signal`
 * (an AbortSignal) did.
 */
export function runLimited(command, args, { timeoutMs, label = command, signal, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const detached = process.platform !== 'win32';
    const child = spawn(command, args, { stdio: 'inherit', detached, ...options });
    const stopGroup = () => {
      try {
        if (detached) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    let timedOut = false;
    let aborted = false;
    const onAbort = () => {
      aborted = true;
      stopGroup();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs &&
      setTimeout(() => {
        timedOut = true;
        console.error(`\n${label}: stopped after ${timeoutMs / 60_000} minutes (its time limit)`);
        stopGroup();
      }, timeoutMs);
    // Ctrl-C on the parent also stops the child's group, which no longer gets the terminal's signal.
    const onInterrupt = () => {
      stopGroup();
      process.exit(130);
    };
    process.once('SIGINT', onInterrupt);
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      process.removeListener('SIGINT', onInterrupt);
    };
    child.once('error', (error) => {
      settle();
      reject(error);
    });
    child.once('exit', (code, exitSignal) => {
      settle();
      if (timedOut) resolve(TIMED_OUT);
      else if (aborted) resolve(STOPPED);
      else resolve(code ?? (exitSignal ? 1 : 0));
    });
    if (signal?.aborted) onAbort();
  });
}
