import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { appStore, eventBus } from '@fvc/shared/session';
import { ApiError } from './api-error';
import { addBaseUrl, addBearer, addCredentials, addXsrfHeader, http } from './http-client';

const config = (url: string, method = 'get'): InternalAxiosRequestConfig => ({
  url,
  method,
  headers: new AxiosHeaders(),
});

const customer = { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const signedIn = (expiresAt = inMinutes(10), token = 'token-123') =>
  appStore.getState().signIn({ customer, jwt: { token, expiresAt } });

/** The refresh call at the network edge: `fetch`, as the browser would make it. */
function stubRefresh(...answers: Array<{ status: number; token?: string }>) {
  const fetchMock = jest.fn(async () => {
    const answer = answers.shift() ?? { status: 401 };
    const body = answer.token ? { customer, jwt: { token: answer.token, expiresAt: inMinutes(10) } } : { code: 'SESSION_ENDED', message: 'x' };
    // jsdom has no Response: the fields the store reads.
    return { ok: answer.status < 300, status: answer.status, json: async () => body };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

afterEach(() => {
  appStore.setState({ user: null });
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('bearer token (SPEC §6)', () => {
  it('is sent on customer calls when a session user exists', async () => {
    signedIn();
    expect((await addBearer(config('/api/customers/me'))).headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('is never sent to the alert check or the financing-plans calls', async () => {
    signedIn();
    expect((await addBearer(config('/api/alert', 'post'))).headers.get('Authorization')).toBeUndefined();
    expect((await addBearer(config('/api/financingplans'))).headers.get('Authorization')).toBeUndefined();
    expect((await addBearer(config('/api/financingplans?id=3'))).headers.get('Authorization')).toBeUndefined();
  });

  it('is not sent without a session user', async () => {
    expect((await addBearer(config('/api/customers/me'))).headers.get('Authorization')).toBeUndefined();
  });

  it('is refreshed once through the cookie when it is about to expire, however many calls ask at once', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    signedIn(inMinutes(0.2), 'viejo');
    const fetchMock = stubRefresh({ status: 200, token: 'nuevo' });

    const headers = await Promise.all([
      addBearer(config('/api/customers/me')),
      addBearer(config('/api/customers/contracts')),
      addBearer(config('/api/auth/sessions')),
    ]);

    expect(headers.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer nuevo', 'Bearer nuevo', 'Bearer nuevo']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', credentials: 'include', headers: { 'X-XSRF-TOKEN': 'xsrf-1' } }),
    );
  });

  it('after a reload (customer stored, no token) the first call gets a token from the cookie', async () => {
    appStore.getState().signIn({ customer, jwt: null });
    stubRefresh({ status: 200, token: 'tras-recargar' });
    expect((await addBearer(config('/api/customers/me'))).headers.get('Authorization')).toBe('Bearer tras-recargar');
  });

  it('when the session is over, signs out and announces it once', async () => {
    signedIn(inMinutes(-1));
    stubRefresh({ status: 401 });
    const expired = jest.fn();
    const off = eventBus.on('session:expired', expired);

    const [a, b] = await Promise.all([addBearer(config('/api/customers/me')), addBearer(config('/api/customers/me'))]);

    expect(a.headers.get('Authorization')).toBeUndefined();
    expect(b.headers.get('Authorization')).toBeUndefined();
    expect(appStore.getState().user).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('credentials', () => {
  it('go with the access calls only, whose cookies must be stored', () => {
    expect(addCredentials(config('/api/auth/login/code', 'post')).withCredentials).toBe(true);
    expect(addCredentials(config('/api/customers/me')).withCredentials).toBeUndefined();
  });
});

describe('XSRF header (SPEC §7)', () => {
  it('is added to non-GET relative requests when the token cookie exists', () => {
    document.cookie = 'XSRF-TOKEN=abc%3D';
    expect(addXsrfHeader(config('/api/contact', 'post')).headers.get('X-XSRF-TOKEN')).toBe('abc=');
  });

  it('is not added to GET, to absolute URLs or without the cookie', () => {
    expect(addXsrfHeader(config('/api/contact', 'post')).headers.get('X-XSRF-TOKEN')).toBeUndefined();
    document.cookie = 'XSRF-TOKEN=abc';
    expect(addXsrfHeader(config('/api/company')).headers.get('X-XSRF-TOKEN')).toBeUndefined();
    expect(
      addXsrfHeader(config('https://other.example/api/contact', 'post')).headers.get('X-XSRF-TOKEN'),
    ).toBeUndefined();
  });
});

describe('responses', () => {
  it('on a refused token, refreshes once and sends the call again', async () => {
    signedIn(inMinutes(10), 'revocado');
    stubRefresh({ status: 200, token: 'renovado' });
    const adapter = jest.fn(async (request: InternalAxiosRequestConfig) => {
      if (request.headers.get('Authorization') === 'Bearer revocado') {
        throw Object.assign(new Error('401'), {
          isAxiosError: true,
          config: request,
          response: { status: 401, data: { code: 'UNAUTHENTICATED', message: 'Tu sesión expiró.' } },
        });
      }
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config: request };
    });

    const response = await http.get('/api/customers/me', { adapter });

    expect(response.data).toEqual({ ok: true });
    expect(adapter).toHaveBeenCalledTimes(2);
  });

  it('maps a 401 to ApiError with its per-field messages; a refused refresh announces the expired session', async () => {
    signedIn();
    stubRefresh({ status: 401 });
    const expired = jest.fn();
    const unsubscribe = eventBus.on('session:expired', expired);
    const adapter = jest.fn(async (request: InternalAxiosRequestConfig) => {
      throw Object.assign(new Error('401'), {
        isAxiosError: true,
        config: request,
        response: { status: 401, data: { code: 'UNAUTHORIZED', message: 'Tu sesión expiró.', fields: { a: 'b' } } },
      });
    });

    await expect(http.get('/api/customers/me', { adapter })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Tu sesión expiró.',
      fields: { a: 'b' },
    });
    expect(expired).toHaveBeenCalledWith({ reason: 'unauthorized' });
    expect(appStore.getState().user).toBeNull();
    unsubscribe();
  });

  it('hides server error details behind a Spanish message', async () => {
    const adapter = jest.fn().mockRejectedValue(
      Object.assign(new Error('500'), {
        isAxiosError: true,
        response: { status: 500, data: '<html>stack trace</html>' },
      }),
    );

    const error = await http.get('/api/company', { adapter }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Hubo un error en el servidor. Intenta de nuevo más tarde.' });
  });

  it('explains a network failure in Spanish', async () => {
    const adapter = jest.fn().mockRejectedValue(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    await expect(http.get('/api/company', { adapter })).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    });
  });
});

describe('base URL', () => {
  it('comes from the shared store, where the host configured it', () => {
    appStore.getState().setApiBaseUrl('https://api.example');
    expect(addBaseUrl(config('/api/company')).baseURL).toBe('https://api.example');
    appStore.getState().setApiBaseUrl('');
  });
});
