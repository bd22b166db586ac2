import { REMOTE_HEAD_START_SCRIPT, remoteHeadStartHtml } from '../../../scripts/lib/remote-head-start';
import { matchRoute } from './match-route';
import { ROUTES } from './route-table';

const REGISTRY = {
  apiUrl: 'https://sitio.example',
  remotes: Object.fromEntries(['home', 'plans', 'calculator', 'dealers', 'account'].map((name) => [name, `https://sitio.example/mf/${name}/v1/mf-manifest.json`])),
};

/** The shell's page head as the build writes it, at `pathname`; what the head start preloads there. */
function preloadsAt(pathname: string): Array<{ as: string; href: string; crossOrigin: string | null }> {
  document.head.innerHTML =
    `<script id="fvc-runtime-config" type="application/json">${JSON.stringify(REGISTRY)}</script>` +
    remoteHeadStartHtml({ entry: 'remoteEntry.js', routes: ROUTES.map(({ path, remote }) => [path, remote]) });
  window.history.replaceState(null, '', pathname);
  // The same text the page runs (jsdom does not run scripts set through innerHTML).
  new Function(REMOTE_HEAD_START_SCRIPT)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.as,
    href: link.href,
    crossOrigin: link.crossOrigin,
  }));
}

describe("the page's head start on its remote", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

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

  it('leaves the page as it was when the registry is not in it (a development server)', () => {
    document.head.innerHTML = '<script id="fvc-runtime-config" type="application/json"><!--# include virtual="/runtime-config.json" --></script>';
    window.history.replaceState(null, '', '/acceso');
    expect(() => new Function(REMOTE_HEAD_START_SCRIPT)()).not.toThrow();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
