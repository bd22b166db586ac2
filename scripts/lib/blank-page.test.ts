import { get } from 'node:http';
import { BLANK_PAGE_HTML, startBlankPage } from './blank-page';

/** Status, content type and body of a GET (node:http: the test environment is jsdom's). */
function fetchText(url: string): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }));
    }).on('error', reject);
  });
}

describe('the bench’s blank page', () => {
  it('is served at / and nowhere else', async () => {
    const blankPage = await startBlankPage();
    try {
      await expect(fetchText(`${blankPage.origin}/`)).resolves.toEqual({ status: 200, type: 'text/html; charset=utf-8', body: BLANK_PAGE_HTML });
      await expect(fetchText(`${blankPage.origin}/favicon.ico`)).resolves.toMatchObject({ status: 404 });
    } finally {
      blankPage.close();
    }
  });

  // A control for the machine only while nothing of a real page is in it: no style sheet, picture,
  // script or frame for Lighthouse to count.
  it('holds a heading and a paragraph and nothing that loads or runs', () => {
    expect(BLANK_PAGE_HTML).toMatch(/<h1>[^<]+<\/h1><p>[^<]+<\/p>/);
    expect(BLANK_PAGE_HTML).not.toMatch(/<(script|style|link|img|iframe|svg|object|embed)\b/i);
    expect(BLANK_PAGE_HTML).not.toMatch(/\sstyle=/i);
  });
});
