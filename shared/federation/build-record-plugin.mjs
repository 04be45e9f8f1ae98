// Writes `crm-build.json` into every build (host and remotes): the installed versions of the
// packages the page must hold once, the host contract (the version of @crm/shared) and the
// modules the build exposes. A release carries it to the server, which refuses a release whose
// record does not fit the host's (see shared/src/platform/build-record.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = 'crm-build.json';
const sharedDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The packages whose major versions must agree between the host and a remote. */
export const GATED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  '@fluentui/react-components',
];

/** The version installed for the app (its own dependency, else the one @crm/shared brings). */
function installedVersion(appDir, name) {
  for (const dir of [appDir, sharedDir]) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  throw new Error(`${appDir}: "${name}" is not installed`);
}

/** The record of a build of the app at `appDir`, named `name`, exposing `exposes`. */
export function buildRecord(appDir, name, exposes) {
  const shared = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
  return {
    name,
    hostContract: shared.version,
    singletons: Object.fromEntries(
      GATED_PACKAGES.map((pkg) => [pkg, installedVersion(appDir, pkg)]),
    ),
    exposes: Object.keys(exposes ?? {}),
  };
}

export class BuildRecordPlugin {
  /** @param {{ dir: string, name: string, exposes?: Record<string, string> }} app */
  constructor(app) {
    this.app = app;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildRecordPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const record = buildRecord(this.app.dir, this.app.name, this.app.exposes);
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(record)));
        },
      );
    });
  }
}
