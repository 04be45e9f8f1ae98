// Liveness and readiness in one: 200 when every dependency answers, 503 naming the one that
// does not. Each probe is bounded, so a hanging dependency cannot hang the health check.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../app-deps';
import { isDatabaseReachable } from '../db/database';

const PROBE_TIMEOUT_MS = 2000;
type CheckResult = 'ok' | 'unavailable';

async function probe(check: () => Promise<boolean>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check().catch(() => false), timeout])) ? 'ok' : 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

async function isRedisReachable(redis: Redis): Promise<boolean> {
  return redis.status === 'ready' && (await redis.ping()) === 'PONG';
}

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const redis = deps.redis;
    const [database, redisCheck] = await Promise.all([
      probe(() => isDatabaseReachable(deps.db)),
      redis ? probe(() => isRedisReachable(redis)) : undefined,
    ]);
    const checks: Record<string, CheckResult> = {
      database,
      ...(redisCheck ? { redis: redisCheck } : {}),
    };
    const healthy = Object.values(checks).every((result) => result === 'ok');
    return reply
      .status(healthy ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: healthy ? 'ok' : 'degraded', checks });
  });
}
