// Who may read /metrics: a scraper on this machine, or anyone presenting an operator deploy key
// (a key of one remote is refused: the metrics cover every remote). "On this machine" is the TCP
// peer, never the client address a proxy reports: with CRM_TRUST_PROXY set that address comes
// from X-Forwarded-For, which a client can write. A request carrying any forwarding header came
// through a proxy, so a proxy on this machine does not open the metrics to the clients behind it.
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { assertOperator, deployCaller } from '../platform/deploy-caller';

const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function isLoopbackRequest(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)
  );
}

/** Passes a loopback request; otherwise needs an operator key (401 without one, 403 scoped). */
export async function assertMetricsAccess(deps: AppDeps, request: FastifyRequest): Promise<void> {
  if (isLoopbackRequest(request)) return;
  assertOperator(await deployCaller(deps, request));
}
