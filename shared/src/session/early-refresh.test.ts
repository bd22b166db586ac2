import nock from 'nock';
import { discardEarlyRefresh, startEarlyRefresh } from './early-refresh';
import { REFRESH_LOCK } from './session-requests';
import { createAppStore } from './store';

// The API at the network edge: the store's requests leave through `fetch` (test/jsdom-environment.cjs).
const api = () => nock('http://localhost');

const session = {
  customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' },
  jwt: { token: 'eyJ.token-de-acceso.firma', expiresAt: '2099-01-01T00:00:00Z' },
};
const otherSession = {
  customer: { id: 'c-2', name: 'Jorge Ruiz', email: 'jorge@demo.mx' },
  jwt: { token: 'eyJ.token-de-jorge.firma', expiresAt: '2099-01-01T00:00:00Z' },
};

/** What the API sets beside the refresh cookie, for as long; a signed-out visitor has neither. */
function withXsrfCookie(): void {
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
}

/** A reloaded page: the tab kept its customer (without the token) under SPEC's `user` key. */
function withCustomerKeptInTab(): void {
  sessionStorage.setItem('user', JSON.stringify({ state: { user: { customer: session.customer } }, version: 0 }));
}

/** A customer page as the shell starts it: the early refresh sent, then the page's store made. */
function startPage(): ReturnType<typeof createAppStore> {
  startEarlyRefresh('');
  return createAppStore();
}

/**
 * A reloaded customer page whose early refresh went out for the customer kept in the tab, who then
 * signs out before any call asked for their token.
 */
function startPageThenSignOut(): ReturnType<typeof createAppStore> {
  withXsrfCookie();
  withCustomerKeptInTab();
  api().post('/api/auth/refresh').once().reply(200, session);
  api().post('/api/auth/logout').reply(204);
  const store = startPage();
  store.getState().signOut();
  return store;
}

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
afterEach(() => {
  discardEarlyRefresh();
  nock.cleanAll();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionStorage.clear();
});

describe("a customer page's refresh sent from the shell's first script", () => {
  it("is the one the store's restore takes: the customer is back after one request", async () => {
    withXsrfCookie();
    const refresh = api().post('/api/auth/refresh').matchHeader('x-xsrf-token', 'xsrf-1').once().reply(200, session);

    const store = startPage();

    expect(await store.getState().restoreSession()).toBe(true);
    expect(store.getState().user).toEqual(session);
    // A second request would find no answer here and the restore would have failed.
    expect(refresh.isDone()).toBe(true);
  });

  it('gives a reloaded page, its customer kept in the tab, the token its first call asks for', async () => {
    withXsrfCookie();
    withCustomerKeptInTab();
    const refresh = api().post('/api/auth/refresh').once().reply(200, session);

    const store = startPage();

    expect(await store.getState().restoreSession()).toBe(true);
    expect(await store.getState().getAccessToken()).toBe(session.jwt.token);
    expect(refresh.isDone()).toBe(true);
  });

  it('is taken once: the next refresh asks the API again', async () => {
    withXsrfCookie();
    api().post('/api/auth/refresh').reply(200, session);
    const next = api().post('/api/auth/refresh').reply(200, { ...session, jwt: { ...session.jwt, token: 'otro' } });

    const store = startPage();
    await store.getState().restoreSession();

    expect(await store.getState().getAccessToken({ force: true })).toBe('otro');
    expect(next.isDone()).toBe(true);
  });

  it('refused (the session ended), leaves the visitor signed out without asking again', async () => {
    withXsrfCookie();
    const refresh = api().post('/api/auth/refresh').once().reply(401, { message: 'Sesión expirada' });

    const store = startPage();

    expect(await store.getState().restoreSession()).toBe(false);
    expect(store.getState().user).toBeNull();
    expect(refresh.isDone()).toBe(true);
  });

  it('lost on the way (a dropped connection), is followed by a refresh of the store\'s own', async () => {
    withXsrfCookie();
    api().post('/api/auth/refresh').replyWithError('conexión perdida');
    const own = api().post('/api/auth/refresh').reply(200, session);

    const store = startPage();

    expect(await store.getState().restoreSession()).toBe(true);
    expect(own.isDone()).toBe(true);
  });

  it('is not sent without the XSRF cookie: a signed-out visitor asks for nothing', async () => {
    const refresh = api().post('/api/auth/refresh').reply(200, session);

    const store = startPage();

    expect(await store.getState().restoreSession()).toBe(false);
    expect(refresh.isDone()).toBe(false);
  });

  it('is thrown away when the customer signs out and someone else signs in: their refresh is their own', async () => {
    const store = startPageThenSignOut();
    const theirs = api().post('/api/auth/refresh').once().reply(200, otherSession);
    store.getState().signIn({ customer: otherSession.customer, jwt: { token: 'caducado', expiresAt: '2000-01-01T00:00:00Z' } });

    expect(await store.getState().getAccessToken()).toBe(otherSession.jwt.token);
    expect(store.getState().user?.customer).toEqual(otherSession.customer);
    expect(theirs.isDone()).toBe(true);
  });

  it('is thrown away when the customer signs out: a customer page opened next does not sign them back in', async () => {
    const store = startPageThenSignOut();
    // The API cleared both cookies with the sign-out.
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';

    expect(await store.getState().restoreSession()).toBe(false);
    expect(store.getState().user).toBeNull();
  });

  it('is not taken a minute after it was sent: its token may be about to lapse', async () => {
    withXsrfCookie();
    const sentAt = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(sentAt);
    api().post('/api/auth/refresh').once().reply(200, { ...session, jwt: { ...session.jwt, token: 'viejo' } });
    const fresh = api().post('/api/auth/refresh').once().reply(200, session);

    startEarlyRefresh('');
    clock.mockReturnValue(sentAt + 61_000);
    const store = createAppStore();

    expect(await store.getState().restoreSession()).toBe(true);
    expect(store.getState().user?.jwt?.token).toBe(session.jwt.token);
    expect(fresh.isDone()).toBe(true);
  });

  it('goes out under the lock every refresh takes, and the store takes its answer without the lock', async () => {
    withXsrfCookie();
    api().post('/api/auth/refresh').reply(200, session);
    const request = jest.fn((_name: string, work: () => Promise<Response>) => work());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      const store = startPage();
      expect(await store.getState().restoreSession()).toBe(true);
      expect(request.mock.calls.map(([name]) => name)).toEqual([REFRESH_LOCK]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
