import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@fvc/shared/router';
import type { RemoteName } from '@fvc/shared/federation';
import { LoadingState } from '@fvc/shared/ui';
import { readPrerenderedPage } from './prerendered-page';

/**
 * The customer area runs only in an isolated document: a page the server sent with
 * `Cross-Origin-Opener-Policy: same-origin`, which no other window keeps a handle on
 * (docs/decisions/0018). The prerendered public pages come without it, so a visitor who goes on
 * from one of them into the customer area gets a new document: the client-rendered page, isolated.
 * Every other document the site serves (that page, for any route) is isolated already.
 */
const ISOLATED_REMOTES: ReadonlySet<RemoteName> = new Set(['account']);

/** A prerendered page is a public document: the server sends it without COOP. */
export function isPublicDocument(doc: Document = document): boolean {
  return readPrerenderedPage(doc) !== null;
}

const RELOAD_KEY = 'fvc-isolated-reload';
/** Long enough for one page load; a second visit to the same address later reloads again. */
const RELOAD_WINDOW_MS = 10_000;

/**
 * Whether this address was just reloaded to get an isolated document. If it was and the document
 * is still public, the server did not isolate it: the area is shown here instead of reloading in a
 * loop. Without session storage there is no way to tell, so nothing is reloaded.
 */
function reloadAllowed(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { href?: string; at?: number } | null;
    return !(last?.href === href && typeof last.at === 'number' && Date.now() - last.at < RELOAD_WINDOW_MS);
  } catch {
    return false;
  }
}

function rememberReload(href: string): void {
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // reloadAllowed said no already.
  }
}

function replaceDocument(href: string): void {
  window.location.replace(href);
}

export interface IsolatedAreaProps {
  remote: RemoteName;
  children: ReactNode;
  /** How the new document is loaded; tests pass their own (jsdom cannot navigate). */
  loadDocument?: (href: string) => void;
}

/**
 * The remote's area, or, for the customer area in a public document, a loading state while the
 * same address loads again as an isolated document. The history entry the router pushed is
 * replaced, so Back still leads to the page the visitor came from.
 */
export function IsolatedArea({ remote, children, loadDocument = replaceDocument }: IsolatedAreaProps) {
  const { pathname, search, hash } = useLocation();
  const href = `${pathname}${search}${hash}`;
  const mustReload = ISOLATED_REMOTES.has(remote) && isPublicDocument() && reloadAllowed(href);

  useEffect(() => {
    if (!mustReload) return;
    rememberReload(href);
    loadDocument(href);
  }, [mustReload, href, loadDocument]);

  return mustReload ? <LoadingState /> : children;
}
