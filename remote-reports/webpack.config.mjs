import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@crm/shared/federation';

/** The exposed module's chunk (`__federation_expose_` and its key) and the dashboard's. */
const OUTSIDE_THE_FRAME = new Set(['__federation_expose_remote', 'dashboard']);

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
        // schemas) in one chunk beside each page's own. The dashboard, the first page after
        // sign-in, and the exposed module with the mount lifecycles that come with it are left
        // out: they keep their own copies and fetch nothing the dashboard does not draw.
        reportFrame: {
          name: 'report-frame',
          chunks: (chunk) => !OUTSIDE_THE_FRAME.has(chunk.name),
          minChunks: 6,
          priority: 10,
          enforce: true,
        },
      },
    },
    argv,
  );
