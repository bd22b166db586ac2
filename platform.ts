/**
 * The deployable apps of the platform and their local ports: one list read by the Rspack factory,
 * the start/dev scripts, the end-to-end tests and the benchmark. docker-compose.yml mirrors it.
 */
export interface AppSpec {
  /** Workspace folder. */
  dir: string;
  /** Module Federation name; remotes are registered under it in the runtime registry. */
  federationName: string;
  port: number;
}

export const API_PORT = 4000;

/** The bank gateway simulator (gateway-simulator/): the hosted card page and the bank's server. */
export const GATEWAY_PORT = 4100;
/** The default map tiles' origin (mf-dealers map-tiles.ts), allowed by the pages' CSP. */
export const MAP_TILES_ORIGIN = 'https://tile.openstreetmap.org';
/** The video player the banner embeds (its slides' `videourl`, demo content), allowed by the pages' CSP. */
export const VIDEO_PLAYER_ORIGIN = 'https://video.financieravial.example';

export const SHELL: AppSpec = { dir: 'shell', federationName: 'shell', port: 3000 };

export const REMOTES: readonly AppSpec[] = [
  { dir: 'mf-home', federationName: 'home', port: 3001 },
  { dir: 'mf-plans', federationName: 'plans', port: 3002 },
  { dir: 'mf-calculator', federationName: 'calculator', port: 3003 },
  { dir: 'mf-dealers', federationName: 'dealers', port: 3004 },
  { dir: 'mf-account', federationName: 'account', port: 3005 },
  // The company's staff (issue #71): loaded only under /backoffice, never prerendered.
  { dir: 'mf-backoffice', federationName: 'backoffice', port: 3006 },
];

export const APPS: readonly AppSpec[] = [SHELL, ...REMOTES];

/**
 * One origin for the visitor (issue #15, docs/decisions/0016): the shell's origin serves each
 * remote under this path and the API under API_PATHS, passing the requests to their deployments.
 */
export function remotePath(remote: AppSpec): string {
  return `/mf/${remote.federationName}`;
}

/** The API's paths on the visitors' origin: its routes and the images it serves. */
export const API_PATHS = ['/api', '/media'] as const;

export function findApp(dir: string): AppSpec {
  const app = APPS.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app folder: ${dir}`);
  return app;
}

/**
 * The prerendered pages' one inline script (shell/src/head-script.ts, docs/decisions/0053): the
 * shell's build writes it and, beside it, its CSP hash, which the static server and nginx put in
 * the pages' policy and the prerender job inlines with the script.
 */
export const HEAD_SCRIPT_FILE = 'head-script.js';
export const HEAD_SCRIPT_HASH_FILE = 'head-script.csp-hash';

/** Where an app's Node build goes, beside its browser files: `ssr/app.cjs` (shell), `ssr/routes.cjs` (remote). */
export const SSR_DIR = 'ssr';
export const SSR_SHELL_FILE = 'app.cjs';
export const SSR_REMOTE_FILE = 'routes.cjs';

/**
 * Where the page carries the registry (`/runtime-config.json`): the static server and nginx (SSI)
 * replace this comment with the registry as it is at that request, so the shell starts without a
 * round trip for it (issue #15). Left as it is (the dev server), the shell fetches the file.
 */
export const RUNTIME_CONFIG_MARKER = '<!--# include virtual="/runtime-config.json" -->';

/**
 * The registry of the site as visitors reach it (`npm start`, docker-compose): the API and every
 * remote on the shell's origin, under the paths above (issue #15). The dev servers keep
 * `localRuntimeConfig` (build/rspack.base.ts), one origin per app.
 */
export function siteRuntimeConfig(siteOrigin = `http://localhost:${SHELL.port}`) {
  return {
    apiUrl: siteOrigin,
    remotes: Object.fromEntries(REMOTES.map((remote) => [remote.federationName, `${siteOrigin}${remotePath(remote)}/mf-manifest.json`])),
  };
}

/** Each remote's federation entry, beside its manifest (`<remote>/remoteEntry.js`). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
