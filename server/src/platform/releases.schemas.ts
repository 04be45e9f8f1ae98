import { parseRemotePins, releaseVersionSchema, remoteNameSchema } from '@crm/shared/platform';
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
});

export const externalReleaseSchema = v.strictObject({
  name: remoteNameSchema,
  version: releaseVersionSchema,
  areas: areasSchema,
  baseUrl: v.pipe(v.string(), v.url(), v.maxLength(512)),
  integrity: v.pipe(v.string(), v.regex(/^sha384-[A-Za-z0-9+/]{64}$/)),
});

export const registerReleaseSchema = v.union([uploadReleaseSchema, externalReleaseSchema]);

export const promoteSchema = v.strictObject({ version: releaseVersionSchema });
export const remoteParamsSchema = v.strictObject({ name: remoteNameSchema });

export const manifestQuerySchema = v.object({
  pins: v.pipe(
    v.optional(v.string(), ''),
    v.maxLength(512),
    v.transform((text: string) => parseRemotePins(text)),
  ),
});
