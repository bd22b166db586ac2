import { appStore } from '@fvc/shared/session';
import { apiErrorFromResponse, ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-error';

/**
 * The API client of every app, on the browser's `fetch` (docs/decisions/0014: axios added weight
 * and main-thread work to every page, for what fetch does natively). Each app bundles its own
 * copy (docs/decisions/0004); the base URL and the session come from the shared store, where the
 * host put them.
 */

/** Calls that never carry the customer's bearer token (docs/product.md §6). */
const ANONYMOUS_PATHS = ['/api/alert', '/api/financingplans'];
/** The back-office's calls: a separate identity (decision 0054), never the customer's token. */
const STAFF_PATHS = '/api/backoffice/';
/**
 * The applicant's calls (decision 0055): the application's own link token in its header is their
 * identity, so a signed-in customer's token never goes with them, and a refused link never renews
 * the customer's session.
 */
const APPLICANT_PATHS = '/api/applications';
/** Access calls: their cookies (refresh, XSRF, device) must travel and be stored. */
const COOKIE_PATHS = '/api/auth/';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const TIMEOUT_MS = 15_000;

export interface RequestOptions {
  /** Query string values; `undefined`, `null` and '' are left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read the body; JSON (or text, when the server sent no JSON) by default. */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** What is about to be sent: built by small steps, each tested on its own. */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
}

export function configureApi(options: { baseURL: string }): void {
  appStore.getState().setApiBaseUrl(options.baseURL);
}

function pathOf(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The URL with the configured API base in front of a relative path, and the query string. */
export function withBaseAndParams(url: string, params?: Record<string, unknown>): string {
  const base = appStore.getState().apiBaseUrl;
  const absolute = base && !/^https?:\/\//.test(url) ? `${base.replace(/\/$/, '')}${url}` : url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const search = query.toString();
  return search ? `${absolute}${absolute.includes('?') ? '&' : '?'}${search}` : absolute;
}

/**
 * The signed-in customer's access token on every call but the anonymous ones of docs/product.md §6. The shared
 * session store hands it out, refreshing it first when it is missing or about to expire.
 */
export async function addBearer(request: OutgoingRequest): Promise<OutgoingRequest> {
  const path = pathOf(request.url);
  // A caller that brings its own credentials (the back-office's staff token) keeps them, and the
  // back-office's calls never carry the customer's.
  const applicant = path === APPLICANT_PATHS || path.startsWith(`${APPLICANT_PATHS}/`);
  if (request.headers.Authorization || path.startsWith(STAFF_PATHS) || applicant || ANONYMOUS_PATHS.includes(path) || !appStore.getState().user?.customer) return request;
  const token = await appStore.getState().getAccessToken();
  return token ? { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } } : request;
}

export function addCredentials(request: OutgoingRequest): OutgoingRequest {
  return pathOf(request.url).startsWith(COOKIE_PATHS) ? { ...request, credentials: 'include' } : request;
}

/** docs/product.md §7: non-GET requests to a relative URL send the XSRF header when its cookie exists. */
export function addXsrfHeader(request: OutgoingRequest): OutgoingRequest {
  const method = request.method.toLowerCase();
  const isRelative = !/^https?:\/\//.test(request.url);
  if (method === 'get' || method === 'head' || !isRelative) return request;
  // Read only when sent: a page's first read of document.cookie asks the browser's network process
  // and waits, inside the start-up's longest task (issue #15).
  const token = readCookie(XSRF_COOKIE);
  return token ? { ...request, headers: { ...request.headers, [XSRF_HEADER]: token } } : request;
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204) return '';
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return text ? (JSON.parse(text) as unknown) : '';
  } catch {
    return text;
  }
}

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}

/** Sends once; a timeout or a dropped connection becomes the Spanish ApiError of each case. */
async function sendOnce(request: OutgoingRequest, body: BodyInit | undefined, signal: AbortSignal | undefined): Promise<Response> {
  // AbortSignal.any is too new for the supported browsers (Safari 16.4): one controller for both.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  try {
    return await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      credentials: request.credentials ?? 'same-origin',
      signal: controller.signal,
    });
  } catch {
    if (timedOut) throw new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
    throw new ApiError(0, signal?.aborted ? 'ABORTED' : 'NETWORK', NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * What carries a prepared request and gives back the browser's Response: `fetch` for every call,
 * XMLHttpRequest for the one that reports upload progress (upload-with-progress.ts), so both
 * follow the same rules below.
 */
export type Transport = (request: OutgoingRequest, body: BodyInit | undefined, signal: AbortSignal | undefined) => Promise<Response>;

/** One call through `transport` with every rule of this client (base, bearer, cookies, XSRF, 401 renewal, errors). */
export async function sendThrough<T>(
  transport: Transport,
  method: string,
  url: string,
  data: unknown,
  options: RequestOptions = {},
  isRetry = false,
): Promise<HttpResponse<T>> {
  let request: OutgoingRequest = { method, url: withBaseAndParams(url, options.params), headers: { ...options.headers } };
  // The path rules (anonymous calls, cookies, XSRF) read the URL as the caller wrote it.
  const asWritten = { ...request, url };
  const withBearer = await addBearer(asWritten);
  request = { ...addXsrfHeader(addCredentials(withBearer)), url: request.url };

  let body: BodyInit | undefined;
  if (data instanceof FormData || data instanceof Blob) body = data;
  else if (data !== undefined) {
    body = JSON.stringify(data);
    request.headers['Content-Type'] = 'application/json';
  }

  const response = await transport(request, body, options.signal);
  const responseBody = await readBody(response, options.responseType);
  if (!response.ok) {
    // A refused token: refresh once (the store publishes `session:expired` if that fails too) and
    // send the call again. Transport never decides what the user sees.
    // Only the customer's token, which this client added: a caller's own credentials are its own to renew.
    if (response.status === 401 && request.headers.Authorization && !options.headers?.Authorization && !isRetry) {
      const token = await appStore.getState().getAccessToken({ force: true });
      if (token) return sendThrough<T>(transport, method, url, data, options, true);
    }
    throw apiErrorFromResponse(response.status, responseBody);
  }
  return { data: responseBody as T, status: response.status, headers: headersOf(response) };
}

const send = <T>(method: string, url: string, data: unknown, options?: RequestOptions) => sendThrough<T>(sendOnce, method, url, data, options);

export const http = {
  get: <T = unknown>(url: string, options?: RequestOptions) => send<T>('GET', url, undefined, options),
  delete: <T = unknown>(url: string, options?: RequestOptions) => send<T>('DELETE', url, undefined, options),
  post: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) => send<T>('POST', url, data, options),
  put: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) => send<T>('PUT', url, data, options),
  patch: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) => send<T>('PATCH', url, data, options),
};
