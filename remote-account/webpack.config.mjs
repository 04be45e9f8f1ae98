import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@crm/shared/federation';

export default (_env, argv) =>
  createWebpackConfig(
    {
      dir: dirname(fileURLToPath(import.meta.url)),
      name: 'account',
      kind: 'remote',
      devPort: 3101,
      exposes: { './remote': './src/remote.ts' },
    },
    argv,
  );
