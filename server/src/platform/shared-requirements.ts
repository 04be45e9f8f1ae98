// The second half of the compatibility gate, read from the builds themselves: each shared package
// a release's `mf-manifest.json` (or the host's) declares as a singleton must accept the version the host's own
// `mf-manifest.json` provides, since a singleton is the one copy the page holds (the host's): a
// release asking for React ^18.3.1 under a host providing 19.x gets 19.x, and breaks. The build's
// own `crm-build.json` is the release's word; this is what Module Federation will actually do.
// Requirements are read in the forms the build writes (`^1.2.3`, `~1.2.3`, `1.2.3`, `*`); any
// other form is reported as one the gate cannot judge (refused unless an operator forces it).
import * as v from 'valibot';

const sharedEntrySchema = v.object({
  name: v.string(),
  version: v.optional(v.string()),
  requiredVersion: v.optional(v.union([v.string(), v.literal(false)])),
  singleton: v.optional(v.nullable(v.boolean())),
});
const manifestSharedSchema = v.object({ shared: v.optional(v.array(sharedEntrySchema), []) });

export interface SharedEntry {
  name: string;
  version?: string | undefined;
  requiredVersion?: string | false | undefined;
  singleton?: boolean | null | undefined;
}

export interface SharedMismatch {
  package: string;
  /** What the release asks for. */
  required: string;
  /** What the host provides. */
  host: string;
}

/** The `shared` entries of an `mf-manifest.json`; undefined when it has none readable. */
export function readSharedEntries(text: string): SharedEntry[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = v.safeParse(manifestSharedSchema, parsed);
  return result.success ? result.output.shared : undefined;
}

type Triple = [number, number, number];

function parseVersion(text: string): Triple | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

const compare = (a: Triple, b: Triple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` is within `range`; undefined for a range of a form not read here. */
export function accepts(range: string, version: string): boolean | undefined {
  const wanted = range.trim();
  if (wanted === '' || wanted === '*') return true;
  const have = parseVersion(version);
  const operator = /^[\^~]/.test(wanted) ? wanted.charAt(0) : '';
  const floor = parseVersion(wanted.slice(operator.length));
  if (!have || !floor) return undefined;
  if (compare(have, floor) < 0) return false;
  if (operator === '') return compare(have, floor) === 0;
  if (operator === '~') return have[0] === floor[0] && have[1] === floor[1];
  // Caret: the left-most non-zero part is fixed.
  if (floor[0] > 0) return have[0] === floor[0];
  if (floor[1] > 0) return have[0] === 0 && have[1] === floor[1];
  return compare(have, floor) === 0;
}

/** The release's singletons the host's copies do not satisfy. */
export function sharedMismatches(
  host: readonly SharedEntry[],
  release: readonly SharedEntry[],
): SharedMismatch[] {
  const provided = new Map(host.map((entry) => [entry.name, entry]));
  const mismatches: SharedMismatch[] = [];
  for (const entry of release) {
    const hostEntry = provided.get(entry.name);
    const hostVersion = hostEntry?.version;
    const required = entry.requiredVersion || entry.version;
    // Either side declaring it a singleton makes the page hold one copy: the host's.
    const singleton = entry.singleton === true || hostEntry?.singleton === true;
    if (!singleton || !hostVersion || !required) continue;
    if (accepts(required, hostVersion) !== true)
      mismatches.push({ package: entry.name, required, host: hostVersion });
  }
  return mismatches;
}
