// Builds the packages whose sources changed since their last build, two at a time.
import { pnpm } from '../pnpm.mjs';
import { isBuildCurrent, sourceHash, writeBuildStamp } from './build-stamp.mjs';
import { APP_PACKAGES, ROOT } from './workspace.mjs';

export async function buildStale({ force = false, timeoutMs } = {}) {
  const stale = APP_PACKAGES.filter((pkg) => force || !isBuildCurrent(pkg));
  if (stale.length === 0) return;
  const hashes = new Map(stale.map((pkg) => [pkg, sourceHash(pkg)]));
  console.log(`Building ${stale.join(', ')}…`);
  const filters = stale.flatMap((pkg) => ['--filter', `./${pkg}`]);
  const status = await pnpm(['--workspace-concurrency=2', ...filters, 'run', 'build'], {
    cwd: ROOT,
    timeoutMs,
  });
  if (status !== 0) throw new Error('The build failed.');
  stale.forEach((pkg) => writeBuildStamp(pkg, hashes.get(pkg)));
}
