// The dependencies' health: each probe is bounded, so a hanging dependency cannot hang the
// health check; a probe that fails or runs out of time counts as unavailable.
import type { Redis } from 'ioredis';
import type { AppDeps } from '../app-deps';
import { isDatabaseReachable } from '../db/database';

const PROBE_TIMEOUT_MS = 2000;
export type CheckResult = 'ok' | 'unavailable';

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

/** Every dependency's state; healthy when each answers. */
export async function dependencyHealth(deps: Pick<AppDeps, 'db' | 'redis'>) {
  const redis = deps.redis;
  const [database, redisCheck] = await Promise.all([
    probe(() => isDatabaseReachable(deps.db)),
    redis ? probe(() => isRedisReachable(redis)) : undefined,
  ]);
  const checks: Record<string, CheckResult> = {
    database,
    ...(redisCheck ? { redis: redisCheck } : {}),
  };
  return { healthy: Object.values(checks).every((result) => result === 'ok'), checks };
}
