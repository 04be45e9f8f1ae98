// The page's remote-health reports (health-reporter.ts), sent by beacon to the server, also when
// the page is hidden or left. Until `startRemoteHealthReports` runs (at start-up, with the
// rollout id of the manifest request) reports are not collected: unit tests of the loader need
// no reporter.
import type { ActiveRemote, RemoteHealthOutcome, RemoteHealthStage } from '@crm/shared/platform';
import { PAGE_FAILED_EVENT, type PageFailedDetail } from '@crm/shared/remote';
import { useRemoteStore } from '../remote-store';
import { createHealthReporter, type HealthReporter } from './health-reporter';
import { failedStage } from './failed-stage';
import { healthTicketOf } from './health-tickets';

export const REMOTE_HEALTH_URL = '/api/platform/remote-health';

let reporter: HealthReporter | undefined;

/** Sends one batch by beacon, or by a fetch that outlives the page where there is none. */
export function sendByBeacon(body: string): boolean {
  if (typeof navigator.sendBeacon === 'function')
    return navigator.sendBeacon(REMOTE_HEALTH_URL, new Blob([body], { type: 'application/json' }));
  void fetch(REMOTE_HEALTH_URL, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
  return true;
}

export function startRemoteHealthReports(
  rolloutId: string,
  send: (body: string) => boolean = sendByBeacon,
): HealthReporter {
  const started = createHealthReporter({ send, rolloutId, ticketOf: healthTicketOf });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') started.flush();
  };
  window.addEventListener('pagehide', () => started.flush());
  document.addEventListener('visibilitychange', onHidden);
  // A page that threw while drawing is caught by its remote's error boundary: the mount itself
  // succeeds, so only the remote can say that its first page failed.
  window.addEventListener(PAGE_FAILED_EVENT, (event) => {
    const { remote } = (event as CustomEvent<Partial<PageFailedDetail>>).detail ?? {};
    const state = remote ? useRemoteStore.getState().remotes[remote] : undefined;
    if (state) started.report(state.release, 'first-mount', 'failed');
  });
  reporter = started;
  return started;
}

type Release = Pick<ActiveRemote, 'name' | 'version'>;

export function reportRemoteStage(
  release: Release,
  stage: RemoteHealthStage,
  outcome: RemoteHealthOutcome,
): void {
  reporter?.report(release, stage, outcome);
}

/** A remote's `./remote` module arrived: its entry, integrity and container held. */
export function reportRemoteLoaded(release: Release & Pick<ActiveRemote, 'integrity'>): void {
  reportRemoteStage(release, 'entry-fetched', 'ok');
  if (release.integrity) reportRemoteStage(release, 'integrity', 'ok');
  reportRemoteStage(release, 'container-init', 'ok');
}

/** A remote's module did not arrive (after the retries): the stages before the failed one held. */
export async function reportRemoteFailed(release: ActiveRemote): Promise<void> {
  if (!reporter) return;
  const stage = await failedStage(release);
  if (stage !== 'entry-fetched') reportRemoteStage(release, 'entry-fetched', 'ok');
  if (stage === 'container-init' && release.integrity)
    reportRemoteStage(release, 'integrity', 'ok');
  reportRemoteStage(release, stage, 'failed');
}
