// A Redis of our own (`redis-server` as a child process, no persistence) on a free port, which
// a test may stop and start again on the same port — the shared Redis is never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { trackChild, type Cleanup } from './cleanup';
import { freePort } from '@crm/shared/tooling';

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export class PrivateRedis {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async create(cleanup: Cleanup): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    cleanup.add(`redis :${redis.port}`, () => redis.stop());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    trackChild(child);
    this.child = child;
    for (let i = 0; i < 100; i += 1) {
      if (await answers(this.port)) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
