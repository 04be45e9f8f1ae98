// Starts the product as `npm start` does (scripts/start.mjs), on a free port and a temporary data
// folder, and waits until it answers /health. What changed is built first, outside that wait.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@crm/shared/tooling';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Sends `signal` to the product's process group; false when the group is gone. */
export function signalProduct(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** Where the run's folder records it (CRM_E2E_RUN_DIR, run-folder.ts), if it does. */
  record?: string;
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the product did not become healthy within ${timeoutMs} ms`);
}

const START_SCRIPT = join(REPO_ROOT, 'scripts', 'start.mjs');
const BUILD_LIMIT_MS = 15 * 60_000;

/** Builds whatever changed since the last build (nothing, as a rule: `npm test` builds first). */
export function buildStale(): void {
  const build = spawnSync(process.execPath, [START_SCRIPT, '--build-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    timeout: BUILD_LIMIT_MS,
  });
  if (build.status !== 0)
    throw new Error(`the build failed (${build.error?.message ?? build.status})`);
}

export interface StartOptions {
  /** false when the caller built already (global setup). */
  build?: boolean;
  /** A data folder to start from a copy of (product-template.ts); else a fresh one. */
  template?: string | undefined;
  /** The data folder (default a new temporary one). */
  dataDir?: string;
  /** How long to wait for /health (default 3 minutes). */
  healthTimeoutMs?: number;
}

/** `env.PORT` chooses the port (a caller that must know the address first); else a free one. */
export async function startProduct(
  env: Record<string, string> = {},
  {
    build = true,
    template,
    dataDir = mkdtempSync(join(tmpdir(), 'crm-e2e-')),
    healthTimeoutMs = 180_000,
  }: StartOptions = {},
): Promise<RunningProduct> {
  if (build) buildStale();
  if (template)
    cpSync(template, dataDir, {
      recursive: true,
      filter: (source) => !source.endsWith('.lock'),
    });
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [START_SCRIPT, '--no-build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), CRM_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: stopping the product stops everything it started (the start
    // script runs the server as a child, and may re-run itself on another Node first).
    detached: true,
  });
  // Recorded at once, so that a run whose worker gives up waiting still stops it.
  const runDir = process.env.CRM_E2E_RUN_DIR;
  const record = runDir ? join(runDir, `product-${child.pid}.json`) : undefined;
  if (record) writeFileSync(record, JSON.stringify({ pid: child.pid, dataDir }));
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealth(baseUrl, child, healthTimeoutMs);
  } catch (error) {
    signalProduct(child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (record) rmSync(record, { force: true });
    throw error;
  }
  return { baseUrl, dataDir, process: child, ...(record ? { record } : {}) };
}

/** Stops the product's process group: TERM, then KILL after `graceMs`. */
export function stopProduct(product: RunningProduct, graceMs = 5_000): Promise<void> {
  const pid = product.process.pid!;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signalProduct(pid, 'SIGKILL');
      resolve();
    }, graceMs);
    product.process.once('exit', () => {
      clearTimeout(timer);
      signalProduct(pid, 'SIGKILL'); // anything of the group still running
      resolve();
    });
    if (product.process.exitCode !== null || !signalProduct(pid, 'SIGTERM')) {
      clearTimeout(timer);
      resolve();
    }
  });
}
