/**
 * @jest-environment node
 */
// Node's own fetch against a real server: in jsdom, node:http is shared with the tests that mock
// the network, and their interceptor stays on it.
import { BLANK_PAGE_HTML, startBlankPage } from './blank-page';

describe('the bench’s blank page', () => {
  it('is served at / and nowhere else', async () => {
    const blankPage = await startBlankPage();
    try {
      const page = await fetch(`${blankPage.origin}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toBe(BLANK_PAGE_HTML);
      expect((await fetch(`${blankPage.origin}/favicon.ico`)).status).toBe(404);
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
