// The runtime manifest served by `GET /api/platform/remotes`: which release of each remote a
// page load gets. The host registers exactly these entries with the Module Federation runtime.
import * as v from 'valibot';

export const REMOTE_NAMES = [
  'account',
  'identity',
  'adminSettings',
  'reports',
  'contracts',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const remoteNameSchema = v.picklist(REMOTE_NAMES);
/** Semantic version, optionally with a pre-release or build tag: `1.2.0`, `1.2.0-rc.1+abc`. */
export const releaseVersionSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/),
);

const layoutSchema = v.picklist(['application', 'account', 'empty']);
const keySchema = v.pipe(v.string(), v.maxLength(200));

interface NavigationRouteShape {
  path: string;
  layout?: 'application' | 'account' | 'empty';
  policy?: string;
  titleKey?: string;
  hasPage: boolean;
  children?: NavigationRouteShape[];
}

const navigationRouteSchema: v.GenericSchema<NavigationRouteShape> = v.object({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(200)),
  layout: v.optional(layoutSchema),
  policy: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  titleKey: v.optional(keySchema),
  hasPage: v.boolean(),
  children: v.optional(v.array(v.lazy(() => navigationRouteSchema))),
});

const menuEntrySchema = v.object({
  name: keySchema,
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(200)),
  order: v.number(),
  policy: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  iconName: v.optional(keySchema),
  parentName: v.optional(keySchema),
  labelKey: v.optional(keySchema),
  invisible: v.optional(v.boolean()),
  requiredFeature: v.optional(keySchema),
});

const textsSchema = v.record(
  v.string(),
  v.record(v.string(), v.pipe(v.string(), v.maxLength(500))),
);

/** A release's routes, menu entries and their texts (see @crm/shared/contracts/navigation). */
export const remoteNavigationSchema = v.object({
  routes: v.pipe(v.array(navigationRouteSchema), v.maxLength(200)),
  menu: v.pipe(v.array(menuEntrySchema), v.maxLength(100)),
  texts: v.object({ fa: textsSchema, en: textsSchema }),
});

export const activeRemoteSchema = v.object({
  name: remoteNameSchema,
  version: releaseVersionSchema,
  /** URL of the release's `mf-manifest.json`. */
  entry: v.string(),
  /** URL of the release's `remoteEntry.js` and its sha-384 (SRI form), checked by the browser. */
  remoteEntry: v.string(),
  integrity: v.string(),
  /** First path segments the remote owns (`/identity`); the host shows its fallback there. */
  areas: v.array(v.string()),
  /** True when this entry is a QA override of the session rather than the active release. */
  overridden: v.boolean(),
  /** True when this browser gets the remote's canary rather than its active release. */
  canary: v.optional(v.boolean()),
  /**
   * The release's navigation, when its build wrote one: the host then loads the remote's code
   * only when one of its routes is entered. Without it the host loads the remote at start-up.
   */
  navigation: v.optional(remoteNavigationSchema),
});
export type ActiveRemote = v.InferOutput<typeof activeRemoteSchema>;

export const remoteManifestSchema = v.object({
  remotes: v.array(activeRemoteSchema),
  overridesAllowed: v.boolean(),
  /**
   * Signed by the server for this answer's rollout id and releases: the host's health reports of
   * these releases carry it (remote-health.ts), or they are not counted.
   */
  healthTicket: v.optional(v.string()),
});
export type RemoteManifest = v.InferOutput<typeof remoteManifestSchema>;

/** A QA pin: `reports@1.2.0`. Several are joined by commas in `?remotes=`. */
export interface RemotePin {
  name: RemoteName;
  version: string;
}

export function parseRemotePins(text: string | null | undefined): RemotePin[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.trim().split('@'))
    .filter((pair): pair is [string, string] => pair.length === 2)
    .map(([name, version]) => ({ name, version }))
    .filter(
      (pin): pin is RemotePin =>
        v.is(remoteNameSchema, pin.name) && v.is(releaseVersionSchema, pin.version),
    );
}

export function formatRemotePins(pins: RemotePin[]): string {
  return pins.map((pin) => `${pin.name}@${pin.version}`).join(',');
}
