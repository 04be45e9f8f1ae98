// The built apps' JavaScript chunks (dist/*.js with their source maps), each with its role as
// the app's Module Federation manifest tells it, and its minified bytes per module.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/product';
import { bytesPerModule, UNMAPPED, type SourceMap } from './package-sizes';

export const APP_FOLDERS = [
  'host',
  'remote-account',
  'remote-identity',
  'remote-admin-settings',
  'remote-reports',
  'remote-contracts',
] as const;

/**
 * - `loaded`: the host's files, a remote's remoteEntry.js and its exposed modules' chunks;
 * - `fallback`: a remote's own copy of a shared package, fetched only when the page has none;
 * - `standalone`: what only the remote's own entry (main.js, to run it alone) loads.
 */
export type ChunkRole = 'loaded' | 'fallback' | 'standalone';

export interface Manifest {
  name: string;
  shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export interface Chunk {
  file: string;
  role: ChunkRole;
  /** Minified bytes per module (see package-sizes.ts). */
  modules: Map<string, number>;
}

export interface App {
  folder: string;
  /** The federation container's name: remotes are served under /remotes/<name>/<version>/. */
  container: string;
  manifest: Manifest;
  chunks: Chunk[];
}

const filesOf = (assets: { js: { sync: string[]; async: string[] } }) => [
  ...assets.js.sync,
  ...assets.js.async,
];

export function chunkRole(file: string, manifest: Manifest, isHost: boolean): ChunkRole {
  if (isHost || file === 'remoteEntry.js') return 'loaded';
  if (manifest.exposes.some((expose) => filesOf(expose.assets).includes(file))) return 'loaded';
  if (manifest.shared.some((shared) => filesOf(shared.assets).includes(file))) return 'fallback';
  return 'standalone';
}

/** Webpack writes no source map for a chunk of generated code only (a kit's re-exports). */
function modulesOf(code: string, mapPath: string, folder: string): Map<string, number> {
  if (!existsSync(mapPath)) return new Map([[UNMAPPED, Buffer.byteLength(code, 'utf8')]]);
  return bytesPerModule(code, JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap, folder);
}

/** The host's pages of their own, built beside it with their scripts in a folder (`sign-in/`). */
const HOST_PAGE_FOLDERS = ['sign-in'];

function scriptsOf(dist: string, isHost: boolean): string[] {
  const pages = isHost ? HOST_PAGE_FOLDERS.filter((page) => existsSync(join(dist, page))) : [];
  return [
    ...readdirSync(dist),
    ...pages.flatMap((page) => readdirSync(join(dist, page)).map((file) => `${page}/${file}`)),
  ].filter((file) => file.endsWith('.js'));
}

export function readApp(folder: string): App {
  const dist = join(REPO_ROOT, folder, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const chunks = scriptsOf(dist, folder === 'host').map((file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    return {
      file,
      role: chunkRole(file, manifest, folder === 'host'),
      modules: modulesOf(code, join(dist, `${file}.map`), folder),
    };
  });
  return { folder, container: manifest.name, manifest, chunks };
}

/** The app and file a script address of the running product names, if it is one of theirs. */
export function chunkAt(apps: readonly App[], url: string): { app: App; chunk: Chunk } | undefined {
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/([^/]+)$/.exec(path);
  const [container, file] = remote ? [remote[1], remote[2]] : ['host', path.slice(1)];
  const app = apps.find((a) => a.container === container);
  const chunk = app?.chunks.find((c) => c.file === file);
  return app && chunk ? { app, chunk } : undefined;
}

/** Bytes per module of the given chunks, added up. */
export function addModules(chunks: readonly Chunk[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const chunk of chunks)
    for (const [module, bytes] of chunk.modules)
      totals.set(module, (totals.get(module) ?? 0) + bytes);
  return totals;
}
