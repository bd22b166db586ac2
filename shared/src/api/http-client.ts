import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { appStore } from '@fvc/shared/session';
import { toApiError } from './api-error';

/** Calls that never carry the customer's bearer token (SPEC §6). */
const ANONYMOUS_PATHS = ['/api/alert', '/api/financingplans'];
/** Access calls: their cookies (refresh, XSRF, device) must travel and be stored. */
const COOKIE_PATHS = '/api/auth/';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The axios instance of this app's copy of the client. Its base URL is read per request from the
 * shared store, where the host put it from runtime configuration (`configureApi`).
 */
export const http = axios.create({ timeout: 15_000 });

export function configureApi(options: { baseURL: string }): void {
  appStore.getState().setApiBaseUrl(options.baseURL);
}

export function addBaseUrl(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL ??= appStore.getState().apiBaseUrl || undefined;
  return config;
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

/**
 * The signed-in customer's access token on every call but SPEC's anonymous ones. The shared
 * session store hands it out, refreshing it first when it is missing or about to expire.
 */
export async function addBearer(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const path = pathOf(config.url ?? '');
  if (ANONYMOUS_PATHS.includes(path) || !appStore.getState().user?.customer) return config;
  const token = await appStore.getState().getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

export function addCredentials(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (pathOf(config.url ?? '').startsWith(COOKIE_PATHS)) config.withCredentials = true;
  return config;
}

/** SPEC §7: non-GET requests to a relative URL send the XSRF header when its cookie exists. */
export function addXsrfHeader(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const method = (config.method ?? 'get').toLowerCase();
  const isRelative = !/^https?:\/\//.test(config.url ?? '');
  const token = readCookie(XSRF_COOKIE);
  if (method !== 'get' && method !== 'head' && isRelative && token) {
    config.headers.set(XSRF_HEADER, token);
  }
  return config;
}

interface RetriedConfig extends AxiosRequestConfig {
  _retriedWithNewToken?: boolean;
}

http.interceptors.request.use(addBaseUrl);
http.interceptors.request.use(addBearer);
http.interceptors.request.use(addCredentials);
http.interceptors.request.use(addXsrfHeader);
http.interceptors.response.use(undefined, async (error: unknown) => {
  const apiError = toApiError(error);
  const config = (error as { config?: RetriedConfig }).config;
  const sentBearer = Boolean(config?.headers && (config.headers as Record<string, unknown>).Authorization);
  // A refused token: refresh once (the store publishes `session:expired` if that fails too) and
  // send the call again. Transport never decides what the user sees.
  if (apiError.status === 401 && sentBearer && config && !config._retriedWithNewToken) {
    const token = await appStore.getState().getAccessToken({ force: true });
    if (token) return http.request({ ...config, _retriedWithNewToken: true } as RetriedConfig);
  }
  return Promise.reject(apiError);
});
