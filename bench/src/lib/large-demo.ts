// The large demo (10,000 customers, ~1,000,000 deals unless told otherwise) loaded into a
// PostgreSQL database by the built server's `demo:generate`, once: a database that already
// holds it is reused (the command then exits with 2).
import { spawn } from 'node:child_process';
import { createDatabase } from './postgres';
import { REPO_ROOT, SERVER_CLI } from './processes';

export interface LargeDemoSet {
  tenant: string;
  /** A smaller set, to try a benchmark quickly. */
  customers?: string | undefined;
  deals?: string | undefined;
}

export interface LoadedDemo {
  /** Wall-clock seconds of the load; NaN when the database already held the demo. */
  seconds: number;
  summary: string;
}

/** Runs `demo:generate --size large`; resolves with its summary line and the wall time. */
function loadLargeDemo(databaseUrl: string, set: LargeDemoSet): Promise<LoadedDemo> {
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

/**
 * Runs `run` on a PostgreSQL database holding the large demo: BENCH_DATABASE_URL when given (as
 * `npm run bench` gives it to every suite that needs it, kept afterwards), else a database of its
 * own for `purpose`, dropped at the end.
 */
export async function withLargeDemo<T>(
  purpose: string,
  set: LargeDemoSet,
  run: (url: string, load: LoadedDemo) => Promise<T>,
): Promise<T> {
  const given = process.env.BENCH_DATABASE_URL;
  const database = given ? undefined : await createDatabase(purpose);
  const url = given ?? database!.url;
  try {
    return await run(url, await loadLargeDemo(url, set));
  } finally {
    await database?.drop();
  }
}
