import { PRERENDER_BOOTSTRAP } from './page-bootstrap';

/**
 * The head script's mark for a signed-in customer (<html class="fvc-signed-in">: the shell's CSS
 * keeps the customer menu's row until hydration draws it). Run on this test's own document, which
 * has cookies; its listeners stay with this file's page.
 */
const SIGNED_IN = 'fvc-signed-in';
const customerInThisTab = () =>
  sessionStorage.setItem('user', JSON.stringify({ state: { user: { customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' }, jwt: null } }, version: 0 }));
const runHeadScript = () => new Function(PRERENDER_BOOTSTRAP)();

describe('the prerendered page head script, for the customer menu', () => {
  afterEach(() => {
    document.documentElement.classList.remove(SIGNED_IN);
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    sessionStorage.clear();
  });

  it('keeps the row for a customer of this tab whose session lives', () => {
    customerInThisTab();
    document.cookie = 'XSRF-TOKEN=firma-de-la-sesion';
    runHeadScript();
    expect(document.documentElement).toHaveClass(SIGNED_IN);
  });

  it('keeps none once the session has idled out: its XSRF cookie expired with the refresh cookie', () => {
    customerInThisTab();
    runHeadScript();
    expect(document.documentElement).not.toHaveClass(SIGNED_IN);
  });

  it('keeps none for a visitor, whatever cookies the browser holds', () => {
    document.cookie = 'XSRF-TOKEN=firma-de-la-sesion';
    runHeadScript();
    expect(document.documentElement).not.toHaveClass(SIGNED_IN);
  });
});
