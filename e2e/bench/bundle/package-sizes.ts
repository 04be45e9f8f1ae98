// Which npm package each minified byte of a built app comes from, read from the chunks' source
// maps: every mapping segment covers the generated text up to the next segment on its line, and
// those bytes go to the package of the segment's source. Bytes no segment covers (line breaks,
// webpack's module glue) go to UNMAPPED, so an app's bytes add up to its files' sizes.
// Source text (sourcesContent) is never measured: it holds whole original files.
import { decode } from '@jridgewell/sourcemap-codec';

export const UNMAPPED = '(unmapped)';
export const GENERATED = '(webpack/federation runtime)';

export interface SourceMap {
  sources: readonly (string | null)[];
  mappings: string;
}

/**
 * The module a webpack source names, as a path from the repository's root (`./src/…` is the
 * app's own folder), so that the same file bundled into two apps has the same name in both.
 */
export function moduleOf(source: string, appFolder: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (path.startsWith('./')) return `${appFolder}/${path.slice(2)}`;
  return path.startsWith('../') ? path.slice(3) : path;
}

/**
 * The npm package of a module (the name after its last `node_modules/`), `app:<folder>` for the
 * workspace's own code, GENERATED for webpack's runtime and the federation's generated entry.
 */
export function packageOf(module: string): string {
  const inModules = module.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first = '', second = ''] = module.slice(inModules + 'node_modules/'.length).split('/');
    if (first.startsWith('.')) return GENERATED;
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (module.startsWith('webpack/') || module.startsWith('external ')) return GENERATED;
  return `app:${module.split('/')[0]}`;
}

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** UTF-8 bytes of `code` per source index of `map` (UNMAPPED for bytes no mapping covers). */
export function bytesPerSource(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (key: string, bytes: number) => {
    if (bytes > 0) totals.set(key, (totals.get(key) ?? 0) + bytes);
  };
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    if (index < lines.length - 1) add(UNMAPPED, 1); // the line break
    // Columns count UTF-16 code units, as JavaScript strings do, so slicing by them is exact.
    const segments = [...(decoded[index] ?? [])].sort((a, b) => a[0] - b[0]);
    add(UNMAPPED, utf8Length(line.slice(0, segments[0]?.[0] ?? line.length)));
    segments.forEach((segment, position) => {
      const end = segments[position + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? map.sources[segment[1]!] : undefined;
      add(source ?? UNMAPPED, utf8Length(line.slice(segment[0], end)));
    });
  });
  return totals;
}

/** Bytes per module (moduleOf) of one chunk of the app in `appFolder`. */
export function bytesPerModule(code: string, map: SourceMap, appFolder: string) {
  const totals = new Map<string, number>();
  for (const [source, bytes] of bytesPerSource(code, map)) {
    const module = source === UNMAPPED ? UNMAPPED : moduleOf(source, appFolder);
    totals.set(module, (totals.get(module) ?? 0) + bytes);
  }
  return totals;
}

export interface PackageRow {
  name: string;
  /** Bytes per app, in the order of the apps given. */
  bytes: number[];
  total: number;
  /** The most apps that ship one same module of it (1: nothing duplicated). */
  copies: number;
  /** Bytes of its modules beyond each module's largest copy: what shipping each once saves. */
  duplicated: number;
}

/** One row per package, from each app's bytes per module; largest first. */
export function packageRows(modulesPerApp: readonly Map<string, number>[]): PackageRow[] {
  const rows = new Map<string, PackageRow>();
  const modules = new Set(modulesPerApp.flatMap((app) => [...app.keys()]));
  for (const module of modules) {
    const name = module === UNMAPPED ? UNMAPPED : packageOf(module);
    const bytes = modulesPerApp.map((app) => app.get(module) ?? 0);
    // Runtime glue is generated per app: alike names, not one same code.
    const copies = name === UNMAPPED || name === GENERATED ? 1 : bytes.filter((b) => b > 0).length;
    const row = rows.get(name) ?? {
      name,
      bytes: bytes.map(() => 0),
      total: 0,
      copies: 1,
      duplicated: 0,
    };
    bytes.forEach((b, app) => (row.bytes[app]! += b));
    row.total += bytes.reduce((sum, b) => sum + b, 0);
    row.copies = Math.max(row.copies, copies);
    if (copies > 1) row.duplicated += bytes.reduce((sum, b) => sum + b, 0) - Math.max(...bytes);
    rows.set(name, row);
  }
  return [...rows.values()].sort((a, b) => b.total - a.total);
}
