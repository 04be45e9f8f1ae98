import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@crm/shared/federation';

/**
 * The exposed module's chunk (`__federation_expose_` and its key), the dashboard's, and the
 * standalone dev entry's start-up (src/main.ts), which the product never loads.
 */
const OUTSIDE_THE_FRAME = new Set(['__federation_expose_remote', 'dashboard', 'standalone']);
/**
 * A shared singleton's own copy in this remote, which it provides and falls back to; the host's
 * copy is the one the page runs, so these chunks are never fetched in the product.
 */
const SHARING_MODULES = new Set(['provide-module', 'consume-shared-module']);
const isOwnCopyOfSingleton = (chunk) =>
  [...chunk.groupsIterable].some((group) =>
    group.origins.some(({ module }) => SHARING_MODULES.has(module?.type)),
  );
/** A chunk loaded on demand whose modules may go into the frame: a report page's own. */
const isPageChunk = (chunk) =>
  !chunk.canBeInitial() && !OUTSIDE_THE_FRAME.has(chunk.name) && !isOwnCopyOfSingleton(chunk);
/** Code of this repository (the remote's and @crm/shared's parts bundled per app). */
const isOwnCode = ({ resource }) =>
  typeof resource === 'string' && !/[\\/]node_modules[\\/]/.test(resource);
const pageChunksOf = (module, chunkGraph) =>
  [...chunkGraph.getModuleChunksIterable(module)].filter(isPageChunk).length;

export default (_env, argv) =>
  createWebpackConfig(
    {
      dir: dirname(fileURLToPath(import.meta.url)),
      name: 'reports',
      kind: 'remote',
      devPort: 3104,
      exposes: { './remote': './src/remote.ts' },
      cacheGroups: {
        // What most report pages draw (the report frame, pickers, tables, tooltips, the answers'
        // schemas) and each page's own code (a few KB gzip: the page and the charts it draws), in
        // one chunk: a report page loads as the frame alone instead of the frame and a file of
        // its own, one request fewer on every load of it (issue 40). Libraries that fewer pages
        // use (the instrument pickers' combobox) stay in those pages' chunks. The dashboard, the
        // first page after sign-in, and the exposed module with the mount lifecycles that come
        // with it are left out: they keep their own copies and fetch nothing the dashboard does
        // not draw.
        reportFrame: {
          name: 'report-frame',
          chunks: isPageChunk,
          test: (module, { chunkGraph }) =>
            isOwnCode(module) || pageChunksOf(module, chunkGraph) >= 6,
          priority: 10,
          enforce: true,
        },
      },
    },
    argv,
  );
