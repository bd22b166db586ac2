import http, { type IncomingHttpHeaders } from 'node:http';

/** What the servers send, read without a browser or Playwright's request API in between. */

export interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they travel: Playwright's request API would decompress them. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const INLINE_REGISTRY = /(<script id="fvc-runtime-config" type="application\/json">)([^<]*)(<\/script>)/;

/** The registry written into a page's `<script id="fvc-runtime-config">`. */
export const inlineRegistry = (html: string) => {
  const json = INLINE_REGISTRY.exec(html)?.[2];
  return json === undefined ? undefined : (JSON.parse(json) as unknown);
};

/** The page as the app built it: the registry the server wrote into it taken out. */
export const withoutRegistry = (html: string) => html.replace(INLINE_REGISTRY, '$1$3');
