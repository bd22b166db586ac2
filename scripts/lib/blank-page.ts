/**
 * The bench's control for the host (issue #15, docs/decisions/0032): a page of one heading and one
 * paragraph, with no style sheet, no picture and no script, served from this process. Whatever
 * Lighthouse counts against it is the machine and the browser opening a page (the navigation's
 * commit, the page's JavaScript context, its first layout), never the site. The bench measures it
 * as it measures the site's pages and prints it beside them, so a TBT budget missed by the site
 * can be told from one the machine misses on its own.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const BLANK_PAGE_HTML =
  '<!doctype html><html lang="es-MX"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Página de control del banco de pruebas.">' +
  '<title>Página en blanco</title></head>' +
  '<body><h1>Página en blanco</h1><p>Un título y un párrafo: lo que cuesta abrir una página en esta máquina.</p></body></html>';

/** Serves the blank page at `/` on a free local port until `close`. */
export async function startBlankPage(): Promise<{ origin: string; close: () => void }> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(BLANK_PAGE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
