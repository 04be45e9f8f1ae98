// The one list of shared singletons, used by the host and every remote, so that the page
// holds one React, one i18n instance and one @crm/shared (and with it one auth
// store, app-config store, HTTP client and feedback stores), and one copy of Fluent UI's
// page-wide machinery: its contexts, the Griffel style engine and Tabster. Tabster keeps one
// focus manager per window, but with its code bundled per app (tried: 16 KB gzip less on the
// sign-in page) a remote's dialog left the page `aria-hidden` after closing; shared, it is one
// copy of the code too. Its React bindings (`@fluentui/react-tabster`) hold no state of their
// own and are bundled per app, tree-shaken. Tabster is shared as `@crm/shared/tabster`, the part
// of it those bindings call (TabsterKitPlugin), since a shared module is compiled whole.
//
// `@fluentui/react-field` is shared whole (8 KB) because its FieldContext joins a Field to its
// control across packages: a remote's own Dropdown inside the kit's Field must read the same
// context, or it loses its label.
//
// Fluent's other packages and icons are NOT shared: a shared module is compiled whole (the share
// scope cannot know which exports its consumers use), which put all of Fluent and its icons in
// one 1.2 MB chunk. Instead `@crm/shared/fluent` names the components nearly every page draws
// (button, input, field, message bar, spinner, text, the provider, the tokens): the host's build
// tree-shakes Fluent down to them and provides that one module; each app bundles, tree-shaken,
// whatever else it imports. Icons stay per app: the RTL direction they read lives in a context
// of `@fluentui/react-icons`, which `CrmProvider` sets for its own app's copy.
//
// Nor are Fluent's small component packages that the shell and the pages both draw (button,
// input, field, spinner, text): tried, the sign-in page grew from 420 to 437 KB gzip in 96
// files instead of 68, because a shared package is compiled whole (react-button 66 KB
// minified against the 25 KB the apps use of it) and each one is a request of its own.
//
// React Router is not shared as a package either (all of it is several times what the apps
// use): every remote renders its own React root with its own <Router>, driven by the host's
// location and navigator (passed as props), from the pieces `@crm/shared/routing` names, which
// the host provides. `single-spa-react` (each remote's mount and unmount) travels inside the
// `@crm/shared` entry: the host itself no longer uses it, and a package the host does not import
// is not provided by it (each remote fetched its own copy).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@fluentui/react-shared-contexts',
  '@fluentui/react-field',
  '@crm/shared/tabster',
  '@fluentui/react-positioning',
  '@fluentui/react-utilities',
  '@griffel/core',
  '@griffel/react',
  'i18next',
  'zustand',
  '@crm/shared',
  '@crm/shared/fluent',
  '@crm/shared/routing',
];

const sharedPackageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function readPackage(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/** The package name a share key stands for: 'react/' shares the subpaths of 'react'. */
function packageOf(key) {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/**
 * `requiredVersion` comes from the app's own package.json (falling back to @crm/shared's, which
 * declares every singleton); a workspace reference resolves to the workspace package's version.
 */
export function requiredVersionFor(key, appPackage, sharedPackage) {
  const name = packageOf(key);
  if (name === sharedPackage.name || name.startsWith(`${sharedPackage.name}/`))
    return `^${sharedPackage.version}`;
  const declared = appPackage.dependencies?.[name] ?? sharedPackage.dependencies?.[name];
  if (!declared) throw new Error(`${appPackage.name}: no version declared for shared "${name}"`);
  return /^\d/.test(declared) ? `^${declared}` : declared;
}

/**
 * The host provides every singleton eagerly, inside its entry: the shell's pages need all of them
 * before they can draw (Tabster and Fluent's positioning serve the application layout's menus),
 * so as separate chunks they only cost a request each and a step in the start-up waterfall.
 * (Tabster and positioning were once fetched on demand, when the shell's entry also drew the
 * sign-in page; that page is now one of its own, `host/src/sign-in/`, decision 0006 §10.)
 * Remotes never provide eagerly: they take the host's.
 */
export function createSharedConfig(appDir, { eager = false } = {}) {
  const appPackage = readPackage(appDir);
  const sharedPackage = readPackage(sharedPackageDir);
  return Object.fromEntries(
    SINGLETONS.map((key) => [
      key,
      {
        singleton: true,
        eager,
        requiredVersion: requiredVersionFor(key, appPackage, sharedPackage),
      },
    ]),
  );
}
