// A fixed-window rate limit, counted in the ephemeral store (memory or Redis), for credential
// endpoints: sign-in, token, password change. Counted per client address, or per another key
// (an account name) where a caller adds one.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { EphemeralStore } from './ephemeral-store';

export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** True when `key` still has attempts left in this minute for the bucket. */
export async function takeKeyedAttempt(
  store: EphemeralStore,
  bucket: string,
  key: string,
  limit: number,
): Promise<boolean> {
  const window = Math.floor(Date.now() / 1000 / RATE_LIMIT_WINDOW_SECONDS);
  const count = await store.increment(`${bucket}:${key}:${window}`, RATE_LIMIT_WINDOW_SECONDS);
  return count <= limit;
}

/** True when the address still has attempts left in this minute for the bucket. */
export function takeAttempt(
  store: EphemeralStore,
  bucket: string,
  request: Pick<FastifyRequest, 'ip'>,
  limit: number,
): Promise<boolean> {
  return takeKeyedAttempt(store, bucket, request.ip, limit);
}

export function tooManyRequests(): AppError {
  return new AppError(429, 'Crm:TooManyRequests', {
    headers: { 'Retry-After': String(RATE_LIMIT_WINDOW_SECONDS) },
  });
}

export async function enforceRateLimit(
  store: EphemeralStore,
  bucket: string,
  request: Pick<FastifyRequest, 'ip'>,
  limit: number,
): Promise<void> {
  if (!(await takeAttempt(store, bucket, request, limit))) throw tooManyRequests();
}
