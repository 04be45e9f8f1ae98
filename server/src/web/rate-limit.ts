// A fixed-window rate limit per client address, counted in the ephemeral store (memory or
// Redis), for credential endpoints: sign-in, token, password change.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { EphemeralStore } from './ephemeral-store';

const WINDOW_SECONDS = 60;

/** True when the address still has attempts left in this minute for the bucket. */
export async function takeAttempt(
  store: EphemeralStore,
  bucket: string,
  request: Pick<FastifyRequest, 'ip'>,
  limit: number,
): Promise<boolean> {
  const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS);
  const count = await store.increment(`${bucket}:${request.ip}:${window}`, WINDOW_SECONDS);
  return count <= limit;
}

export async function enforceRateLimit(
  store: EphemeralStore,
  bucket: string,
  request: Pick<FastifyRequest, 'ip'>,
  limit: number,
): Promise<void> {
  if (!(await takeAttempt(store, bucket, request, limit))) {
    throw new AppError(429, 'Crm:TooManyRequests', {
      headers: { 'Retry-After': String(WINDOW_SECONDS) },
    });
  }
}
