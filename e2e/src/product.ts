// Starts the product as `npm start` does (scripts/start.mjs), on a free port and a temporary data
// folder, and waits until it answers /health. What changed is built first, outside that wait.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
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

/**
 * `env.PORT` chooses the port (a caller that must know the address first); else a free one.
 * `build: false` when the caller built already (global setup).
 */
export async function startProduct(
  env: Record<string, string> = {},
  { build = true } = {},
): Promise<RunningProduct> {
  if (build) buildStale();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-e2e-'));
  const child = spawn(process.execPath, [START_SCRIPT, '--no-build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), CRM_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, child, 180_000);
  return { baseUrl, dataDir, process: child };
}
