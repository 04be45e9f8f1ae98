// Everything a process test starts (server processes, database clusters, Redis, temp folders)
// registers how to undo it here. `run()` undoes it all, newest first, in the test file's
// `after` hook. When the test process is ended instead (the runner's per-file time limit,
// Ctrl-C), the synchronous undos registered with `atExit` still kill the child processes, stop
// private clusters and remove temporary folders; only databases on the shared server are then
// left behind (all named crm_process_…).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Undo = () => Promise<void> | void;

const exitUndos = new Set<() => void>();
let hooksInstalled = false;

function runExitUndos(): void {
  for (const undo of exitUndos) {
    try {
      undo();
    } catch {
      // Best effort: the process is ending.
    }
  }
}

/** Registers a synchronous undo for an early end of the process; returns how to forget it. */
export function atExit(undo: () => void): () => void {
  if (!hooksInstalled) {
    hooksInstalled = true;
    process.once('exit', runExitUndos);
    const codes = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
    for (const [signal, code] of Object.entries(codes))
      process.once(signal, () => process.exit(code));
  }
  exitUndos.add(undo);
  return () => exitUndos.delete(undo);
}

/** Makes sure a child process is killed if the test process ends early. */
export function trackChild(child: ChildProcess): void {
  const forget = atExit(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  child.once('exit', forget);
}

export class Cleanup {
  private readonly undos: { label: string; undo: Undo }[] = [];

  add(label: string, undo: Undo): void {
    this.undos.push({ label, undo });
  }

  /** A new temporary folder, removed by `run()` (or when the process ends early). */
  tempFolder(prefix: string): string {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    const remove = () => rmSync(folder, { recursive: true, force: true });
    const forget = atExit(remove);
    this.add(`folder ${folder}`, () => {
      forget();
      remove();
    });
    return folder;
  }

  /** Runs every undo, newest first; an undo that fails is reported after all have run. */
  async run(): Promise<void> {
    const failures: string[] = [];
    while (this.undos.length > 0) {
      const { label, undo } = this.undos.pop()!;
      try {
        await undo();
      } catch (error) {
        failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`cleanup failed:\n  ${failures.join('\n  ')}`);
  }
}
