// What a build of the host or of a remote records it was built against, in its `crm-build.json`
// (written by shared/federation/build-record-plugin.mjs): the versions of the packages the page
// must hold once (React, its router, the stores, i18n, Fluent), the host contract (the version
// of @crm/shared) and the modules it exposes. The server compares a release's record with the
// host's before it registers the release (server/src/platform/compatibility.ts).
import * as v from 'valibot';

export const BUILD_RECORD_FILE = 'crm-build.json';

const versionSchema = v.pipe(v.string(), v.maxLength(64), v.regex(/^\d+\.\d+\.\d+/));
const packageNameSchema = v.pipe(v.string(), v.maxLength(100), v.regex(/^(@[\w.-]+\/)?[\w.-]+$/));

export const buildRecordSchema = v.object({
  /** The federation name (`reports`; the host's is `host`). */
  name: v.pipe(v.string(), v.maxLength(64)),
  /** The version of `@crm/shared`, the contract between the host and its remotes. */
  hostContract: versionSchema,
  /** Installed version of each package that must be one on the page. */
  singletons: v.pipe(
    v.record(packageNameSchema, versionSchema),
    v.check((record) => Object.keys(record).length <= 50, 'at most 50 packages'),
  ),
  exposes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(50)),
});
export type BuildRecord = v.InferOutput<typeof buildRecordSchema>;
