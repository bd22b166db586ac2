import axios, { type InternalAxiosRequestConfig } from 'axios';
import { appStore, eventBus } from '@fvc/shared/session';
import { toApiError } from './api-error';

/** Calls that never carry the customer's bearer token (SPEC §6). */
const ANONYMOUS_PATHS = ['/api/alert', '/api/financingplans'];
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

export function addBearer(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = appStore.getState().user?.jwt?.token;
  const path = pathOf(config.url ?? '');
  if (token && !ANONYMOUS_PATHS.includes(path)) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
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

http.interceptors.request.use(addBaseUrl);
http.interceptors.request.use(addBearer);
http.interceptors.request.use(addXsrfHeader);
http.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  // Transport does not decide what the user sees: it tells the shell, which signs out and says so.
  if (apiError.status === 401 && appStore.getState().user) {
    eventBus.emit('session:expired', { reason: 'unauthorized' });
  }
  return Promise.reject(apiError);
});
