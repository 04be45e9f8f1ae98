// The end-to-end tests drive Debian's Chromium; it is installed from Debian's packages when
// missing (Playwright never downloads a browser of its own here). Each apt-get has a time limit
// and stops, with what it started, when the test command's step stops.
import { existsSync } from 'node:fs';
import { runLimited, TIMED_OUT } from './run-limited.mjs';

export const CHROMIUM = '/usr/bin/chromium';
const UPDATE_LIMIT_MS = 5 * 60_000;
const INSTALL_LIMIT_MS = 15 * 60_000;

/** Runs `command` (apt-get) as root, failed with its name past `timeoutMs`. */
export async function runAsRoot(command, args, { timeoutMs, signal }) {
  const asRoot = process.getuid?.() === 0;
  const label = `${command} ${args.join(' ')}`;
  const status = await runLimited(asRoot ? command : 'sudo', asRoot ? args : [command, ...args], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeoutMs,
    label,
    signal,
  });
  if (status === TIMED_OUT)
    throw new Error(`${label} took longer than its limit of ${timeoutMs / 60_000} minutes`);
  if (status !== 0) throw new Error(`${label} failed`);
}

/** `signal` (an AbortSignal) stops apt-get with everything it started. */
export async function ensureChromium({ signal } = {}) {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Chromium from Debian (first run only)…');
  await runAsRoot('apt-get', ['update', '-qq'], { timeoutMs: UPDATE_LIMIT_MS, signal });
  await runAsRoot('apt-get', ['install', '-y', '-qq', 'chromium'], {
    timeoutMs: INSTALL_LIMIT_MS,
    signal,
  });
}
