// Recognises the errors of a dependency that is down or unreachable (PostgreSQL, Redis), as
// opposed to a defect: those become 503 "try again shortly" for the client instead of 500.
// pg and ioredis raise plain errors, so they are told apart by code and message, through the
// `cause` chain (and an AggregateError's members: one per address tried).

export type Dependency = 'database' | 'redis';

/** SQLSTATE classes and codes of a server going away or refusing connections. */
const PG_UNAVAILABLE_CLASS = '08'; // connection exception
const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']); // shutdown, crash, starting, too many
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
];
const REDIS_MESSAGES = [
  'Connection is closed',
  "Stream isn't writeable",
  'Command timed out',
  'Reached the max retries per request limit',
];

function classify(error: Error & { code?: unknown; errors?: unknown }): Dependency | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  if (error.name === 'MaxRetriesPerRequestError') return 'redis';
  if (REDIS_MESSAGES.some((text) => error.message.includes(text))) return 'redis';
  if (code.startsWith(PG_UNAVAILABLE_CLASS) && code.length === 5) return 'database';
  if (PG_UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code)) return 'database';
  if (PG_MESSAGES.some((text) => error.message.includes(text))) return 'database';
  if (Array.isArray(error.errors)) {
    for (const inner of error.errors) {
      const found = dependencyOf(inner);
      if (found) return found;
    }
  }
  return undefined;
}

/** Which dependency's outage caused `error`, if any. */
export function dependencyOf(error: unknown): Dependency | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const found = classify(current);
    if (found) return found;
    current = current.cause;
  }
  return undefined;
}

/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;
