// Sends one request (fuzzed, or a sample) and checks the properties every answer must have: never a 5xx; a
// 4xx in ABP's error format; a refused request writes nothing (the write journal is unchanged,
// apart from the writes listed below, which are the point of refusing); a caller of the demo
// tenant never sees nor writes a row of the victim tenant.
import type { RouteTableEntry } from '../../../src/auth/route-policy';
import { abpErrorProblem } from './abp-error';
import { leakedTokens } from './leaks';
import type { ProbeRequest } from './probe-request';
import { routeKey } from './route-sample';
import { journalChanges, type Journal } from './write-journal';
import type { World } from './world';

export type { ProbeRequest };

const ENGINE_CACHE =
  'the holdings engine’s stored output, brought up to date by the first read of a basket ' +
  '(a read refused on what it computed, e.g. a basket with no valuation, keeps it)';

/** Tables a refused request may write, and why. */
const WRITES_WHEN_REFUSED: Readonly<Record<string, string>> = {
  security_log: 'refused sign-ins and password changes are audited',
  basket_series: ENGINE_CACHE,
  basket_point: ENGINE_CACHE,
  basket_ledger_line: ENGINE_CACHE,
  basket_sell: ENGINE_CACHE,
  basket_unit_booking: ENGINE_CACHE,
  basket_checkpoint: ENGINE_CACHE,
};

/** Per route: more tables a refused request may write, and why. */
const ROUTE_WRITES_WHEN_REFUSED: Readonly<Record<string, Record<string, string>>> = {
  'POST /api/app/portfolio-contract/:id/save-contract-file': {
    verification_code: 'a wrong code counts as one of the five tries',
  },
};

const clip = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;

export function describeRequest(request: ProbeRequest): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'authorization')
    .map(([name, value]) => `${name}: ${clip(value, 80)}`)
    .join('; ');
  return `${request.principal.name}: ${request.method} ${clip(request.url)} [${headers}]${
    request.payload !== undefined ? ` body ${clip(request.payload)}` : ''
  }`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export class Prober {
  private journal: Journal = new Map();
  /** Answers by status class (`2xx`, `4xx`, …), for the run's summary. */
  readonly statuses = new Map<string, number>();

  constructor(private readonly world: World) {}

  async start(): Promise<void> {
    this.journal = await this.world.journal.read();
  }

  /** Sends the request; its answer's status and problems (none when it keeps the properties). */
  async probe(
    route: RouteTableEntry,
    request: ProbeRequest,
  ): Promise<{ status: number; problems: string[] }> {
    const answer = await this.world.t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    const before = this.journal;
    this.journal = await this.world.journal.read();
    const status = answer.statusCode;
    const statusClass = `${String(status).charAt(0)}xx`;
    this.statuses.set(statusClass, (this.statuses.get(statusClass) ?? 0) + 1);
    const problems: string[] = [];
    if (status >= 500) problems.push(`answered ${status}: ${clip(answer.body, 400)}`);
    if (status >= 400 && status < 500) {
      const format = abpErrorProblem(answer);
      if (format)
        problems.push(`${status} not in ABP's error format (${format}): ${clip(answer.body)}`);
    }
    const changes = journalChanges(before, this.journal);
    if (status >= 400) {
      const allowed = { ...WRITES_WHEN_REFUSED, ...ROUTE_WRITES_WHEN_REFUSED[routeKey(route)] };
      const writes = changes.filter((change) => !(change.split('|')[0]! in allowed));
      if (writes.length) problems.push(`refused with ${status} but wrote ${writes.join(', ')}`);
    }
    if (request.principal.side === 'own') {
      const victim = this.world.victim.samples.tenantId;
      const victimWrites = changes.filter((change) => change.includes(`|${victim} `));
      if (victimWrites.length)
        problems.push(`wrote the victim tenant's rows: ${victimWrites.join(', ')}`);
      const sent = [
        safeDecode(request.url),
        request.payload ?? '',
        ...Object.values(request.headers),
      ].join('\n');
      const leaks = leakedTokens(answer.body, sent, this.world.tokens);
      if (leaks.length)
        problems.push(`answer shows the victim tenant's ${leaks.join(', ')}: ${clip(answer.body)}`);
    }
    return { status, problems };
  }
}
