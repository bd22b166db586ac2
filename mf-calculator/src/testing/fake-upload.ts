/**
 * The network edge of an upload: the browser's XMLHttpRequest, driven by the test. jsdom's own
 * cannot report progress step by step or drop a connection halfway, which is what a phone does.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private responseHeaders = '';
  private listeners: Record<string, Array<() => void>> = {};
  private progressListeners: Array<(event: { lengthComputable: boolean; loaded: number; total: number }) => void> = [];
  upload = {
    addEventListener: (_type: 'progress', listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) => {
      this.progressListeners.push(listener);
    },
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.emit('abort');
  }

  /** The file as the request carries it. */
  get file(): File {
    return this.body?.get('file') as File;
  }
  progress(percent: number) {
    for (const listener of this.progressListeners) listener({ lengthComputable: true, loaded: percent * 10, total: 1000 });
  }
  answer(status: number, body: unknown = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'content-type: application/json; charset=utf-8\r\n';
    this.emit('load');
  }
  /** The connection dropped (a phone between cells). */
  drop() {
    this.emit('error');
  }
  private emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }

  /** Installed as the page's XMLHttpRequest for the test file. */
  static install() {
    beforeEach(() => {
      FakeUpload.sent = [];
      Object.assign(globalThis, { XMLHttpRequest: FakeUpload });
    });
  }
}
