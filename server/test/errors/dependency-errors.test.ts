// Which errors count as a dependency outage (503) rather than a defect (500): the real errors
// pg and ioredis raise against a port nobody listens on, the SQLSTATEs of a server shutting
// down, wrapped ones, and — not — ordinary errors and constraint violations.
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { Redis } from 'ioredis';
import pg from 'pg';
import { dependencyOf } from '../../src/errors/dependency-errors';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sqlError = (code: string) => Object.assign(new pg.DatabaseError('x', 1, 'error'), { code });

describe('dependency outage errors', () => {
  it('recognises pg failing to reach its server', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort() });
    const error = await client.connect().catch((e: unknown) => e);
    expect(dependencyOf(error)).toBe('database');
  });

  it('recognises ioredis refusing a command while disconnected', async () => {
    const redis = new Redis(await closedPort(), '127.0.0.1', {
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    const error = await redis.ping().catch((e: unknown) => e);
    redis.disconnect();
    expect(dependencyOf(error)).toBe('redis');
  });

  it('recognises a server shutting down, starting, or out of connections, also when wrapped', () => {
    for (const code of ['57P01', '57P03', '53300', '08006'])
      expect(dependencyOf(sqlError(code))).toBe('database');
    const wrapped = new Error('query failed', { cause: new Error('Connection terminated') });
    expect(dependencyOf(wrapped)).toBe('database');
  });

  it('leaves defects and rejected data alone', () => {
    expect(dependencyOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(dependencyOf(sqlError('23505'))).toBeUndefined(); // unique violation
    expect(dependencyOf(sqlError('42P01'))).toBeUndefined(); // undefined table
    expect(dependencyOf('not an error')).toBeUndefined();
  });
});
