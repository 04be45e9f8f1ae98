// One webpack configuration for the host and every remote; each app passes what is its own.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { BuildRecordPlugin } from './build-record-plugin.mjs';
import { InlineCssPlugin } from './inline-css-plugin.mjs';
import { InlineFaviconPlugin } from './inline-favicon-plugin.mjs';
import { NavigationPlugin } from './navigation-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { createSharedConfig } from './shared-config.mjs';
import { TabsterKitPlugin } from './tabster-kit-plugin.mjs';

const require = createRequire(import.meta.url);
const ESM_CONDITIONS = ['import', 'module', 'browser', 'default'];
const sharedDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The host carries the one Module Federation runtime of the page and production remotes use it,
 * instead of each remote entry shipping its own copy (~20 KB gzip per remote). A remote's dev
 * build keeps its own runtime so that it also runs standalone.
 */
function federationExperiments(isHost, production) {
  // Remotes are registered by their remoteEntry.js (checked against its recorded sha-384), not
  // by mf-manifest.json: the runtime then needs no manifest snapshot code (a smaller host
  // entry) and the browser one request less per remote.
  const optimization = { target: 'web', disableSnapshot: true };
  if (isHost) return { provideExternalRuntime: true, optimization };
  return production ? { externalRuntime: true, optimization } : { optimization };
}

/** The loaders every build uses: TypeScript by swc, Fluent's theme as a literal, CSS, assets. */
export function moduleRules(production) {
  return [
    {
      // The federation runtime's packages ship both CommonJS and ESM builds, and its pieces
      // reach each other both by `require` and by `import`: without this rule the host's
      // entry carried two copies of the runtime core (~20 KB gzip more than one).
      test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@module-federation[\\/]/,
      resolve: {
        conditionNames: ESM_CONDITIONS,
        byDependency: { commonjs: { conditionNames: ESM_CONDITIONS } },
      },
    },
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules[\\/](?!@crm)/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
        },
      },
    },
    {
      test: /[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]themes[\\/]web[\\/]lightTheme\.js$/,
      use: require.resolve('./fluent-light-theme-loader.cjs'),
    },
    {
      test: /\.css$/,
      use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
    },
    { test: /\.(woff2?|ttf|png|svg|ico)$/, type: 'asset/resource' },
  ];
}

/**
 * The plugins every build uses: compile-time constants, Fluent's token names and Tabster's kit in
 * place of their own modules, CSS files, and (in production) the compressed copies.
 */
export function commonPlugins(app, production) {
  return [
    new MiniCssExtractPlugin({
      filename: production ? '[name].[contenthash:10].css' : '[name].css',
    }),
    new (require('webpack').DefinePlugin)({
      __DEV__: JSON.stringify(!production),
      ...Object.fromEntries(
        Object.entries(app.define ?? {}).map(([key, value]) => [key, JSON.stringify(value)]),
      ),
    }),
    new (require('webpack').NormalModuleReplacementPlugin)(
      /[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/,
      join(sharedDir, 'federation', 'fluent-tokens.js'),
    ),
    new TabsterKitPlugin(),
    ...(production ? [new PrecompressPlugin()] : []),
  ];
}

/**
 * @param {object} app
 * @param {string} app.dir          absolute path of the app's package
 * @param {string} app.name         federation container name (a JS identifier)
 * @param {'host'|'remote'} app.kind
 * @param {number} app.devPort
 * @param {Record<string,string>} [app.exposes]
 * @param {Record<string, unknown>} [app.define]  compile-time constants
 * @param {Record<string, object>} [app.cacheGroups]  the app's own split chunks (production)
 */
export function createWebpackConfig(app, argv = {}) {
  const production = argv.mode !== 'development';
  const isHost = app.kind === 'host';
  const navigation = join(app.dir, 'src', 'navigation.ts');
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/main.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(app.dir, 'dist'),
      // Remotes live under a versioned URL only known when released, so their chunks resolve
      // relative to the entry ('auto'); the host is always served from the site root.
      publicPath: isHost ? '/' : 'auto',
      // The federation runtime module asks for the entry's file name before content hashes
      // exist (it only needs the folder depth), so the hash is added only once it is known.
      filename: (pathData) =>
        production && pathData.chunk?.contentHash?.javascript
          ? '[name].[contenthash:10].js'
          : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
    module: { rules: moduleRules(production) },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared: createSharedConfig(app.dir, { eager: isHost }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: federationExperiments(isHost, production),
      }),
      ...commonPlugins(app, production),
      ...(!isHost && existsSync(navigation) ? [new NavigationPlugin(navigation)] : []),
      // What the build was made against, compared by the server at release time.
      new BuildRecordPlugin(app),
      ...(isHost || !production
        ? [
            new HtmlWebpackPlugin({ template: join(app.dir, 'public/index.html') }),
            new InlineCssPlugin(),
            new InlineFaviconPlugin(join(sharedDir, 'assets/favicon.svg')),
          ]
        : []),
    ],
    // A page loads its chunks in one step, so fewer, larger chunks cost fewer requests; the
    // limit merges webpack's default split (one chunk per shared vendor group) into at most a
    // few per page, at the price of some bytes repeated between pages. Both limits count
    // modules' source before minification, and webpack ignores maxAsyncRequests for a group of
    // more than `enforceSizeThreshold` (50 KB of source by default, which Fluent's icons alone
    // exceed): without raising it a report page still came in seven chunks.
    optimization: production
      ? {
          splitChunks: {
            chunks: 'async',
            maxAsyncRequests: 2,
            minSize: 80_000,
            enforceSizeThreshold: Infinity,
            cacheGroups: {
              // Merged into each page's chunk, the form library came once per form page of an
              // app (six copies of 14 KB gzip in the account remote): one chunk of its own.
              forms: {
                test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-hook-form[\\/]/,
                name: 'react-hook-form',
                chunks: 'async',
                enforce: true,
              },
              ...app.cacheGroups,
            },
          },
        }
      : {},
    performance: { hints: false },
    devServer: {
      port: app.devPort,
      historyApiFallback: true,
      // The host's dev server forwards everything that is not its own bundle to the API server.
      proxy: isHost
        ? [
            {
              context: [
                '/api',
                '/remotes',
                '/connect',
                '/.well-known',
                '/account/interaction',
                '/health',
              ],
              target: `http://localhost:${process.env.PORT ?? 3000}`,
            },
          ]
        : [],
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
    },
  };
}
