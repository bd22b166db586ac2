import nock from 'nock';
import { REFRESH_LOCK, startEarlyRefresh } from './session-requests';
import { createAppStore } from './store';

// The API at the network edge: the store's requests leave through `fetch` (test/jsdom-environment.cjs).
const api = () => nock('http://localhost');

const session = {
  customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' },
  jwt: { token: 'eyJ.token-de-acceso.firma', expiresAt: '2099-01-01T00:00:00Z' },
};

/** What the API sets beside the refresh cookie, for as long; a signed-out visitor has neither. */
function withXsrfCookie(): void {
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
}

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
afterEach(() => {
  nock.cleanAll();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionStorage.clear();
});

describe("a customer page's refresh sent from the shell's first script", () => {
  it("is the one the store's restore takes: the customer is back after one request", async () => {
    withXsrfCookie();
    const refresh = api().post('/api/auth/refresh').matchHeader('x-xsrf-token', 'xsrf-1').once().reply(200, session);

    startEarlyRefresh('');
    const store = createAppStore();

    expect(await store.getState().restoreSession()).toBe(true);
    expect(store.getState().user).toEqual(session);
    // A second request would find no answer here and the restore would have failed.
    expect(refresh.isDone()).toBe(true);
  });

  it('is taken once: the next refresh asks the API again', async () => {
    withXsrfCookie();
    api().post('/api/auth/refresh').reply(200, session);
    const next = api().post('/api/auth/refresh').reply(200, { ...session, jwt: { ...session.jwt, token: 'otro' } });

    startEarlyRefresh('');
    const store = createAppStore();
    await store.getState().restoreSession();

    expect(await store.getState().getAccessToken({ force: true })).toBe('otro');
    expect(next.isDone()).toBe(true);
  });

  it('refused (the session ended), leaves the visitor signed out without asking again', async () => {
    withXsrfCookie();
    const refresh = api().post('/api/auth/refresh').once().reply(401, { message: 'Sesión expirada' });

    startEarlyRefresh('');
    const store = createAppStore();

    expect(await store.getState().restoreSession()).toBe(false);
    expect(store.getState().user).toBeNull();
    expect(refresh.isDone()).toBe(true);
  });

  it('is not sent without the XSRF cookie: a signed-out visitor asks for nothing', async () => {
    const refresh = api().post('/api/auth/refresh').reply(200, session);

    startEarlyRefresh('');
    const store = createAppStore();

    expect(await store.getState().restoreSession()).toBe(false);
    expect(refresh.isDone()).toBe(false);
  });

  it('takes the lock every refresh takes, across tabs too', async () => {
    withXsrfCookie();
    api().post('/api/auth/refresh').reply(200, session);
    const request = jest.fn((_name: string, work: () => Promise<Response>) => work());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      startEarlyRefresh('');
      const store = createAppStore();
      expect(await store.getState().restoreSession()).toBe(true);
      // Once for the early request, once for the store's refresh that took its answer.
      expect(request.mock.calls.map(([name]) => name)).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
