// Which events of a browser's health report count (issue 37). An event counts only with a valid
// ticket (health-ticket.ts) of a manifest answer that named its release, and each ticket counts
// at most one outcome per remote (and each earlier stage once). Tickets are free to get, so while
// a canary runs the outcomes of its release and of the stable one, the two its verdict compares,
// are also bounded per rollout id (one) and per client address (`outcomesPerAddress`, default
// one) for the canary's whole life: many tickets from one address move the verdict by that many
// browsers, no more. The claims are rows of the database (every replica shares them); their keys
// hold HMACs, never an address or a rollout id.
import { createHmac } from 'node:crypto';
import { REMOTE_HEALTH_FINAL_STAGE, type RemoteHealthEvent } from '@crm/shared/platform';
import type { Db } from '../db/database';
import { readHealthTicket, type HealthTicket } from './health-ticket';
import * as releasesRepo from './releases.repository';
import * as repo from './remote-health.repository';

export interface AdmissionRules {
  /** The key tickets are signed with (and claims' keys hashed with). */
  key: Buffer;
  /** Outcomes one address adds to each release a canary's verdict compares. */
  outcomesPerAddress: number;
  /** How long a canary's claims are kept (its counts' retention). */
  canaryClaimMs: number;
}

export interface ReportSource {
  /** The client's address, as the rate limits see it (CRM_TRUST_PROXY). */
  address: string;
  at: Date;
}

/** The running canary of each remote and the releases its verdict compares. */
type Judged = Map<string, { canaryId: number; versions: string[] }>;

async function judgedReleases(db: Db): Promise<Judged> {
  const rows = await releasesRepo.listActiveReleasesWithCanaries(db);
  return new Map(
    rows.flatMap((row) =>
      row.canaryId === null || row.canaryVersion === null
        ? []
        : [[row.name, { canaryId: row.canaryId, versions: [row.version, row.canaryVersion] }]],
    ),
  );
}

/** A load's outcome: its first page mounted, or a failure at any stage. */
const isOutcome = (event: RemoteHealthEvent) =>
  event.outcome === 'failed' || event.stage === REMOTE_HEALTH_FINAL_STAGE;

const digest = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);

function validTicket(key: Buffer, event: RemoteHealthEvent, at: Date): HealthTicket | undefined {
  if (!event.ticket) return undefined;
  const ticket = readHealthTicket(key, event.ticket, at);
  return ticket?.releases.includes(`${event.remote}@${event.version}`) ? ticket : undefined;
}

interface Report {
  rules: AdmissionRules;
  judged: Judged;
  source: ReportSource;
  /** Canary scopes whose outcomes this address has used up: the rest of the report skips them. */
  exhausted: Set<string>;
}

async function admits(db: Db, report: Report, event: RemoteHealthEvent): Promise<boolean> {
  const { rules, source } = report;
  const ticket = validTicket(rules.key, event, source.at);
  if (!ticket) return false;
  const outcome = isOutcome(event);
  const canary = outcome ? report.judged.get(event.remote) : undefined;
  const scope = canary?.versions.includes(event.version)
    ? `canary:${canary.canaryId}:${event.version}`
    : undefined;
  if (scope && report.exhausted.has(scope)) return false;
  const slot = outcome ? 'outcome' : event.stage;
  const once = { limit: 1, expiresAt: ticket.expiresAt };
  if (!(await repo.claimOnce(db, { key: `ticket:${ticket.id}:${event.remote}:${slot}`, ...once })))
    return false;
  if (!scope) return true;
  const expiresAt = new Date(source.at.getTime() + rules.canaryClaimMs);
  const browser = digest(rules.key, `rollout ${ticket.rolloutId || ticket.id}`);
  if (!(await repo.claimOnce(db, { key: `${scope}:rollout:${browser}`, limit: 1, expiresAt })))
    return false;
  const address = digest(rules.key, `address ${source.address}`);
  const claim = { key: `${scope}:address:${address}`, limit: rules.outcomesPerAddress, expiresAt };
  if (await repo.claimOnce(db, claim)) return true;
  report.exhausted.add(scope);
  return false;
}

/** The events of a report that count, in their order. */
export async function admitHealthEvents(
  db: Db,
  rules: AdmissionRules,
  events: readonly RemoteHealthEvent[],
  source: ReportSource,
): Promise<RemoteHealthEvent[]> {
  if (!events.some((event) => event.ticket)) return [];
  const report: Report = { rules, judged: await judgedReleases(db), source, exhausted: new Set() };
  const admitted: RemoteHealthEvent[] = [];
  // One at a time: a ticket's claims are decided in the order its events came.
  for (const event of events) if (await admits(db, report, event)) admitted.push(event);
  return admitted;
}
