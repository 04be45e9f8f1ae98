// The folder of one end-to-end run (CRM_E2E_RUN_DIR): each product a worker starts is recorded
// in it, so that what a killed worker or a killed run left running can be stopped. Its name
// carries the Playwright runner's pid: a folder whose runner is gone belongs to a dead run.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signalProduct } from './product';

const PREFIX = 'crm-e2e-run-';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function createRunFolder(): string {
  return mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
}

/** Stops every product recorded in `runDir`, removes their data and the folder. */
export function sweepRunFolder(runDir: string): number {
  let stopped = 0;
  for (const name of readdirSync(runDir)) {
    const { pid, dataDir } = JSON.parse(readFileSync(join(runDir, name), 'utf8'));
    if (signalProduct(pid, 'SIGKILL')) stopped += 1;
    rmSync(dataDir, { recursive: true, force: true });
  }
  rmSync(runDir, { recursive: true, force: true });
  return stopped;
}

/** Sweeps the folders of runs whose runner is gone (killed before its global teardown). */
export function sweepDeadRuns(): void {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(PREFIX))) {
    const pid = Number(name.slice(PREFIX.length).split('-')[0]);
    if (!isAlive(pid)) sweepRunFolder(join(tmpdir(), name));
  }
}
