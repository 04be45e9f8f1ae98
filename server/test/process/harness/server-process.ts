// One real server process (the bundle from built-server.ts) on a port of its own, started with
// a clean environment: only what the test passes, plus PATH and HOME. Ready when it prints its
// banner; its recent output is kept to explain a failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { trackChild, type Cleanup } from './cleanup';

const READY_LINE = 'Portfolio CRM is running at';
const OUTPUT_LINES = 200;

export interface ServerOptions {
  bundle: string;
  port: number;
  /** CRM_DATA_DIR, DATABASE_URL, REDIS_URL, … (PORT, NODE_ENV and LOG_LEVEL are set here). */
  env: Record<string, string>;
  /** A name for messages (`replica A`). */
  name?: string;
  /** Extra options for node itself (e.g. `--cpu-prof` to profile a run). */
  nodeArgs?: string[];
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ServerProcess {
  private readonly lines: string[] = [];
  readonly exited: Promise<Exit>;

  private constructor(
    readonly options: ServerOptions,
    private readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => this.record(chunk));
    }
  }

  /** Spawns the server without waiting for it (see `ready`). */
  static spawn(options: ServerOptions, cleanup: Cleanup): ServerProcess {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.bundle], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ...options.env,
        PORT: String(options.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(child);
    const server = new ServerProcess(options, child);
    cleanup.add(`server ${server.name}`, async () => {
      await server.stop();
    });
    return server;
  }

  /** Spawns the server and waits until it listens. */
  static async start(options: ServerOptions, cleanup: Cleanup): Promise<ServerProcess> {
    const server = ServerProcess.spawn(options, cleanup);
    await server.ready();
    return server;
  }

  get name(): string {
    return this.options.name ?? `:${this.options.port}`;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get port(): number {
    return this.options.port;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * CPU seconds the process has used so far (user + system, from /proc: Linux), so that a
   * measurement can say how much of the machine the server itself took.
   */
  cpuSeconds(): number | undefined {
    try {
      const fields = readFileSync(`/proc/${this.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15)
      return ticks / 100; // USER_HZ
    } catch {
      return undefined;
    }
  }

  /** The last lines the process wrote (stdout and stderr). */
  output(): string {
    return this.lines.join('\n');
  }

  private record(chunk: string): void {
    this.lines.push(...chunk.split('\n').filter(Boolean));
    if (this.lines.length > OUTPUT_LINES) this.lines.splice(0, this.lines.length - OUTPUT_LINES);
  }

  /** Resolves once the banner is printed; fails if the process ends first or takes too long. */
  async ready(timeoutMs = 90_000): Promise<void> {
    const started = Date.now();
    while (!this.lines.some((line) => line.includes(READY_LINE))) {
      if (!this.running)
        throw new Error(`server ${this.name} exited before it was ready:\n${this.output()}`);
      if (Date.now() - started > timeoutMs)
        throw new Error(`server ${this.name} not ready after ${timeoutMs} ms:\n${this.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Sends a signal and waits for the process to end. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<Exit> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }

  /** A clean shutdown (SIGTERM), forced after 15 s. */
  async stop(): Promise<Exit> {
    if (!this.running) return this.exited;
    const force = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    try {
      return await this.kill('SIGTERM');
    } finally {
      clearTimeout(force);
    }
  }
}
