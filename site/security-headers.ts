/**
 * The security headers every origin of the site sends with its pages (issue #14). The static
 * server computes them per request from the runtime registry, so re-pointing a remote also
 * re-points the policy; docker/nginx/30-site-headers.sh writes the same policy from the
 * container's environment.
 */

export interface SiteOrigins {
  /** Where the API answers (fetch, images under /media, the payment return). */
  api: string;
  /** Every remote's origin: their scripts, styles and manifests load into the shell's page. */
  remotes: readonly string[];
  /** Pages a form may post to besides the site: the bank's hosted payment page. */
  formActions: readonly string[];
  /** Extra image origins: the map's tile server. */
  images: readonly string[];
  /** Players the content embeds in a frame: the banner's video. Nothing else may be framed. */
  frames: readonly string[];
  /**
   * Inline scripts allowed by their hashes (`'sha256-…'`): the prerendered pages' head script, as
   * the shell's build hashed it (HEAD_SCRIPT_HASH_FILE, docs/decisions/0053).
   */
  inlineScripts?: readonly string[];
  /**
   * The page's own origin, when known: left out of the lists, where 'self' already stands for it
   * (on the one origin visitors use, the API and the remotes are all there, issue #15).
   */
  self?: string;
}

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (values: Array<string | null>) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/**
 * One inline script, allowed by the hash its build wrote: the prerendered pages' head script; every
 * other script is a file from a listed origin. Styles
 * allow 'unsafe-inline': sanitized CMS HTML may carry style attributes and the map library sets
 * some; styles cannot run code, and everything else stays closed.
 */
export function contentSecurityPolicy(origins: SiteOrigins): string {
  const others = (values: Array<string | null>) => unique(values).filter((value) => value !== origins.self);
  const remotes = others([...origins.remotes]);
  const api = others([origins.api]);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(origins.inlineScripts ?? []), ...remotes]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...unique([...api, ...remotes]), ...others([...origins.images])]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...unique([...api, ...remotes])]],
    ['form-action', ["'self'", ...api, ...others([...origins.formActions])]],
    ['frame-src', ["'self'", ...others([...origins.frames])]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Geolocation for "Cerca de mí"; passkeys (publickey-credentials-*) keep their 'self' default. Only
 * features browsers know: Chromium warns in the console of every page about one it does not
 * (`bluetooth` was one).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers for an HTML page. HSTS only over HTTPS: over plain HTTP a browser ignores it anyway.
 * Every page is cut off from other windows (COOP, decision 0051): the customer area is reached by
 * navigating within the site, so each page it can become must be isolated already.
 */
export function pageSecurityHeaders(origins: SiteOrigins, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
