// The app's Prometheus metrics (prom-client), in a registry of its own per app (tests build many
// apps in one process): HTTP requests by route pattern, the remotes' health reports, the
// running canaries and their automatic rollbacks. The process's own metrics (CPU, memory, event
// loop, GC) are one registry per process, merged in when scraped.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { HealthCount } from '../platform/remote-health.service';

export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  remoteHealthEvents: Counter<'remote' | 'version' | 'stage' | 'outcome'>;
  canaryRollbacks: Counter<'remote' | 'version'>;
}

export interface CanaryFigure {
  remote: string;
  version: string;
  share: number;
  tenants: number;
}

/**
 * The running canaries' share and tenants, read once per scrape for both gauges (prom-client
 * collects the metrics of a scrape at once).
 */
function registerCanaryGauges(registry: Registry, canaries: () => Promise<CanaryFigure[]>): void {
  const labelNames = ['remote', 'version'] as const;
  let reading: Promise<void> | undefined;
  const refresh = () =>
    (reading ??= canaries()
      .then((running) => {
        share.reset();
        tenants.reset();
        for (const canary of running) {
          const labels = { remote: canary.remote, version: canary.version };
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
}

/** Makes the app's metrics; `canaries` is read at every scrape. */
export function createAppMetrics(canaries: () => Promise<CanaryFigure[]>): AppMetrics {
  const registry = new Registry();
  const httpLabels = ['method', 'route', 'status_class'] as const;
  registerCanaryGauges(registry, canaries);
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
  };
}

export function countRemoteHealth(metrics: AppMetrics, counts: readonly HealthCount[]): void {
  for (const { remote, version, stage, outcome, count } of counts)
    metrics.remoteHealthEvents.inc({ remote, version, stage, outcome }, count);
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
