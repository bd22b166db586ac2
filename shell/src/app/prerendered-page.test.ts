import { PRERENDERED_PAGE_ID } from '@fvc/shared/api';
import { readPrerenderedPage } from './prerendered-page';

const pageSaying = (json: string): Document => {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.id = PRERENDERED_PAGE_ID;
  script.type = 'application/json';
  script.textContent = json;
  doc.body.append(script);
  return doc;
};

const MANIFEST = '/mf/home/20261127-1/mf-manifest.json';

describe('readPrerenderedPage', () => {
  it('reads the remote build the page was drawn with and that build’s manifest', () => {
    const page = pageSaying(JSON.stringify({ remote: 'home', manifest: MANIFEST, scripts: [] }));
    expect(readPrerenderedPage(page)).toEqual({ remote: 'home', manifest: MANIFEST });
  });

  it('is not a prerendered page without its description, or with one it cannot read', () => {
    expect(readPrerenderedPage(document.implementation.createHTMLDocument(''))).toBeNull();
    expect(readPrerenderedPage(pageSaying('{'))).toBeNull();
    expect(readPrerenderedPage(pageSaying(JSON.stringify({ remote: 'home' })))).toBeNull();
  });
});
