import { composePage, type PageParts } from './page-document';

/** The parts of the shell's index.html that composePage rewrites, and nothing else. */
const SHELL_HTML =
  '<!doctype html><html lang="es-MX"><head><title>Financiera</title><meta name="description" content="Financiera">' +
  '<script defer fetchpriority="high" src="/v1/main.js"></script><link as="script" href="/v1/128.js" rel="preload">' +
  `<style>.fvc-boot{color:gray}</style></head>` +
  '<body><noscript>Activa JavaScript</noscript><div id="root"></div><p class="fvc-boot">Cargando…</p>' +
  '</body></html>';

const parts = (overrides: Partial<PageParts>): PageParts => ({
  shellHtml: SHELL_HTML,
  headScript: 'document.documentElement.classList.add("marcada")',
  body: '<h1>Noticia</h1>',
  css: 'h1{color:red}',
  inlinedStylesheets: [],
  queries: { mutations: [], queries: [] },
  page: { remote: 'home', manifest: 'http://localhost:3000/mf/home/v1/mf-manifest.json' },
  ...overrides,
});

describe('composePage', () => {
  it('keeps the shell\'s deferred scripts, without the start-up preloads that would compete with the LCP image', () => {
    const html = composePage(parts({}));
    expect(html).toContain('<script defer src="/v1/main.js"></script>');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('fetchpriority');
    // The head script as the build wrote it, before the body: it runs before the first paint.
    expect(html.indexOf('<script>document.documentElement.classList.add("marcada")</script>')).toBeLessThan(html.indexOf('<body>'));
    expect(html).not.toContain('Cargando…');
  });

  it('writes a title and description taken from content as text, whatever they contain', () => {
    // `$'`, `` $` `` and `$&` are replacement patterns of String#replace: each would paste a piece of the page.
    const title = `Tasa 0 $' en "mayo" & <junio> $\` $&`;
    const description = `Ahorra $' y "más" <hoy> $$`;
    const html = composePage(parts({ title, description }));
    expect(html).toContain(`<title>Tasa 0 $' en "mayo" &amp; &lt;junio> $\` $&amp;</title>`);
    expect(html).toContain(`<meta name="description" content="Ahorra $' y &quot;más&quot; &lt;hoy> $$">`);
    // The page itself is where it belongs, once.
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><h1>Noticia</h1></div>');
  });

  it('inlines style sheets that contain replacement patterns as they are', () => {
    const html = composePage(parts({ css: `.precio::before{content:"$'"}` }));
    expect(html).toContain(`<style>.precio::before{content:"$'"}</style>`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});
