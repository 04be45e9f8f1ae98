// Stops any product a worker left running (a worker killed before its teardown) and removes the
// run's folder and the products' data folders.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.CRM_E2E_RUN_DIR;
  if (!runDir) return;
  const left: number[] = [];
  for (const name of readdirSync(runDir)) {
    const { pid, dataDir } = JSON.parse(readFileSync(join(runDir, name), 'utf8'));
    try {
      process.kill(pid, 'SIGTERM');
      left.push(pid);
    } catch {
      // already stopped by its worker
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (left.length) await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(runDir, { recursive: true, force: true });
}
