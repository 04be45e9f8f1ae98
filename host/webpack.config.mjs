import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPageConfig, createWebpackConfig } from '@crm/shared/federation';

const dir = dirname(fileURLToPath(import.meta.url));

const shell = (argv) => ({
  name: 'host',
  ...createWebpackConfig(
    {
      dir,
      name: 'host',
      kind: 'host',
      devPort: 3100,
      cacheGroups: {
        // Webpack's vendor split, except for the host side's home (host administrators only),
        // which keeps its own copy of the menu's icons: shared with the application layout they
        // were split into a file of their own, one more request on every page load (issue 40).
        defaultVendors: {
          test: /[\\/]node_modules[\\/]/i,
          idHint: 'vendors',
          priority: -10,
          reuseExistingChunk: true,
          chunks: (chunk) => chunk.name !== 'host-home',
        },
      },
    },
    argv,
  ),
});

// The signed-out sign-in page (`/account/login`), a page of its own without the federation: the
// server serves `sign-in.html` there (docs/product-decisions.md, Platform).
const signInPage = (argv) =>
  createPageConfig({ dir, name: 'sign-in', entry: './src/sign-in/main.tsx', after: 'host' }, argv);

export default (_env, argv) => [shell(argv), signInPage(argv)];
