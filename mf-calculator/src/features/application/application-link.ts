/**
 * The application's link token (decision 0055), kept for this tab only: the e-mailed link is the
 * key to the applicant's data, so it stays out of the address bar, the history and localStorage.
 * A new tab opens the e-mailed link again.
 */
const LINK_KEY = 'fvc-solicitud-enlace';

interface ApplicationLink {
  token: string;
  /** Known once the API said which application the token opens; null straight from the e-mail. */
  applicationId: string | null;
}

/** Where the link lives when the browser refuses storage. */
let memoryLink: ApplicationLink | null = null;

function readLink(): ApplicationLink | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(LINK_KEY) ?? 'null') as Partial<ApplicationLink> | null;
    return typeof saved?.token === 'string' && saved.token ? { token: saved.token, applicationId: saved.applicationId ?? null } : null;
  } catch {
    return null;
  }
}

export function keepLink(link: ApplicationLink): void {
  try {
    sessionStorage.setItem(LINK_KEY, JSON.stringify(link));
  } catch {
    // Storage refused (private mode): the application works until the tab is reloaded.
    memoryLink = link;
    return;
  }
  memoryLink = null;
}

export const currentLink = (): ApplicationLink | null => readLink() ?? memoryLink;

/** The token in `#t=<token>`, as the e-mail writes it, or null. */
export function tokenInFragment(hash: string): string | null {
  // Read by hand: URLSearchParams would turn a "+" of the token into a space.
  const raw = /(?:^#|&)t=([^&]+)/.exec(hash)?.[1];
  if (!raw) return null;
  try {
    const token = decodeURIComponent(raw);
    return /^[\x21-\x7e]{1,2048}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}
