// PostgreSQL for process tests. `createDatabase`: a fresh database on the shared server
// (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards;
// when that server does not answer, on a private cluster started for the test file.
// `PrivatePostgres`: a cluster of our own (Debian's initdb/pg_ctl, run as the `postgres` OS user
// when we are root, since they refuse root) on a free port in a temporary folder, which a test
// may stop and start at will — the shared server is never stopped.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { atExit, type Cleanup } from './cleanup';
import { freePort } from '@crm/shared/tooling';

const run = promisify(execFile);
const SHARED_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let fallbackServer: Promise<string> | undefined;

/** The shared server when it answers, else a private cluster (one per test file). */
async function defaultServer(cleanup: Cleanup): Promise<string> {
  if (await answers(SHARED_URL)) return SHARED_URL;
  fallbackServer ??= PrivatePostgres.create(cleanup).then((cluster) => cluster.url());
  return fallbackServer;
}

/** A new, empty database (on the shared server unless `serverUrl` names another). */
export async function createDatabase(cleanup: Cleanup, serverUrl?: string): Promise<string> {
  const server = serverUrl ?? (await defaultServer(cleanup));
  const name = `crm_process_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `create database ${name}`);
  cleanup.add(`database ${name}`, () =>
    adminQuery(server, `drop database if exists ${name} with (force)`),
  );
  return withDatabase(server, name);
}

function postgresBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('No PostgreSQL binaries (initdb, pg_ctl): install postgresql or set PG_BIN.');
  return join(root, versions[0]!, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` OS user when we are root. */
function pgCommand(binary: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

export class PrivatePostgres {
  private forgetExitUndo: () => void = () => undefined;

  private constructor(
    readonly folder: string,
    readonly port: number,
    private readonly bin: string,
  ) {}

  static async create(cleanup: Cleanup): Promise<PrivatePostgres> {
    const bin = postgresBinaries();
    const folder = mkdtempSync(join(tmpdir(), 'crm-pg-'));
    if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    const cluster = new PrivatePostgres(folder, await freePort(), bin);
    cleanup.add(`postgres cluster ${folder}`, () => cluster.destroy());
    cluster.forgetExitUndo = atExit(() => cluster.destroySync());
    await cluster.exec('initdb', [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await cluster.start();
    return cluster;
  }

  private get dataDir(): string {
    return join(this.folder, 'data');
  }

  private exec(name: string, args: string[]) {
    const [command, commandArgs] = pgCommand(join(this.bin, name), args);
    return run(command, commandArgs, { timeout: 60_000 });
  }

  /** A connection URL for a database of this cluster. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    await this.exec('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      join(this.folder, 'log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  }

  /** `fast` ends every session (what an operator's restart does); `immediate` is a crash. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    this.forgetExitUndo();
    await this.stop('immediate').catch(() => undefined);
    rmSync(this.folder, { recursive: true, force: true });
  }

  private destroySync(): void {
    try {
      const [command, args] = pgCommand(join(this.bin, 'pg_ctl'), [
        '-D',
        this.dataDir,
        '-m',
        'immediate',
        'stop',
      ]);
      execFileSync(command, args, { stdio: 'ignore' });
    } catch {
      // Not running.
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}
