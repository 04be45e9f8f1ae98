// The large demo (10,000 customers, ~1,000,000 deals unless told otherwise) loaded into a
// PostgreSQL database by the built server's `demo:generate`, once: a database that already
// holds it is reused (the command then exits with 2).
import { spawn } from 'node:child_process';
import { REPO_ROOT, SERVER_CLI } from './processes';

export interface LargeDemoSet {
  tenant: string;
  /** A smaller set, to try a benchmark quickly. */
  customers?: string | undefined;
  deals?: string | undefined;
}

/** Runs `demo:generate --size large`; resolves with its summary line and the wall time. */
export function loadLargeDemo(
  databaseUrl: string,
  set: LargeDemoSet,
): Promise<{ seconds: number; summary: string }> {
  const started = performance.now();
  return new Promise((resolveLoad, reject) => {
    const child = spawn(
      process.execPath,
      [
        SERVER_CLI,
        ...['demo:generate', '--size', 'large', '--tenant', set.tenant],
        ...(set.customers ? ['--customers', set.customers] : []),
        ...(set.deals ? ['--deals', set.deals] : []),
      ],
      { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolveLoad({ seconds, summary: output.trim() });
      else if (code === 2)
        resolveLoad({ seconds: Number.NaN, summary: `reused: ${output.trim()}` });
      else reject(new Error(`demo:generate exited with ${code}: ${output}`));
    });
  });
}
