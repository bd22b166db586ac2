import { appStore } from '@fvc/shared/session';
import { ApiError } from './api-error';
import { uploadWithProgress } from './upload-with-progress';

/**
 * The network edge of an upload: the browser's XMLHttpRequest, driven by the test (jsdom's own
 * cannot drop a connection halfway or report progress step by step).
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  private responseHeaders = '';
  private listeners: Record<string, Array<(event: unknown) => void>> = {};
  private uploadListeners: Array<(event: unknown) => void> = [];
  upload = { addEventListener: (_type: 'progress', listener: (event: unknown) => void) => this.uploadListeners.push(listener) };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'Content-Type: application/json; charset=utf-8\r\nX-Request-Id: r-1\r\n';
    this.emit('load');
  }
  drop() {
    this.emit('error');
  }
  private emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener({});
  }
}

const form = () => {
  const body = new FormData();
  body.append('file', new File(['%PDF-1.7'], 'ine.pdf', { type: 'application/pdf' }));
  return body;
};
const lastSent = () => FakeXhr.sent.at(-1)!;
/** Lets the client's steps before the send (the bearer, which may wait on the session) run. */
const sentOne = async () => {
  for (let tries = 0; tries < 10 && FakeXhr.sent.length === 0; tries += 1) await Promise.resolve();
  return lastSent();
};

beforeEach(() => {
  FakeXhr.sent = [];
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
});

afterEach(() => {
  appStore.getState().setApiBaseUrl('');
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  jest.useRealTimers();
});

describe('uploadWithProgress (decision 0014: the one call on XMLHttpRequest)', () => {
  it('sends the form with the client’s base and XSRF header, reports progress and reads the JSON answer', async () => {
    appStore.getState().setApiBaseUrl('https://api.example');
    document.cookie = 'XSRF-TOKEN=t-1';
    const progress: Array<[number, number]> = [];
    const body = form();
    const answer = uploadWithProgress<{ key: string }>('PUT', '/api/applications/current/documents/ine', body, {
      headers: { 'X-Application-Token': 'tok' },
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    const xhr = await sentOne();
    expect(xhr).toMatchObject({ method: 'PUT', url: 'https://api.example/api/applications/current/documents/ine', body });
    expect(xhr.headers).toEqual({ 'X-Application-Token': 'tok', 'X-XSRF-TOKEN': 't-1' });
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.answer(200, { key: 'ine' });

    await expect(answer).resolves.toMatchObject({ status: 200, data: { key: 'ine' }, headers: { 'x-request-id': 'r-1' } });
    expect(progress).toEqual([
      [512, 2048],
      [2048, 2048],
    ]);
  });

  it('never sends a signed-in customer’s token with an applicant’s call', async () => {
    appStore.getState().signIn({ customer: { id: 'c-1', name: 'Ana', email: 'a@b.mx' }, jwt: { token: 'jwt', expiresAt: new Date(Date.now() + 600_000).toISOString() } });
    const answer = uploadWithProgress('PUT', '/api/applications/current/documents/ine', form());
    (await sentOne()).answer(200, {});
    await answer;
    expect(lastSent().headers).not.toHaveProperty('Authorization');
    appStore.setState({ user: null });
  });

  it('maps a refusal to the ApiError with its per-field message', async () => {
    const answer = uploadWithProgress('PUT', '/api/applications/current/documents/ine', form());
    (await sentOne()).answer(415, { code: 'UNSUPPORTED_FILE', message: 'El archivo debe ser PDF, JPG o PNG.', fields: { file: 'El archivo debe ser PDF, JPG o PNG.' } });
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE', fields: { file: 'El archivo debe ser PDF, JPG o PNG.' } });
  });

  it('explains a dropped connection in Spanish', async () => {
    const answer = uploadWithProgress('PUT', '/api/applications/current/documents/ine', form());
    (await sentOne()).drop();
    await expect(answer).rejects.toMatchObject({ code: 'NETWORK', message: 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.' });
  });

  it('gives up after 15 s without a byte moving, but not while the upload moves', async () => {
    jest.useFakeTimers();
    let settled = false;
    const answer = uploadWithProgress('PUT', '/api/applications/current/documents/ine', form()).catch((caught: unknown) => caught).finally(() => (settled = true));
    const xhr = await sentOne();
    for (let second = 10; second <= 40; second += 10) {
      await jest.advanceTimersByTimeAsync(10_000);
      xhr.progress(second * 1000, 100_000);
    }
    // 40 s in all, never 15 s without progress: still going.
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(await answer).toMatchObject({ code: 'TIMEOUT', message: 'El servidor tardó demasiado en responder. Intenta de nuevo.' });
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const answer = uploadWithProgress('PUT', '/api/applications/current/documents/ine', form(), { signal: controller.signal });
    await sentOne();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
