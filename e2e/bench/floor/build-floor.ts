// Builds the floor app (floor-entry.tsx) as one plain esbuild bundle with its stylesheet and
// font files into a folder the server can serve as its host build (CRM_HOST_DIST).
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

export interface FloorBuild {
  dir: string;
  /** The one JavaScript file, as built (not compressed). */
  script: Buffer;
}

export async function buildFloor(
  dir = mkdtempSync(join(tmpdir(), 'crm-floor-')),
): Promise<FloorBuild> {
  await build({
    entryPoints: { floor: join(import.meta.dirname, 'floor-entry.tsx') },
    outdir: dir,
    bundle: true,
    splitting: false,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    publicPath: '/',
    // Hashed names only: the font's own name has brackets, which the static server refuses.
    assetNames: 'assets/[ext]-[hash]',
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file' },
    define: { 'process.env.NODE_ENV': '"production"', __DEV__: 'false' },
    logLevel: 'warning',
  });
  copyFileSync(join(import.meta.dirname, 'index.html'), join(dir, 'index.html'));
  return { dir, script: readFileSync(join(dir, 'floor.js')) };
}
