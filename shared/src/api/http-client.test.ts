import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { appStore, eventBus } from '@fvc/shared/session';
import { ApiError } from './api-error';
import { addBaseUrl, addBearer, addXsrfHeader, http } from './http-client';

const config = (url: string, method = 'get'): InternalAxiosRequestConfig => ({
  url,
  method,
  headers: new AxiosHeaders(),
});

const signedIn = () =>
  appStore.getState().signIn({
    customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' },
    jwt: { token: 'token-123', expiresAt: '2099-01-01T00:00:00Z' },
  });

afterEach(() => {
  appStore.setState({ user: null });
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('bearer token (SPEC §6)', () => {
  it('is sent on customer calls when a session user exists', () => {
    signedIn();
    expect(addBearer(config('/api/customers/me')).headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('is never sent to the alert check or the financing-plans calls', () => {
    signedIn();
    expect(addBearer(config('/api/alert', 'post')).headers.get('Authorization')).toBeUndefined();
    expect(addBearer(config('/api/financingplans')).headers.get('Authorization')).toBeUndefined();
    expect(addBearer(config('/api/financingplans?id=3')).headers.get('Authorization')).toBeUndefined();
  });

  it('is not sent without a session user', () => {
    expect(addBearer(config('/api/customers/me')).headers.get('Authorization')).toBeUndefined();
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
  it('maps a 401 to ApiError and announces the expired session', async () => {
    signedIn();
    const expired = jest.fn();
    const unsubscribe = eventBus.on('session:expired', expired);
    const adapter = jest.fn().mockRejectedValue(
      Object.assign(new Error('401'), {
        isAxiosError: true,
        response: { status: 401, data: { code: 'UNAUTHORIZED', message: 'Tu sesión expiró.' } },
      }),
    );

    await expect(http.get('/api/customers/me', { adapter })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Tu sesión expiró.',
    });
    expect(expired).toHaveBeenCalledWith({ reason: 'unauthorized' });
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
