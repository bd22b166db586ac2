import { createAppStore } from './store';
import { createEventBus, eventBus } from './event-bus';

/** The tabs of one browser, in one test: a channel delivers to the others of its name, as BroadcastChannel does. */
class TabsChannel {
  static readonly open = new Set<TabsChannel>();
  private readonly listeners = new Set<(event: { data: unknown }) => void>();
  constructor(readonly name: string) {
    TabsChannel.open.add(this);
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listeners.add(listener);
  }
  postMessage(data: unknown) {
    for (const other of TabsChannel.open) {
      if (other !== this && other.name === this.name) other.listeners.forEach((listener) => listener({ data }));
    }
  }
}

const user = {
  customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' },
  jwt: { token: 'eyJ.token-de-acceso.firma', expiresAt: '2099-01-01T00:00:00Z' },
};

const PageChannel = globalThis.BroadcastChannel;
// The stores of this file talk through the fake, at once and only within a test: a store left
// signed in by one test must not hear the next test's sign-out.
beforeEach(() => Object.assign(globalThis, { BroadcastChannel: TabsChannel }));
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  TabsChannel.open.clear();
  Object.assign(globalThis, { BroadcastChannel: PageChannel });
});

describe('session store', () => {
  beforeEach(() => Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 204, json: async () => ({}) })) }));

  it('keeps the session user in sessionStorage under the "user" key, without the access token', () => {
    const store = createAppStore();
    store.getState().signIn(user);

    const raw = sessionStorage.getItem('user') ?? '{}';
    expect((JSON.parse(raw) as { state: { user: unknown } }).state.user).toEqual({ customer: user.customer, jwt: null });
    expect(raw).not.toContain(user.jwt.token);
  });

  it('restores the customer from sessionStorage (a reload keeps the customer signed in; the token comes back by refresh)', () => {
    document.cookie = 'XSRF-TOKEN=firma-de-la-sesion';
    createAppStore().getState().signIn(user);
    expect(createAppStore().getState().user).toEqual({ customer: user.customer, jwt: null });
  });

  it('signs out on load a customer whose session idled out: its cookies expired, the tab still names them', () => {
    document.cookie = 'XSRF-TOKEN=firma-de-la-sesion';
    createAppStore().getState().signIn(user);
    sessionStorage.setItem('hide', 'hide');
    // The browser drops the cookie 30 minutes after the last refresh, with the refresh cookie.
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';

    const store = createAppStore();
    expect(store.getState().user).toBeNull();
    expect(store.getState().sessionEndedOnLoad).toBe(true);
    expect((JSON.parse(sessionStorage.getItem('user') ?? '{}') as { state: { user: unknown } }).state.user).toBeNull();
    // Signing in again ends the notice.
    store.getState().signIn(user);
    expect(store.getState().sessionEndedOnLoad).toBe(false);
    // What the visitor chose in this tab is theirs, not the session's.
    expect(sessionStorage.getItem('hide')).toBe('hide');
  });

  it('persists only the user, not UI state', () => {
    const store = createAppStore();
    store.getState().setPaymentAlertOpen(true);
    store.getState().signIn(user);

    const saved = JSON.parse(sessionStorage.getItem('user') ?? '{}') as { state: object };
    expect(Object.keys(saved.state)).toEqual(['user']);
  });

  it('signing out clears session storage (SPEC §4 "Logout") and revokes the session on the server', () => {
    const store = createAppStore();
    store.getState().setApiBaseUrl('https://api.example');
    store.getState().signIn(user);
    sessionStorage.setItem('calculator_selection', 'x');
    sessionStorage.setItem('fvc-borrador:soporte:c-1', '{"subject":"Duda"}');

    store.getState().signOut();

    expect(store.getState().user).toBeNull();
    expect(sessionStorage.getItem('calculator_selection')).toBeNull();
    // Signing out on purpose takes the customer's drafts with it.
    expect(sessionStorage.getItem('fvc-borrador:soporte:c-1')).toBeNull();
    expect(globalThis.fetch).toHaveBeenCalledWith('https://api.example/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include', keepalive: true }));
  });

  it('forgets that the session had idled out once one is back (signed in from another tab)', async () => {
    createAppStore().getState().signIn(user);
    const store = createAppStore();
    expect(store.getState().sessionEndedOnLoad).toBe(true);
    // Another tab signs in: the browser has the session's cookies again, and this tab restores it.
    document.cookie = 'XSRF-TOKEN=firma-de-la-sesion';
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => user })) });

    expect(await store.getState().restoreSession()).toBe(true);
    expect(store.getState().sessionEndedOnLoad).toBe(false);
  });

  it('a visitor without a session who opens a customer page keeps what the tab holds', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) })) });
    const store = createAppStore();
    sessionStorage.setItem('hide', 'hide');
    sessionStorage.setItem('calculator_selection', 'x');

    expect(await store.getState().restoreSession()).toBe(false);

    expect(store.getState().user).toBeNull();
    expect(sessionStorage.getItem('hide')).toBe('hide');
    expect(sessionStorage.getItem('calculator_selection')).toBe('x');
  });

  it('a session that ended on the server is cleared from the tab', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) })) });
    const store = createAppStore();
    store.getState().signIn({ customer: user.customer, jwt: { token: 'viejo', expiresAt: '2000-01-01T00:00:00Z' } });
    sessionStorage.setItem('calculator_selection', 'x');
    sessionStorage.setItem('fvc-borrador:soporte:c-1', '{"subject":"Duda"}');

    expect(await store.getState().getAccessToken()).toBeNull();

    expect(store.getState().user).toBeNull();
    expect(sessionStorage.getItem('calculator_selection')).toBeNull();
    // What the customer was typing waits for them to sign in again (decision 0027).
    expect(sessionStorage.getItem('fvc-borrador:soporte:c-1')).toBe('{"subject":"Duda"}');
  });
});

describe('session store across the tabs of a browser', () => {
  beforeEach(() => Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 204, json: async () => ({}) })) }));

  it('signing out in one tab signs the customer out in the others and says why', () => {
    const signingOut = createAppStore();
    const other = createAppStore();
    signingOut.getState().signIn(user);
    other.getState().signIn(user);
    const ended = jest.fn();
    const off = eventBus.on('session:expired', ended);

    signingOut.getState().signOut();
    off();

    expect(other.getState().user).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith({ reason: 'signed-out-elsewhere' });
  });

  it('a tab without a session hears the sign-out and announces nothing', () => {
    const signingOut = createAppStore();
    const visitor = createAppStore();
    signingOut.getState().signIn(user);
    visitor.setState({ user: null });
    const ended = jest.fn();
    const off = eventBus.on('session:expired', ended);

    signingOut.getState().signOut();
    off();

    expect(ended).not.toHaveBeenCalled();
  });
});

describe('event bus', () => {
  it('delivers typed events until the handler unsubscribes', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const off = bus.on('remote:load-failed', handler);

    bus.emit('remote:load-failed', { remote: 'plans', message: 'caído' });
    off();
    bus.emit('remote:load-failed', { remote: 'plans', message: 'otra vez' });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ remote: 'plans', message: 'caído' });
  });
});

