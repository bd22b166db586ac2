/**
 * One factory for every app's Rspack + Module Federation 2.0 configuration, so the shell and the
 * six remotes agree on what is shared, how files are named and how they load (docs/architecture.md §2).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type SwcLoaderOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  API_PORT,
  findApp,
  HEAD_SCRIPT_FILE,
  HEAD_SCRIPT_HASH_FILE,
  REMOTE_ENTRY_FILE,
  REMOTES,
  RUNTIME_CONFIG_MARKER,
  SSR_DIR,
  SSR_REMOTE_FILE,
  SSR_SHELL_FILE,
  type AppSpec,
} from '../platform';
import { minifierWithCompileHint } from './compile-hint';
import { CspHashPlugin } from './csp-hash-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { StartUpPreloadPlugin } from './start-up-preload-plugin';

export interface AppConfigOptions {
  /** Absolute path of the app folder (use `import.meta.dirname`). */
  root: string;
  /** Page title of the standalone HTML page. */
  title: string;
  /** Present for remotes: what the remote exposes (`./routes`). */
  exposes?: Record<string, string>;
  /**
   * The module of the app's Node build for the prerender job (issue #15, docs/decisions/0013):
   * the shell's `./src/ssr.tsx`, a remote's `./routes`. Apps without one are not prerendered.
   */
  ssrEntry?: string;
  /**
   * Libraries that load together in one file (name -> what matches their modules), instead of the
   * several files the default chunk splitting makes of a library shared by lazy screens: each file
   * is a request and a task of its own on a page that needs them all (issue #15).
   */
  libraryChunks?: Record<string, RegExp>;
  /**
   * The prerendered pages' inline head script (the shell's `./src/head-script.ts`), bundled on its
   * own into HEAD_SCRIPT_FILE with its CSP hash beside it (docs/decisions/0053).
   */
  headScript?: string;
}


/** What a Node build takes from the page instead of bundling: every shared module, and the router. */
function isSharedModule(request: string): boolean {
  if (request === 'react-router') return true;
  return Object.keys(SHARED).some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

/** React's and React DOM's entry points, zustand, our session store and router facade: a few KiB in all. */
const SMALL_START_UP_SHARED =
  /[\\/](node_modules[\\/](react[\\/](index|jsx-runtime|cjs[\\/]react(-jsx-runtime)?\.production)\.js|react-dom[\\/](index|cjs[\\/]react-dom\.production)\.js|zustand[\\/])|shared[\\/]src[\\/](session|router)[\\/])/;


const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * One React, one router and one session store in the page. `react/` and `react-dom/` share the
 * subpaths (`react/jsx-runtime`, `react-dom/client`), or a second React sneaks in. The router is
 * shared through its facade, `@fvc/shared/router`, never as react-router: a shared package goes
 * to the browser whole, the facade only with what the apps use (issue #15, docs/decisions/0012).
 * `@fvc/shared/session` and the router facade are our singletons (they hold state or context);
 * the API client and UI components are bundled by each app so a remote can ship newer ones
 * without a shell rebuild (docs/decisions/0004). DOMPurify is shared by npm version, so equal
 * versions load once.
 */
const SHARED = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  zustand: singleton('^5.0.0'),
  'zustand/': singleton('^5.0.0'),
  // One TanStack Query in the page (docs/decisions/0047): each app still has its own client.
  '@tanstack/react-query': singleton('^5.0.0'),
  '@fvc/shared/session': { ...singleton('^1.0.0'), version: '1.0.0' },
  // Its export list is the version: a new name is 1.1.0, and remotes that need it ask for ^1.1.0.
  '@fvc/shared/router': { ...singleton('^1.0.0'), version: '1.0.0' },
  dompurify: { requiredVersion: '^3.0.0' },
};

/**
 * The federation runtime as ES modules (issue #15). The plugin finds its runtime packages with
 * `require.resolve`, which picks their CommonJS builds: those cannot be tree-shaken and made the
 * shell's first script much larger. Each CommonJS entry the plugin names is aliased to
 * the ESM build of the same package and version, whose own imports then stay ESM.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const requireHere = createRequire(import.meta.url);
  const packages = ['runtime-tools', 'webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk', 'error-codes', 'inject-external-runtime-core-plugin'];
  return Object.fromEntries(
    packages.map((name) => {
      const commonJs = requireHere.resolve(`@module-federation/${name}`);
      const folder = commonJs.slice(0, commonJs.lastIndexOf(`${path.sep}dist${path.sep}`));
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { exports: { '.': { import: { default: string } } } };
      return [commonJs, path.join(folder, manifest.exports['.'].import.default)];
    }),
  );
}

/**
 * react-router's production build (issue #15). Its package.json names only the development build,
 * for every bundler and mode (remix-run/react-router#14102), so production pages ran its dev
 * warnings: the checks, and the messages built on each render. The production build is the same
 * code with those turned off. The browser builds import react-router through the router facade
 * only; the shell's Node build (ssr.tsx) takes it from node_modules as it is (isSharedModule).
 */
function reactRouterProductionBuild(): Record<string, string> {
  const development = createRequire(import.meta.url).resolve('react-router');
  const dist = development.slice(0, development.lastIndexOf(`${path.sep}development${path.sep}`));
  return { 'react-router$': path.join(dist, 'production', 'index.mjs') };
}

/** What `/runtime-config.json` says for local runs; production servers write their own. */
export function localRuntimeConfig(host = 'localhost') {
  return {
    apiUrl: `http://${host}:${API_PORT}`,
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [remote.federationName, `http://${host}:${remote.port}/mf-manifest.json`]),
    ),
  };
}


/** Served beside a remote's standalone page; built by `federationRuntimeProviderConfig`. */
const RUNTIME_PROVIDER_FILE = 'federation-runtime.js';

// The tab icon: the brand's blue rounded square, a 32×32 PNG, inline. Not an SVG: Chromium opens
// an SVG icon as one more document on the page's main thread after every load (issue #15,
// decision 0021).
const TAB_ICON_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAZ0lEQVR42u3XsRFAERRE0ZdLFKQVPehUSRiDecFP/RXcYGdke4ishZTNpYzUkXYpdXWczn2Il4u/INED/iz3CNvP3kQpqtufVzBh+QwAAAAAAAAAAAAAAE8A5N9y+TCRT7MnxqlsnncbtW07x4X3nwAAAABJRU5ErkJggg==';

/**
 * What a client-rendered page shows from its HTML until the app draws: a page left white for the
 * seconds its scripts take on a slow phone looks broken, and it held back the customer area's
 * first contentful paint (issue #15). Outside #root, so React never meets it; CSS hides it as soon
 * as #root has content (the app's first render, or the start-up's own error), without a script.
 * Fixed in place: the page's stylesheets arrive before the first render and move what flows
 * (#root takes the screen's height), which would be a layout shift of the whole notice.
 * A prerendered page drops it (site/prerender/page-document.ts).
 */
export const BOOT_NOTICE = '<p class="fvc-boot" role="status">Cargando…</p>';
const BOOT_NOTICE_STYLE =
  '.fvc-boot{position:fixed;top:40vh;left:0;right:0;margin:0;text-align:center;font:1rem/1.5 system-ui,sans-serif;color:#4a5563}' +
  '#root:not(:empty)+.fvc-boot{display:none}@media (scripting:none){.fvc-boot{display:none}}';

function htmlTemplate(title: string, externalRuntime: boolean): string {
  // Plain `defer` scripts run in document order: the provider before the injected entry.
  const runtimeProvider = externalRuntime ? `\n    <script defer src="/${RUNTIME_PROVIDER_FILE}"></script>` : '';
  return `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Financiamiento de camiones y autobuses: crédito, arrendamiento y seguros." />
    <meta name="theme-color" content="#0b3c5d" />
    <link rel="icon" href="${TAB_ICON_PNG}" />
    <title>${title}</title>
    <style>${BOOT_NOTICE_STYLE}</style>
    <script id="fvc-runtime-config" type="application/json">${RUNTIME_CONFIG_MARKER}</script>${runtimeProvider}
  </head>
  <body>
    <noscript>Para usar este sitio necesitas activar JavaScript en tu navegador.</noscript>
    <div id="root"></div>${BOOT_NOTICE}
  </body>
</html>`;
}

export function createAppConfig(options: AppConfigOptions): Configuration | Configuration[] {
  const app: AppSpec = findApp(path.basename(options.root));
  const isProduction = process.env.NODE_ENV !== 'development';
  const outputPath = process.env.FVC_OUTPUT_DIR
    ? path.resolve(process.env.FVC_OUTPUT_DIR)
    : path.join(options.root, 'dist');
  // Which build of a remote is live is visible in the page (data-release), which is how the
  // independent-deployment test tells two builds apart.
  const release = process.env.FVC_RELEASE ?? '1.0.0';
  const isRemote = options.exposes !== undefined;
  // Production remotes use the shell's federation runtime (docs/decisions/0005). Dev servers keep
  // their own: bytes do not matter there, and a second compiler does not mix with lazy compilation.
  const externalRuntime = isRemote && isProduction;

  const swcOptions: SwcLoaderOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !isProduction } },
    },
    env: { targets: BROWSER_TARGETS },
  };

  const appConfig: Configuration = {
    name: app.dir,
    context: options.root,
    mode: isProduction ? 'production' : 'development',
    // Production maps are written beside dist, never into it, and the files carry no link to them:
    // they are for error tracking, not for anyone reading the site (issue #14).
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: outputPath,
      // The federation runtime resolves chunk URLs from the manifest's origin (docs/architecture.md §2).
      publicPath: 'auto',
      uniqueName: app.federationName,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Beside the served folder (dist → dist-source-maps), so no static server can hand them out.
      sourceMapFilename: `../${path.basename(outputPath)}-source-maps/[file].map`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      alias: { ...federationRuntimeAsEsm(), ...(isProduction ? reactRouterProductionBuild() : {}) },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: swcOptions,
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __FVC_RELEASE__: JSON.stringify(release) }),
      // Files served as they are (the shell's robots.txt).
      ...(existsSync(path.join(options.root, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(options.root, 'public') }] })]
        : []),
      // Absolute script URLs in the HTML: the page is served for deep paths too (/noticias/12).
      // Chunks still resolve from the script's own URL (publicPath 'auto').
      new rspack.HtmlRspackPlugin({ templateContent: htmlTemplate(options.title, externalRuntime), publicPath: '/' }),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: REMOTE_ENTRY_FILE,
        exposes: options.exposes ?? {},
        // The shell registers remotes at run time from its registry file; nothing here.
        remotes: {},
        shared: SHARED,
        // Already-loaded shared modules win, so one dead remote cannot stall start-up.
        shareStrategy: 'loaded-first',
        // A remote's manifest names its Node build, which the prerender job loads (issue #15).
        manifest:
          isRemote && options.ssrEntry
            ? {
                additionalData: ({ stats }) => {
                  stats.metaData.ssrRemoteEntry = { path: SSR_DIR, name: SSR_REMOTE_FILE, type: 'commonjs-module' };
                  return stats;
                },
              }
            : true,
        // Remote types: the shell consumes remotes through the typed `RemoteRoutesModule`
        // contract in @fvc/shared/federation, so there are no generated or hand-written
        // `declare module` lines to keep in step (docs/decisions/0002).
        dts: false,
        // One federation runtime per page, the shell's: remotes take it as an external instead of
        // each shipping a copy of their own (docs/decisions/0005). These builds only run in a
        // browser (the prerender job's Node builds have no federation plugin), so the runtime's
        // Node paths are left out of the shell's main.js (issue #15).
        experiments: {
          ...(isRemote ? { externalRuntime } : { provideExternalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      // The shell's client-rendered page fetches its start-up files beside main.js (issue #15).
      // DOMPurify is shared so equal versions load once, but only an alert with rich text needs it.
      ...(isProduction && !isRemote ? [new StartUpPreloadPlugin({ entry: 'main', onDemandPackages: ['dompurify'] })] : []),
      // Served as they are by the static server and nginx (issue #15).
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      // Scripts marked for V8 to compile while they download, off the main thread (issue #15,
      // decision 0024); CSS as by default.
      minimizer: [minifierWithCompileHint(), new rspack.LightningCssMinimizerRspackPlugin()],
      // No runtimeChunk: a separate runtime chunk breaks a remote's single entry (docs/architecture.md §2).
      runtimeChunk: false,
      splitChunks: {
        cacheGroups: {
          // Each shared package is a file of its own by default. The small ones every page starts
          // with come in one: each script element takes time to add on a cold page, and each file a
          // request and a task of its own (issue #15, docs/decisions/0019). React DOM's client and
          // react-router keep their own files, to download beside it.
          startUpShared: { name: 'start-up-shared', test: SMALL_START_UP_SHARED, chunks: 'async', enforce: true, priority: 20 },
          ...Object.fromEntries(
            Object.entries(options.libraryChunks ?? {}).map(([name, test]) => [name, { name, test, chunks: 'async' as const, enforce: true, priority: 10 }]),
          ),
        },
      },
    },
    performance: { hints: false },
    // The dev server's lazy compilation breaks the federation entry's async boundary (the page
    // stays blank behind a hot-update error); everything compiles up front instead.
    lazyCompilation: false,
    devServer: {
      port: app.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares: (middlewares) => [
        {
          name: 'runtime-config',
          path: '/runtime-config.json',
          middleware: (_req: unknown, res: { setHeader: (k: string, v: string) => void; end: (body: string) => void }) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(localRuntimeConfig()));
          },
        },
        ...middlewares,
      ],
    },
  };
  const configs: Configuration[] = [appConfig];
  if (isProduction && options.ssrEntry) configs.push(ssrConfig(options, appConfig, { outputPath, isRemote, release, swcOptions }));
  if (isProduction && options.headScript) configs.push(headScriptConfig(options.headScript, appConfig, outputPath));
  if (!externalRuntime) return configs.length === 1 ? appConfig : configs;
  return [
    ...configs,
    {
      name: `${app.dir}-federation-runtime`,
      // After the app, whose build empties the output folder.
      dependencies: [app.dir],
      context: options.root,
      mode: appConfig.mode,
      devtool: false,
      entry: { 'federation-runtime': path.join(import.meta.dirname, 'federation-runtime-provider.ts') },
      output: { path: outputPath, filename: RUNTIME_PROVIDER_FILE, clean: false },
      resolve: appConfig.resolve,
      module: { rules: [appConfig.module!.rules![0]!] },
      optimization: { minimizer: [minifierWithCompileHint()] },
      plugins: [
        // Browser only, as in the app's own build (experiments.optimization.target above).
        new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
        ...(appConfig.mode === 'production' ? [new PrecompressPlugin()] : []),
      ],
    },
  ];
}

/**
 * The prerendered pages' head script, a file of its own: no federation, no runtime, one IIFE the
 * prerender job inlines (docs/decisions/0053).
 */
function headScriptConfig(entry: string, appConfig: Configuration, outputPath: string): Configuration {
  return {
    name: `${appConfig.name}-head-script`,
    // After the app, whose build empties the output folder.
    dependencies: [appConfig.name!],
    context: appConfig.context,
    mode: 'production',
    devtool: false,
    entry: { 'head-script': entry },
    output: { path: outputPath, filename: HEAD_SCRIPT_FILE, iife: true, clean: false },
    resolve: appConfig.resolve,
    module: { rules: [appConfig.module!.rules![0]!] },
    plugins: [new CspHashPlugin({ script: HEAD_SCRIPT_FILE, hashFile: HEAD_SCRIPT_HASH_FILE })],
  };
}

/**
 * The app's Node build for the prerender job (docs/decisions/0013): one CommonJS file, with the
 * page's shared modules left out. The job gives them: React from its own node_modules, the router
 * facade and the session store from the shell's Node build, as the federation runtime does in the
 * browser. Styles are the browser build's business (the job inlines its CSS files).
 */
function ssrConfig(
  options: AppConfigOptions,
  appConfig: Configuration,
  { outputPath, isRemote, release, swcOptions }: { outputPath: string; isRemote: boolean; release: string; swcOptions: SwcLoaderOptions },
): Configuration {
  // The shell's Node build carries the page singletons of our own (router facade, session store)
  // and hands them to the remotes'; React, zustand and the rest come from the job's node_modules.
  const leftOut = (request: string) => isSharedModule(request) && (isRemote || !request.startsWith('@fvc/'));
  return {
    name: `${appConfig.name}-ssr`,
    // After the app, whose build empties the output folder.
    dependencies: [appConfig.name!],
    context: options.root,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { ssr: options.ssrEntry! },
    output: {
      path: path.join(outputPath, SSR_DIR),
      filename: isRemote ? SSR_REMOTE_FILE : SSR_SHELL_FILE,
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      clean: false,
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => (request && leftOut(request) ? callback(undefined, `commonjs ${request}`) : callback()),
    ],
    resolve: appConfig.resolve,
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { ...swcOptions, env: { targets: 'node 20' } },
          type: 'javascript/auto',
        },
        // Styles are not rendered in Node; an import of one is an empty module here.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __FVC_RELEASE__: JSON.stringify(release) }),
      // One file: the job evaluates it by itself, with no chunk loading.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
