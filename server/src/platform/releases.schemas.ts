import {
  buildRecordSchema,
  parseRemotePins,
  releaseVersionSchema,
  remoteNameSchema,
} from '@crm/shared/platform';
import * as v from 'valibot';

/** Linear-time base64 check (valibot's regex overflows the stack on megabytes of input). */
function isCanonicalBase64(text: string): boolean {
  return text.length % 4 === 0 && Buffer.from(text, 'base64').toString('base64') === text;
}

const areasSchema = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9-]*$/), v.maxLength(64))),
  v.maxLength(32),
);

export const uploadReleaseSchema = v.strictObject({
  name: remoteNameSchema,
  version: releaseVersionSchema,
  areas: areasSchema,
  files: v.pipe(
    v.array(
      v.strictObject({
        path: v.pipe(v.string(), v.maxLength(256)),
        content: v.pipe(v.string(), v.check(isCanonicalBase64, 'Invalid base64')),
      }),
    ),
    v.minLength(2),
    v.maxLength(2000),
  ),
  /** Register it even though it does not fit the host (recorded with it). */
  force: v.optional(v.boolean()),
});

export const externalReleaseSchema = v.strictObject({
  name: remoteNameSchema,
  version: releaseVersionSchema,
  areas: areasSchema,
  baseUrl: v.pipe(v.string(), v.url(), v.maxLength(512)),
  integrity: v.pipe(v.string(), v.regex(/^sha384-[A-Za-z0-9+/]{64}$/)),
  /** The build's `crm-build.json`: what it was built against (its files are not sent). */
  build: v.optional(buildRecordSchema),
  force: v.optional(v.boolean()),
});

export const registerReleaseSchema = v.union([uploadReleaseSchema, externalReleaseSchema]);

const percentSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

export const promoteSchema = v.strictObject({
  version: releaseVersionSchema,
  /** The canary's automatic rollback (canary-verdict.ts); the defaults when absent. */
  minOutcomes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  maxFailurePercent: v.optional(percentSchema),
  marginPoints: v.optional(percentSchema),
  /** Percent of browsers for a canary; absent (with no tenants) or 100: everyone. */
  canary: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  /** Tenants (names or ids) whose every browser gets the canary. */
  tenants: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256))),
      v.maxLength(50),
    ),
  ),
  /** Promote a withdrawn release again: an operator key only. */
  force: v.optional(v.boolean()),
});
export const remoteParamsSchema = v.strictObject({ name: remoteNameSchema });

const ROLLOUT_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export const manifestQuerySchema = v.object({
  pins: v.pipe(
    v.optional(v.string(), ''),
    v.maxLength(512),
    v.transform((text: string) => parseRemotePins(text)),
  ),
  /** The browser's rollout id (canary-assignment.ts); one of another form is ignored. */
  rolloutId: v.pipe(
    v.optional(v.string()),
    v.transform((text) => (text !== undefined && ROLLOUT_ID.test(text) ? text : undefined)),
  ),
});

export const releaseListQuerySchema = v.strictObject({ remote: v.optional(remoteNameSchema) });

export const deployKeyNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(64),
  v.regex(/^[^\p{Cc}]+$/u),
);
export const createDeployKeySchema = v.strictObject({
  name: deployKeyNameSchema,
  /** The one remote the key opens; null: every remote (an operator key). */
  remote: v.nullable(remoteNameSchema),
});
export const deployKeyParamsSchema = v.strictObject({ name: deployKeyNameSchema });
