import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ReleaseFile } from './release-files';

/**
 * Every file of a build folder that belongs in a release, with `/`-separated paths relative to
 * it (dotfiles such as the build stamp, and the standalone dev page, are left out).
 */
export async function readReleaseFolder(folder: string): Promise<ReleaseFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter(
        (entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.name.endsWith('.html'),
      )
      .map(async (entry) => {
        const absolute = join(entry.parentPath, entry.name);
        return {
          path: relative(folder, absolute).split(sep).join('/'),
          content: await readFile(absolute),
        };
      }),
  );
}
