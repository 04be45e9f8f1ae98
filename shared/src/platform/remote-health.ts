// What a browser reports of loading a remote (`POST /api/platform/remote-health`): one event per
// release and stage, `ok` when the stage held, `failed` at the stage where loading stopped.
// The host batches them (host/src/features/remotes/health/); the server keeps counts per
// release, minute, stage and outcome, nothing per browser.
import * as v from 'valibot';
import { releaseVersionSchema, remoteNameSchema } from './remote-manifest';

/**
 * The stages of loading a remote, in order: its entry script arrived, its bytes matched the
 * release's recorded sha-384, its Module Federation container initialised and gave the host
 * its `./remote` module, and its first page mounted.
 */
export const REMOTE_HEALTH_STAGES = [
  'entry-fetched',
  'integrity',
  'container-init',
  'first-mount',
] as const;
export type RemoteHealthStage = (typeof REMOTE_HEALTH_STAGES)[number];

/** The stage whose `ok` means the remote fully loaded: one load's success. */
export const REMOTE_HEALTH_FINAL_STAGE: RemoteHealthStage = 'first-mount';

export const REMOTE_HEALTH_OUTCOMES = ['ok', 'failed'] as const;
export type RemoteHealthOutcome = (typeof REMOTE_HEALTH_OUTCOMES)[number];

/** A manifest answer's `healthTicket` is at most this long. */
export const HEALTH_TICKET_MAX_LENGTH = 1024;

/** Events in one report (one beacon). */
export const REMOTE_HEALTH_BATCH_LIMIT = 50;

export const remoteHealthEventSchema = v.strictObject({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  outcome: v.picklist(REMOTE_HEALTH_OUTCOMES),
  stage: v.picklist(REMOTE_HEALTH_STAGES),
  /** The browser's rollout id, as sent with the manifest request (not stored). */
  rolloutId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,128}$/))),
  /**
   * The `healthTicket` of the manifest answer that named this release: without a valid one the
   * server ignores the event.
   */
  ticket: v.optional(v.pipe(v.string(), v.maxLength(HEALTH_TICKET_MAX_LENGTH))),
});
export type RemoteHealthEvent = v.InferOutput<typeof remoteHealthEventSchema>;

export const remoteHealthBatchSchema = v.pipe(
  v.array(remoteHealthEventSchema),
  v.maxLength(REMOTE_HEALTH_BATCH_LIMIT),
);
