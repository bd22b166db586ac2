import { appStore, eventBus } from '@fvc/shared/session';
import { ApiError } from './api-error';
import { addBearer, addCredentials, addXsrfHeader, http, withBaseAndParams, type OutgoingRequest } from './http-client';

const request = (url: string, method = 'GET'): OutgoingRequest => ({ url, method, headers: {} });

const customer = { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const signedIn = (expiresAt = inMinutes(10), token = 'token-123') =>
  appStore.getState().signIn({ customer, jwt: { token, expiresAt } });

interface Answer {
  status: number;
  body?: unknown;
  contentType?: string;
}

/** jsdom has no Response: the fields the client reads, as the browser's fetch would give them. */
function response({ status, body, contentType = 'application/json; charset=utf-8' }: Answer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': contentType, 'x-request-id': 'r-1' };
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null, forEach: (visit: (value: string, name: string) => void) => Object.entries(headers).forEach(([n, v]) => visit(v, n)) },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text]),
  };
}

/** The network edge: `fetch`, answering by path (the refresh call included). */
function stubFetch(answers: (url: string, init: RequestInit) => Answer | Promise<Answer>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => response(await answers(url, init)));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

/** The session store's refresh call, answered in order. */
function refreshAnswers(...answers: Array<{ status: number; token?: string }>) {
  return () => {
    const answer = answers.shift() ?? { status: 401 };
    return answer.token
      ? { status: answer.status, body: { customer, jwt: { token: answer.token, expiresAt: inMinutes(10) } } }
      : { status: answer.status, body: { code: 'SESSION_ENDED', message: 'x' } };
  };
}

afterEach(() => {
  appStore.setState({ user: null });
  appStore.getState().setApiBaseUrl('');
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('bearer token (SPEC §6)', () => {
  it('is sent on customer calls when a session user exists', async () => {
    signedIn();
    expect((await addBearer(request('/api/customers/me'))).headers.Authorization).toBe('Bearer token-123');
  });

  it('is never sent to the alert check or the financing-plans calls', async () => {
    signedIn();
    expect((await addBearer(request('/api/alert', 'POST'))).headers.Authorization).toBeUndefined();
    expect((await addBearer(request('/api/financingplans'))).headers.Authorization).toBeUndefined();
    expect((await addBearer(request('/api/financingplans?id=3'))).headers.Authorization).toBeUndefined();
  });

  it('leaves a caller’s own credentials alone (the back-office’s staff token), even with a customer signed in', async () => {
    signedIn();
    const staffCall = { ...request('/api/backoffice/requests'), headers: { Authorization: 'Bearer personal' } };
    expect((await addBearer(staffCall)).headers.Authorization).toBe('Bearer personal');
  });

  it('does not renew the customer’s session when a call with the caller’s own credentials is refused', async () => {
    signedIn();
    const fetchMock = stubFetch(() => ({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Tu sesión del back-office expiró.' } }));
    await expect(http.get('/api/backoffice/me', { headers: { Authorization: 'Bearer personal' } })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is never sent with an applicant’s calls, whose link token is their identity (decision 0055)', async () => {
    signedIn();
    expect((await addBearer(request('/api/applications', 'POST'))).headers.Authorization).toBeUndefined();
    expect((await addBearer(request('/api/applications/current'))).headers.Authorization).toBeUndefined();
    expect((await addBearer(request('/api/applications-other'))).headers.Authorization).toBe('Bearer token-123');
  });

  it('is not sent without a session user', async () => {
    expect((await addBearer(request('/api/customers/me'))).headers.Authorization).toBeUndefined();
  });

  it('is refreshed once through the cookie when it is about to expire, however many calls ask at once', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    signedIn(inMinutes(0.2), 'viejo');
    const fetchMock = stubFetch(refreshAnswers({ status: 200, token: 'nuevo' }));

    const requests = await Promise.all([
      addBearer(request('/api/customers/me')),
      addBearer(request('/api/customers/contracts')),
      addBearer(request('/api/auth/sessions')),
    ]);

    expect(requests.map((sent) => sent.headers.Authorization)).toEqual(['Bearer nuevo', 'Bearer nuevo', 'Bearer nuevo']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', credentials: 'include', headers: { 'X-XSRF-TOKEN': 'xsrf-1' } }),
    );
  });

  it('after a reload (customer stored, no token) the first call gets a token from the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    appStore.getState().signIn({ customer, jwt: null });
    stubFetch(refreshAnswers({ status: 200, token: 'tras-recargar' }));
    expect((await addBearer(request('/api/customers/me'))).headers.Authorization).toBe('Bearer tras-recargar');
  });

  it('without the session cookies (they end together), asks nothing: the session is over', async () => {
    appStore.getState().signIn({ customer, jwt: null });
    const fetchMock = stubFetch(refreshAnswers({ status: 200, token: 'no-debe' }));
    expect((await addBearer(request('/api/customers/me'))).headers.Authorization).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(appStore.getState().user).toBeNull();
  });

  it('when the session is over, signs out and announces it once', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    signedIn(inMinutes(-1));
    stubFetch(refreshAnswers({ status: 401 }));
    const expired = jest.fn();
    const off = eventBus.on('session:expired', expired);

    const [a, b] = await Promise.all([addBearer(request('/api/customers/me')), addBearer(request('/api/customers/me'))]);

    expect(a.headers.Authorization).toBeUndefined();
    expect(b.headers.Authorization).toBeUndefined();
    expect(appStore.getState().user).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('credentials', () => {
  it('go with the access calls only, whose cookies must be stored', () => {
    expect(addCredentials(request('/api/auth/login/code', 'POST')).credentials).toBe('include');
    expect(addCredentials(request('/api/customers/me')).credentials).toBeUndefined();
  });
});

describe('XSRF header (SPEC §7)', () => {
  it('is added to non-GET relative requests when the token cookie exists', () => {
    document.cookie = 'XSRF-TOKEN=abc%3D';
    expect(addXsrfHeader(request('/api/contact', 'POST')).headers['X-XSRF-TOKEN']).toBe('abc=');
  });

  it('is not added to GET, to absolute URLs or without the cookie', () => {
    expect(addXsrfHeader(request('/api/contact', 'POST')).headers['X-XSRF-TOKEN']).toBeUndefined();
    document.cookie = 'XSRF-TOKEN=abc';
    expect(addXsrfHeader(request('/api/company')).headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(addXsrfHeader(request('https://other.example/api/contact', 'POST')).headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('goes with a call to the configured API, whose base the client adds', async () => {
    appStore.getState().setApiBaseUrl('https://api.example');
    document.cookie = 'XSRF-TOKEN=t-1';
    const fetchMock = stubFetch(() => ({ status: 200, body: { ok: true } }));
    await http.post('/api/contact', { name: 'Ana' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/contact');
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 't-1', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"Ana"}');
  });
});

describe('requests', () => {
  it('put the configured base in front of relative paths and the params in the query string', () => {
    appStore.getState().setApiBaseUrl('https://api.example/');
    expect(withBaseAndParams('/api/search', { phrase: 'crédito directo', page: 2, empty: '', none: undefined })).toBe(
      'https://api.example/api/search?phrase=cr%C3%A9dito+directo&page=2',
    );
    expect(withBaseAndParams('https://other.example/x?a=1', { b: 2 })).toBe('https://other.example/x?a=1&b=2');
  });

  it('send a form as it is, without a JSON content type', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: { folio: 'F-1' } }));
    const form = new FormData();
    form.append('rfc', 'XAXX010101000');
    await expect(http.post('/api/customers/bills/purchase', form)).resolves.toMatchObject({ status: 201, data: { folio: 'F-1' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('read a 204 as an empty answer and give the headers in lower case', async () => {
    stubFetch(() => ({ status: 204 }));
    await expect(http.post('/api/alert', {})).resolves.toMatchObject({ status: 204, data: '', headers: { 'x-request-id': 'r-1' } });
  });
});

describe('responses', () => {
  it('on a refused token, refreshes once and sends the call again', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    signedIn(inMinutes(10), 'revocado');
    const refresh = refreshAnswers({ status: 200, token: 'renovado' });
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth/refresh') return refresh();
      const authorization = (init.headers as Record<string, string>).Authorization;
      return authorization === 'Bearer revocado'
        ? { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Tu sesión expiró.' } }
        : { status: 200, body: { ok: true } };
    });

    const answer = await http.get('/api/customers/me');

    expect(answer.data).toEqual({ ok: true });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/customers/me')).toHaveLength(2);
  });

  it('maps a 401 to ApiError with its per-field messages; a refused refresh announces the expired session', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    signedIn();
    const refresh = refreshAnswers({ status: 401 });
    stubFetch((url) =>
      url === '/api/auth/refresh' ? refresh() : { status: 401, body: { code: 'UNAUTHORIZED', message: 'Tu sesión expiró.', fields: { a: 'b' } } },
    );
    const expired = jest.fn();
    const unsubscribe = eventBus.on('session:expired', expired);

    await expect(http.get('/api/customers/me')).rejects.toMatchObject({
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
    stubFetch(() => ({ status: 500, body: '<html>stack trace</html>', contentType: 'text/html' }));

    const error = await http.get('/api/company').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Hubo un error en el servidor. Intenta de nuevo más tarde.' });
  });

  it('explains a network failure in Spanish', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await expect(http.get('/api/company')).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    });
  });

  it('explains a server that takes too long in Spanish', async () => {
    jest.useFakeTimers();
    Object.assign(globalThis, {
      fetch: jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    });
    const answer = http.get('/api/company').catch((caught: unknown) => caught);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(await answer).toMatchObject({ code: 'TIMEOUT', message: 'El servidor tardó demasiado en responder. Intenta de nuevo.' });
    jest.useRealTimers();
  });
});
