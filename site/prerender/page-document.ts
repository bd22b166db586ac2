/**
 * A prerendered page (docs/decisions/0013, 0053): the shell's own index.html with the route drawn
 * into #root, its styles inline, the data it was drawn with, the shell's scripts as the page names
 * them (deferred, so they run once the HTML is parsed) and the shell's head script, which marks a
 * signed-in tab and the notices closed earlier before the first paint.
 */
import { PAGE_QUERIES_ID, PRERENDERED_PAGE_ID } from '@fvc/shared/api';

/** What a prerendered page says to a browser with JavaScript off. */
export const PRERENDERED_NOSCRIPT_NOTICE =
  'Puedes leer esta página sin JavaScript; para usar sus menús, formularios y la calculadora, actívalo en tu navegador.';

/** What a browser with JavaScript off applies instead of the notices it could not close. */
export const NOTICES_WITHOUT_SCRIPTS_STYLE = '[data-notice]{display:none}';

/** What the page tells the shell: which remote build it was drawn with. */
export interface PrerenderedPage {
  remote: string;
  manifest: string;
}

export interface PageParts {
  /** The shell version's index.html (script URLs already under /<version>/). */
  shellHtml: string;
  /** The shell version's head script (HEAD_SCRIPT_FILE), inlined as the build wrote it. */
  headScript: string;
  /** The route as React drew it. */
  body: string;
  /** The shell's and the owning remote's styles. */
  css: string;
  /** The files those styles came from: a shell CSS chunk (`shell:chunk-964`), or a remote's file by URL. */
  inlinedStylesheets: Array<{ chunk: string } | { href: string }>;
  /** The answers it was drawn with (`dehydrate` of the apps' query clients). */
  queries: unknown;
  page: PrerenderedPage;
  title?: string;
  description?: string;
}

/** JSON inside <script>: nothing in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A stylesheet already inlined above, as the loaders that would fetch it again look for one: Rspack's
 * CSS-chunk loader by `data-rspack`, the federation runtime and a remote's loader by `href`. Found
 * and not loading, it counts as loaded. Without these, hydration fetched each file again and
 * restyled the whole page (issue #15: a long task).
 *
 * The browser must neither fetch nor apply a mark. `disabled` alone is not enough: Chromium 150
 * still fetched such a link (one whole file more per page, the dealers' map styles on a phone).
 * A type that is not CSS is never fetched (HTML: a style sheet of an unsupported type is not
 * obtained), and the loaders match on `rel` and `href`, not on the type.
 */
const INLINED_STYLESHEET_TYPE = 'text/x-inlined';

function inlinedStylesheetMark(stylesheet: { chunk: string } | { href: string }): string {
  const mark = `<link rel="stylesheet" disabled type="${INLINED_STYLESHEET_TYPE}"`;
  return 'chunk' in stylesheet
    ? `${mark} data-rspack="${escapeAttribute(stylesheet.chunk)}">`
    : `${mark} href="${escapeAttribute(stylesheet.href)}">`;
}

export function composePage(parts: PageParts): string {
  let html = parts.shellHtml;
  if (!/<script\b[^>]*\bdefer\b[^>]*\bsrc="[^"]+"[^>]*><\/script>/.test(html)) throw new Error('La página del shell no tiene scripts diferidos.');
  // The client-rendered page fetches its start-up files at high priority beside main.js
  // (build/start-up-preload-plugin.ts): its first paint waits for them. Here the page is
  // drawn already and its LCP image comes first: the preloads go, and the scripts ask for no
  // more than the browser's default for a deferred script, after the image.
  html = html.replace(/<link\b[^>]*\brel="preload"[^>]*>/g, '').replace(/(<script\b[^>]*) fetchpriority="high"/g, '$1');
  // The client-rendered page's "you need JavaScript to use this site" is not true of a drawn page,
  // readable as it is: it says what still needs scripts (the forms also say it, ScriptsRequiredNote).
  const siteNotice = /<noscript>[^<]*<\/noscript>/;
  if (!siteNotice.test(html)) throw new Error('La página del shell no tiene su aviso <noscript>.');
  html = html.replace(siteNotice, `<noscript>${PRERENDERED_NOSCRIPT_NOTICE}</noscript>`);
  if (!html.includes('<div id="root"></div>')) throw new Error('La página del shell no tiene <div id="root"></div>.');
  // "Cargando…" stands in for a page its scripts have yet to draw (build/rspack.base.ts BOOT_NOTICE): a
  // drawn page has no use for it, nor for its style.
  const bootNotice = /<p class="fvc-boot"[^>]*>[^<]*<\/p>/;
  const bootNoticeStyle = /<style>\.fvc-boot\{[^<]*<\/style>/;
  if (!bootNotice.test(html) || !bootNoticeStyle.test(html)) throw new Error('La página del shell no tiene su aviso “Cargando…”.');
  html = html.replace(bootNotice, '').replace(bootNoticeStyle, '');
  // Replaced by functions: a title or a style sheet is content, and a `$'` in a replacement string
  // would paste a piece of the page there.
  const { title, description } = parts;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  if (description) {
    html = html.replace(/<meta name="description" content="[^"]*">/, () => `<meta name="description" content="${escapeAttribute(description)}">`);
  }
  // The LCP image needs no preload: it is an <img fetchpriority="high"> in the HTML, which the
  // browser's preload scanner finds at once.
  html = html.replace(
    '</head>',
    () =>
      `<style>${parts.css.replace(/<\/style/gi, '<\\/style')}</style>${parts.inlinedStylesheets.map(inlinedStylesheetMark).join('')}` +
      // The notices are drawn with the page, and only scripts close them: without them the alert
      // would cover the page for good, so neither is shown. After the page's styles, which it
      // overrides.
      `<noscript><style>${NOTICES_WITHOUT_SCRIPTS_STYLE}</style></noscript>` +
      `<script>${parts.headScript}</script></head>`,
  );
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${parts.body}</div>` +
      `<script id="${PAGE_QUERIES_ID}" type="application/json">${scriptJson(parts.queries)}</script>` +
      `<script id="${PRERENDERED_PAGE_ID}" type="application/json">${scriptJson(parts.page)}</script>`,
  );
}
