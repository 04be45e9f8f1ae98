// Health tickets: each manifest answer carries one, signed with the server's secret (HMAC), that
// names the rollout id it was asked for and the releases it named, and ends an hour later. A
// browser's health report counts only with the ticket of the page load it reports
// (health-admission.ts), so a report cannot name a release the page never got. Tickets are free to
// get (one manifest request each): what bounds a sender is the admission's claims, not the ticket.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough for a remote loaded when its route is first entered, short enough to expire. */
export const HEALTH_TICKET_TTL_MS = 60 * 60 * 1000;

export interface HealthTicket {
  /** Random: the claims of one ticket are kept by it. */
  id: string;
  /** The rollout id the manifest was asked for (empty when none was sent). */
  rolloutId: string;
  /** `name@version` of each release the manifest named. */
  releases: string[];
  expiresAt: Date;
}

interface Payload {
  i: string;
  r: string;
  v: string[];
  e: number;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function mintHealthTicket(
  key: Buffer,
  grant: { rolloutId?: string | undefined; releases: readonly { name: string; version: string }[] },
  now: Date,
): string {
  const payload: Payload = {
    i: randomBytes(12).toString('base64url'),
    r: grant.rolloutId ?? '',
    v: grant.releases.map((release) => `${release.name}@${release.version}`),
    e: now.getTime() + HEALTH_TICKET_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(key, body).toString('base64url')}`;
}

function isPayload(value: unknown): value is Payload {
  const p = value as Payload;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.i === 'string' &&
    typeof p.r === 'string' &&
    typeof p.e === 'number' &&
    Array.isArray(p.v) &&
    p.v.every((release) => typeof release === 'string')
  );
}

/** The ticket, when its signature holds and it has not expired; undefined otherwise. */
export function readHealthTicket(key: Buffer, ticket: string, now: Date): HealthTicket | undefined {
  const [body, signature, ...rest] = ticket.split('.');
  if (!body || !signature || rest.length > 0) return undefined;
  const presented = Buffer.from(signature, 'base64url');
  const expected = sign(key, body);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected))
    return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isPayload(payload) || payload.e <= now.getTime()) return undefined;
  return {
    id: payload.i,
    rolloutId: payload.r,
    releases: payload.v,
    expiresAt: new Date(payload.e),
  };
}
