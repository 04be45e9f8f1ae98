// The app's Prometheus metrics (prom-client), in a registry of its own per app (tests build many
// apps in one process): HTTP requests by route pattern, the remotes' health reports, the
// release each remote serves per channel, the running canaries, their automatic rollbacks and
// the promotions and rollbacks people made. The process's own metrics (CPU, memory, event
// loop, GC) are one registry per process, merged in when scraped.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { HealthCount } from '../platform/remote-health.service';

export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  remoteHealthEvents: Counter<'remote' | 'version' | 'stage' | 'outcome'>;
  canaryRollbacks: Counter<'remote' | 'version'>;
  /** Promotions made with a deploy key or on the administration page; channel of the result. */
  manualPromotions: Counter<'remote' | 'channel'>;
  /** Canaries ended by a person (a rollback or an abort). */
  manualRollbacks: Counter<'remote'>;
}

export interface RolloutFigure {
  remote: string;
  /** The active release. */
  stable: string;
  canary: { version: string; share: number; tenants: number } | null;
}

/**
 * Each remote's live releases and its running canary's share and tenants, read once per scrape
 * for all three gauges (prom-client collects the metrics of a scrape at once).
 */
function registerRolloutGauges(registry: Registry, rollouts: () => Promise<RolloutFigure[]>): void {
  const labelNames = ['remote', 'version'] as const;
  let reading: Promise<void> | undefined;
  const refresh = () =>
    (reading ??= rollouts()
      .then((figures) => {
        share.reset();
        tenants.reset();
        live.reset();
        for (const { remote, stable, canary } of figures) {
          live.set({ remote, version: stable, channel: 'stable' }, 1);
          if (!canary) continue;
          const labels = { remote, version: canary.version };
          live.set({ ...labels, channel: 'canary' }, 1);
          share.set(labels, canary.share);
          tenants.set(labels, canary.tenants);
        }
      })
      .finally(() => {
        reading = undefined;
      }));
  const share = new Gauge({
    name: 'crm_remote_canary_share_percent',
    help: 'The share of browsers (percent, by rollout id) each running canary reaches.',
    labelNames,
    registers: [registry],
    collect: refresh,
  });
  const tenants = new Gauge({
    name: 'crm_remote_canary_tenants',
    help: 'The tenants whose every browser gets each running canary.',
    labelNames,
    registers: [registry],
    collect: refresh,
  });
  const live = new Gauge({
    name: 'crm_remote_live_release',
    help: 'The release each remote serves (1), per channel: stable (everyone else) and canary.',
    labelNames: ['remote', 'version', 'channel'],
    registers: [registry],
    collect: refresh,
  });
}

/** Makes the app's metrics; `rollouts` is read at every scrape. */
export function createAppMetrics(rollouts: () => Promise<RolloutFigure[]>): AppMetrics {
  const registry = new Registry();
  const httpLabels = ['method', 'route', 'status_class'] as const;
  registerRolloutGauges(registry, rollouts);
  return {
    registry,
    httpRequests: new Counter({
      name: 'crm_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class.',
      labelNames: httpLabels,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'crm_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status class.',
      labelNames: httpLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    remoteHealthEvents: new Counter({
      name: 'crm_remote_health_events_total',
      help: 'Stages of loading a remote that browsers reported (registered releases only).',
      labelNames: ['remote', 'version', 'stage', 'outcome'],
      registers: [registry],
    }),
    canaryRollbacks: new Counter({
      name: 'crm_remote_canary_automatic_rollbacks_total',
      help: 'Canaries this server ended because they failed too often (platform/canary-watch.ts).',
      labelNames: ['remote', 'version'],
      registers: [registry],
    }),
    manualPromotions: new Counter({
      name: 'crm_remote_manual_promotions_total',
      help: 'Promotions by a deploy key or a user: to everyone (stable) or as a canary.',
      labelNames: ['remote', 'channel'],
      registers: [registry],
    }),
    manualRollbacks: new Counter({
      name: 'crm_remote_manual_rollbacks_total',
      help: 'Canaries ended by a deploy key or a user (a rollback or an abort).',
      labelNames: ['remote'],
      registers: [registry],
    }),
  };
}

export function countRemoteHealth(metrics: AppMetrics, counts: readonly HealthCount[]): void {
  for (const { remote, version, stage, outcome, count } of counts)
    metrics.remoteHealthEvents.inc({ remote, version, stage, outcome }, count);
}

/** A person's promotion, by the channel it changed. */
export function countPromotion(metrics: AppMetrics, result: { name: string; canary?: unknown }) {
  metrics.manualPromotions.inc({
    remote: result.name,
    channel: result.canary ? 'canary' : 'stable',
  });
}

let processRegistry: Registry | undefined;

/** The process's own metrics, set up once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The text Prometheus scrapes: the app's metrics and the process's. */
export async function scrape(metrics: AppMetrics): Promise<{ contentType: string; body: string }> {
  const merged = Registry.merge([metrics.registry, processMetrics()]);
  return { contentType: merged.contentType, body: await merged.metrics() };
}
