// Collects the page's remote-health events and sends them in batches of at most 50: a few
// seconds after the first one waits (so a page load's stages travel together), at once when 50
// wait, and whenever `flush` is called (the page is hidden or left). Each stage of a release is
// reported once per page load: its first outcome (a retry that later succeeds is not a second).
import {
  REMOTE_HEALTH_BATCH_LIMIT,
  remoteHealthEventSchema,
  type RemoteHealthEvent,
  type RemoteHealthOutcome,
  type RemoteHealthStage,
} from '@crm/shared/platform';
import * as v from 'valibot';

export const HEALTH_BATCH_DELAY_MS = 5000;

export interface HealthReporterOptions {
  /** Sends one batch (a JSON array); false when the browser would not take it. */
  send: (body: string) => boolean;
  /** The browser's rollout id, as sent with the manifest request. */
  rolloutId: string;
  /** The health ticket of the manifest that named a release (health-tickets.ts). */
  ticketOf?: (release: { name: string; version: string }) => string | undefined;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface HealthReporter {
  report(
    release: { name: string; version: string },
    stage: RemoteHealthStage,
    outcome: RemoteHealthOutcome,
  ): void;
  /** Sends everything waiting now. */
  flush(): void;
}

export function createHealthReporter(options: HealthReporterOptions): HealthReporter {
  const {
    send,
    rolloutId,
    ticketOf = () => undefined,
    delayMs = HEALTH_BATCH_DELAY_MS,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  const waiting: RemoteHealthEvent[] = [];
  const reported = new Set<string>();
  let timer: unknown;

  function flush() {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, REMOTE_HEALTH_BATCH_LIMIT);
      // Health is statistics: a batch the browser refuses (its beacon queue is full) is dropped.
      if (!send(JSON.stringify(batch)))
        console.warn(`[host] ${batch.length} remote-health events were not sent`);
    }
  }

  return {
    report(release, stage, outcome) {
      const key = `${release.name}@${release.version} ${stage}`;
      const ticket = ticketOf(release);
      const event = {
        remote: release.name,
        version: release.version,
        outcome,
        stage,
        rolloutId,
        ...(ticket ? { ticket } : {}),
      };
      // A dev-server remote (version `dev`) is no release the server could count.
      if (reported.has(key) || !v.is(remoteHealthEventSchema, event)) return;
      reported.add(key);
      waiting.push(event);
      if (waiting.length >= REMOTE_HEALTH_BATCH_LIMIT) flush();
      else timer ??= setTimer(flush, delayMs);
    },
    flush,
  };
}
