import { ALERT_HIDDEN_KEY } from '@fvc/shared/session';
import { COOKIE_NOTICE_KEY } from './features/overlays/notice-flags';

/**
 * The prerendered pages' head script (docs/decisions/0053), run as the page runs it: the module
 * evaluated on this test's document, with the storages and cookies it finds there.
 */
const runHeadScript = () =>
  jest.isolateModulesAsync(async () => {
    await import('./head-script');
  });
const classes = () => [...document.documentElement.classList];
const customerInThisTab = () =>
  sessionStorage.setItem('user', JSON.stringify({ state: { user: { customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' }, jwt: null } }, version: 0 }));

afterEach(() => {
  document.documentElement.className = '';
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  sessionStorage.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the head script, for the customer menu', () => {
  it('keeps the row for a customer of this tab whose session lives', async () => {
    customerInThisTab();
    document.cookie = 'XSRF-TOKEN=firma-de-la-sesion';
    await runHeadScript();
    expect(classes()).toEqual(['fvc-signed-in']);
  });

  it('keeps none once the session has idled out: its XSRF cookie expired with the refresh cookie', async () => {
    customerInThisTab();
    await runHeadScript();
    expect(classes()).toEqual([]);
  });

  it('keeps none for a visitor, whatever cookies the browser holds, nor for an unreadable entry', async () => {
    document.cookie = 'XSRF-TOKEN=firma-de-la-sesion';
    await runHeadScript();
    sessionStorage.setItem('user', '{no es json');
    await runHeadScript();
    expect(classes()).toEqual([]);
  });
});

describe('the head script, for the notices drawn with the page', () => {
  it('hides those closed earlier: the alert in this session, the cookie notice for good', async () => {
    sessionStorage.setItem(ALERT_HIDDEN_KEY, 'hide');
    localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    await runHeadScript();
    expect(classes()).toEqual(['fvc-alert-hidden', 'fvc-cookies-hidden']);
  });

  it('hides none on a first visit', async () => {
    await runHeadScript();
    expect(classes()).toEqual([]);
  });

  it('leaves the page as drawn where the browser refuses its storage', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Acceso denegado', 'SecurityError');
    });
    await expect(runHeadScript()).resolves.toBeUndefined();
    expect(classes()).toEqual([]);
  });
});
