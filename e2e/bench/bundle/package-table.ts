// The per-package size table of the built apps: minified bytes of each npm package (or app:<folder>
// for the workspace's own code) in each app's chunks, and the bytes duplicated between apps.
import { formatTable } from '@crm/shared/tooling';
import { addModules, type App, type Chunk, type ChunkRole } from './app-chunks';
import { packageRows } from './package-sizes';

const TOP = 30;
const bytes = (value: number) => value.toLocaleString('en-US');
const shortName = (folder: string) => folder.replace(/^remote-/, '');

function chunksIn(app: App, role: ChunkRole): Chunk[] {
  return app.chunks.filter((chunk) => chunk.role === role);
}

function roleBytes(apps: readonly App[], role: ChunkRole): number {
  return apps
    .flatMap((app) => chunksIn(app, role))
    .reduce((sum, chunk) => sum + [...chunk.modules.values()].reduce((a, b) => a + b, 0), 0);
}

/** Bytes duplicated between apps, over the given chunks of each. */
export function duplicatedBytes(chunksPerApp: readonly Chunk[][]): number {
  return packageRows(chunksPerApp.map(addModules)).reduce((sum, row) => sum + row.duplicated, 0);
}

export function printPackageTable(apps: readonly App[]): void {
  const rows = packageRows(apps.map((app) => addModules(chunksIn(app, 'loaded'))));
  const duplicated = rows.filter((row) => row.duplicated > 0);
  console.log(
    `\nPer package: minified bytes in the chunks each app serves to the page (source maps), top ${TOP}`,
  );
  console.log(
    formatTable(
      ['package', ...apps.map((app) => shortName(app.folder)), 'total', 'in N apps', 'duplicated'],
      rows
        .slice(0, TOP)
        .map((row) => [
          row.name,
          ...row.bytes.map((b) => (b > 0 ? bytes(b) : '—')),
          bytes(row.total),
          String(row.copies),
          row.duplicated > 0 ? bytes(row.duplicated) : '—',
        ]),
    ),
  );
  const total = duplicated.reduce((sum, row) => sum + row.duplicated, 0);
  console.log(
    `duplicated between apps: ${bytes(total)} B minified, in ${duplicated.length} packages` +
      ` ("duplicated": a module's bytes beyond its largest copy, added up per package)` +
      `\nnot in the table: the remotes' fallback copies of shared packages ${bytes(roleBytes(apps, 'fallback'))} B` +
      ` (fetched only if the page has no copy), their standalone entries ${bytes(roleBytes(apps, 'standalone'))} B`,
  );
}
