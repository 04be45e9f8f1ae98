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

/**
 * The entries a floor is built from: the product's sign-in page and dashboard as the page
 * benchmark serves them; the lean one with the host's own sign-in page (bundle.ts); the host's
 * sign-in page alone, to compare esbuild's output with the product's webpack build.
 */
export const FLOOR_ENTRIES = {
  floor: 'floor-entry.tsx',
  lean: 'lean-floor-entry.tsx',
  signInPage: '../../../host/src/sign-in/main.tsx',
} as const;

export type FloorEntry = keyof typeof FLOOR_ENTRIES;

export async function buildFloor(
  dir = mkdtempSync(join(tmpdir(), 'crm-floor-')),
  entry: FloorEntry = 'floor',
): Promise<FloorBuild> {
  await build({
    entryPoints: { floor: join(import.meta.dirname, FLOOR_ENTRIES[entry]) },
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
