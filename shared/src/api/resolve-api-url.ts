import { appStore } from '@fvc/shared/session';

/**
 * The API answers image paths relative to its own origin (`/media/x.webp`); the site runs on
 * another origin, so they are made absolute against the configured API base. Absolute URLs and
 * empty values pass through.
 */
export function resolveApiUrl(path: string): string {
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const base = appStore.getState().apiBaseUrl;
  if (!base) return path;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}
