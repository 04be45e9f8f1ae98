// Processes under test: the built product server (`server/dist/server.js`, as `npm start` runs
// it) on a free loopback port with a temporary data folder, and any other service that answers
// a readiness URL. `cpu` pins a process to one core with `taskset`, so that the load generator
// (pinned to the other core) does not compete with it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@crm/shared/tooling';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SERVER_ENTRY = join(REPO_ROOT, 'server', 'dist', 'server.js');
export const SERVER_CLI = join(REPO_ROOT, 'server', 'dist', 'cli.js');

export interface Service {
  baseUrl: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

// Whatever happens to this process (a failed benchmark, Ctrl-C), its servers go with it.
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** `command args` pinned to `cpu` when one is given. */
export function pinned(
  cpu: number | undefined,
  command: string,
  args: string[],
): [string, string[]] {
  return cpu === undefined ? [command, args] : ['taskset', ['-c', String(cpu), command, ...args]];
}

/** Pins this process (the load generator) to one core. */
export function pinSelf(cpu: number): void {
  spawnSync('taskset', ['-cp', String(cpu), String(process.pid)], { stdio: 'ignore' });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return () =>
    new Promise<void>((resolveStop) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        cleanup();
        resolveStop();
        return;
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        cleanup();
        resolveStop();
      });
      child.kill('SIGTERM');
    });
}

export interface ServiceOptions {
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
  cpu?: number;
  timeoutMs?: number;
  cleanup?: () => void;
}

export async function startService(options: ServiceOptions): Promise<Service> {
  const [command, args] = pinned(options.cpu, options.command, options.args);
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = stopper(child, options.cleanup ?? (() => undefined));
  try {
    await waitUntilReady(`${baseUrl}${options.readyPath}`, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, child, stop };
}

export interface ProductOptions {
  /** Extra environment (DATABASE_URL, CRM_HOST_DIST, …). */
  env?: Record<string, string>;
  cpu?: number;
}

/**
 * The built server with the demo data. Credential rate limits are raised: a benchmark signs in
 * many sessions and refreshes tokens far faster than one address may in production.
 */
export async function startProduct(options: ProductOptions = {}): Promise<Service> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-bench-'));
  // E.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server under a benchmark's load
  // (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startService({
    command: process.execPath,
    args: [...nodeArgs, SERVER_ENTRY],
    env: {
      HOST: '127.0.0.1',
      CRM_DATA_DIR: dataDir,
      CRM_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      CRM_CREDENTIAL_RATE_LIMIT: '100000000',
      // The bad-proof rows measure what each refused proof costs, not the limit's 429.
      CRM_DPOP_FAILURE_LIMIT: '100000000',
      ...options.env,
    },
    port: await freePort(),
    readyPath: '/health',
    ...(options.cpu === undefined ? {} : { cpu: options.cpu }),
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  });
}
