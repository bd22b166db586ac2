import nock from 'nock';
import { REMOTE_HEAD_START_SCRIPT, remoteHeadStartHtml } from '../../../scripts/lib/remote-head-start';
import type { RouteFiles } from '../../../scripts/lib/route-files-plugin';
import { matchRoute } from './match-route';
import { ROUTES } from './route-table';

const REGISTRY = {
  apiUrl: 'https://sitio.example',
  remotes: Object.fromEntries(['home', 'plans', 'calculator', 'dealers', 'account'].map((name) => [name, `https://sitio.example/mf/${name}/v1/mf-manifest.json`])),
};

/** What a preload link asks for. */
type Preload = { as: string; href: string; crossOrigin: string | null };

function preloadsInHead(): Preload[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.as,
    href: link.href,
    crossOrigin: link.crossOrigin,
  }));
}

/** The shell's page head as the build writes it, at `pathname`; what the head start preloads at once. */
function preloadsAt(pathname: string): Preload[] {
  document.head.innerHTML =
    `<script id="fvc-runtime-config" type="application/json">${JSON.stringify(REGISTRY)}</script>` +
    remoteHeadStartHtml({ entry: 'remoteEntry.js', files: 'route-files.json', routes: ROUTES.map(({ path, remote }) => [path, remote]) });
  window.history.replaceState(null, '', pathname);
  // The same text the page runs (jsdom does not run scripts set through innerHTML).
  new Function(REMOTE_HEAD_START_SCRIPT)();
  return preloadsInHead();
}

/** A remote's route files, as its build writes them (scripts/lib/route-files-plugin.ts). */
const ACCOUNT_ROUTE_FILES: RouteFiles = {
  routes: ['__federation_expose_routes.1.css', '__federation_expose_routes.1.js'],
  screens: [
    ['/my-account/home', ['query-cache.1.js', 'account-home.1.js', 'account-home.1.css']],
    ['/my-account/contracts/:id', ['query-cache.1.js', 'contract-detail.1.js']],
  ],
};

const account = (file: string) => `https://sitio.example/mf/account/v1/${file}`;

/**
 * Preloads of the route files, once the API stub (`answered`) has answered and the page has read
 * the answer: a few turns of the event loop after the response, for its body and the two `then`s.
 */
async function routeFilePreloadsAt(pathname: string, answered: nock.Scope): Promise<Preload[]> {
  const atOnce = preloadsAt(pathname).length;
  for (let waited = 0; !answered.isDone() && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(answered.isDone()).toBe(true);
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  return preloadsInHead().slice(atOnce);
}

describe("the page's head start on its remote", () => {
  // Every remote's route files answer 404 unless a test says otherwise: the head start only
  // preloads the manifest and the entry then.
  beforeAll(() => nock.disableNetConnect());
  afterAll(() => nock.enableNetConnect());
  beforeEach(() => nock('https://sitio.example').persist().get(/\/route-files\.json$/).reply(404));
  afterEach(() => {
    nock.cleanAll();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    '/',
    '/acceso',
    '/my-account',
    '/my-account/home',
    '/My-Account/balances/',
    '/my-accounts',
    '/calculadora/paso-2',
    '/planes-financiamiento',
    '/planes-financiamiento/credito-directo',
    '/noticias/nueva-flota',
    '/distribuidores/',
    '/paymentok.html',
    '/ruta-que-no-existe',
  ])('preloads at %s the remote the shell\'s router gives the page', (pathname) => {
    const owner = matchRoute(pathname)?.remote;
    expect(preloadsAt(pathname)).toEqual(
      owner
        ? [
            { as: 'fetch', href: `https://sitio.example/mf/${owner}/v1/mf-manifest.json`, crossOrigin: 'anonymous' },
            { as: 'script', href: `https://sitio.example/mf/${owner}/v1/remoteEntry.js`, crossOrigin: null },
          ]
        : [],
    );
  });

  it.each([
    ['/my-account/home', ['query-cache.1.js', 'account-home.1.js', 'account-home.1.css']],
    ['/My-Account/Home/', ['query-cache.1.js', 'account-home.1.js', 'account-home.1.css']],
    ['/my-account/contracts/c-17', ['query-cache.1.js', 'contract-detail.1.js']],
    ['/my-account/contracts', []],
    ['/my-account/contracts/c-17/extra', []],
    ['/acceso', []],
  ])("preloads at %s the remote's routes module, then the files of the screen it is", async (pathname, screenFiles) => {
    nock.cleanAll();
    const answered = nock('https://sitio.example').get('/mf/account/v1/route-files.json').reply(200, ACCOUNT_ROUTE_FILES);
    const asType = (file: string) => (file.endsWith('.css') ? 'style' : 'script');
    expect(await routeFilePreloadsAt(pathname, answered)).toEqual(
      [...ACCOUNT_ROUTE_FILES.routes, ...screenFiles].map((file) => ({ as: asType(file), href: account(file), crossOrigin: null })),
    );
  });

  it.each([
    // A JSON answer, so only the status tells it apart.
    ['a remote without route files (404)', () => nock('https://sitio.example').get('/mf/account/v1/route-files.json').reply(404, ACCOUNT_ROUTE_FILES)],
    ['route files that are not JSON', () => nock('https://sitio.example').get('/mf/account/v1/route-files.json').reply(200, '<html>')],
    ['a network failure', () => nock('https://sitio.example').get('/mf/account/v1/route-files.json').replyWithError('caída')],
  ])('preloads only the manifest and the entry with %s', async (_case, answer) => {
    nock.cleanAll();
    expect(await routeFilePreloadsAt('/my-account/home', answer())).toEqual([]);
    expect(preloadsInHead().map(({ href }) => href)).toEqual([account('mf-manifest.json'), account('remoteEntry.js')]);
  });

  it('leaves the page as it was when the registry is not in it (a development server)', () => {
    document.head.innerHTML = '<script id="fvc-runtime-config" type="application/json"><!--# include virtual="/runtime-config.json" --></script>';
    window.history.replaceState(null, '', '/acceso');
    expect(() => new Function(REMOTE_HEAD_START_SCRIPT)()).not.toThrow();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
