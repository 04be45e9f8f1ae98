// A page the host serves on its own, outside the federation: one entry, its own HTML, no Module
// Federation runtime and no share scope (the signed-out sign-in page, issue 40). It is built
// into the host's folder after the host (which cleans the folder first), its scripts under
// `<name>/`, its assets (the font) under the host's own names, so the browser reuses them when
// the application starts after it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InlineCssPlugin } from './inline-css-plugin.mjs';
import { InlineFaviconPlugin } from './inline-favicon-plugin.mjs';
import { commonPlugins, moduleRules } from './webpack-config.mjs';

const sharedDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {object} page
 * @param {string} page.dir       absolute path of the app's package (the host)
 * @param {string} page.name      the page's name: its script folder and `<name>.html`
 * @param {string} page.entry     its entry module, relative to `dir`
 * @param {string} page.after     the build that must finish first (the host's, which cleans `dist`)
 */
export function createPageConfig(page, argv = {}) {
  const production = argv.mode !== 'development';
  const scripts = production ? `${page.name}/[name].[contenthash:10].js` : `${page.name}/[name].js`;
  return {
    name: page.name,
    dependencies: [page.after],
    mode: production ? 'production' : 'development',
    context: page.dir,
    entry: { [page.name]: page.entry },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(page.dir, 'dist'),
      publicPath: '/',
      filename: scripts,
      chunkFilename: scripts,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: page.name,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: { rules: moduleRules(production) },
    plugins: [
      ...commonPlugins(page, production),
      new HtmlWebpackPlugin({
        template: join(page.dir, 'public/index.html'),
        filename: `${page.name}.html`,
      }),
      new InlineCssPlugin(),
      new InlineFaviconPlugin(join(sharedDir, 'assets/favicon.svg')),
    ],
    optimization: production ? { splitChunks: { chunks: 'async' } } : {},
    performance: { hints: false },
  };
}
