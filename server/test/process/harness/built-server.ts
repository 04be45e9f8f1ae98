// The server as it ships: bundled with the same esbuild settings as `build.mjs`, into a folder
// of its own under node_modules/.cache (so its npm dependencies resolve from server/node_modules
// and `npm run build`'s dist/ is left alone). Built once per test file, removed afterwards.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { build } from 'esbuild';
import { atExit, type Cleanup } from './cleanup';

const SERVER_ROOT = new URL('../../../', import.meta.url).pathname;

/** Bundles src/server.ts and returns the path of the bundle. */
export async function buildServer(cleanup: Cleanup): Promise<string> {
  const pkg = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@crm/'));
  const outdir = join(
    SERVER_ROOT,
    'node_modules/.cache/crm-process-tests',
    `${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  mkdirSync(outdir, { recursive: true });
  const remove = () => rmSync(outdir, { recursive: true, force: true });
  const forget = atExit(remove);
  cleanup.add('server bundle', () => {
    forget();
    remove();
  });
  await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: { server: 'src/server.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return join(outdir, 'server.js');
}
