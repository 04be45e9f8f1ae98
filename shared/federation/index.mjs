export { createSharedConfig, requiredVersionFor, SINGLETONS } from './shared-config.mjs';
export { createWebpackConfig } from './webpack-config.mjs';
export { createPageConfig } from './page-webpack-config.mjs';
