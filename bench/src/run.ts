// `npm run bench [-- NAME…]`: runs the chosen benchmarks (all when none is named) one after
// another, each in its own process printing its own table, then a summary. Suites that need the
// large demo share ONE throwaway PostgreSQL database, created here and dropped at the end (a
// DATABASE_URL in the environment is never used: the benchmarks fill their database).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { machineLine } from './lib/machine';
import { createDatabase, type ThrowawayDatabase } from './lib/postgres';
import { REPO_ROOT } from './lib/processes';
import { formatTable } from '@crm/shared/tooling';
import { selectSuites, SUITES, type Suite } from './suites';

function runSuite(suite: Suite, database: ThrowawayDatabase | undefined): number {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: undefined };
  if (database) {
    env.BENCH_DATABASE_URL = database.url;
    env.DATABASE_URL = database.url;
  }
  const result = spawnSync(process.execPath, ['--import', 'tsx', suite.file], {
    cwd: join(REPO_ROOT, suite.folder),
    env,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

async function main(): Promise<number> {
  let suites: Suite[];
  try {
    suites = selectSuites(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    for (const suite of SUITES) console.error(`  ${suite.name.padEnd(8)} ${suite.what}`);
    return 2;
  }
  console.log(`Benchmarks: ${suites.map((s) => s.name).join(', ')}\n${machineLine()}`);
  const database = suites.some((s) => s.largeDemo) ? await createDatabase('large') : undefined;
  const summary: string[][] = [];
  try {
    for (const suite of suites) {
      const started = performance.now();
      const status = runSuite(suite, suite.largeDemo ? database : undefined);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      summary.push([suite.name, status === 0 ? 'done' : `failed (${status})`, `${seconds} s`]);
    }
  } finally {
    await database?.drop();
  }
  console.log(`\n${formatTable(['benchmark', 'result', 'time'], summary)}`);
  return summary.every((row) => row[1] === 'done') ? 0 : 1;
}

process.exitCode = await main();
