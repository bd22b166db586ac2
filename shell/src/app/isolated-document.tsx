/**
 * The customer area runs only in an isolated document: a page the server sent with
 * `Cross-Origin-Opener-Policy: same-origin`, which no other window keeps a handle on
 * (docs/decisions/0018). The prerendered public pages come without it, so a visitor who goes on
 * from one of them into the customer area gets the same address loaded again, as the
 * client-rendered page, which is isolated. Every other document the site serves is isolated already.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@fvc/shared/router';
import type { RemoteName } from '@fvc/shared/federation';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { readPrerenderedPage } from './prerendered-page';

const ISOLATED_REMOTES: ReadonlySet<RemoteName> = new Set(['account']);

/**
 * Set on the history entry just before the reload. The entry's state outlives the reload (and
 * keeps the router's own, such as where to go back to after signing in); a document that arrives
 * with it and is still public was not isolated by the server, and must not reload again.
 */
const RELOAD_MARK = 'fvcIsolationReload';

type Arrival = 'isolation-reload' | 'other';
let arrival: Arrival | undefined;

/** How this document arrived, read once: before this module's own reload can mark the entry. */
function arrivedByIsolationReload(): boolean {
  arrival ??= (window.history.state as Record<string, unknown> | null)?.[RELOAD_MARK] === true ? 'isolation-reload' : 'other';
  return arrival === 'isolation-reload';
}

/** For tests: a new document. */
export function forgetArrival(): void {
  arrival = undefined;
}

function reloadIsolated(): void {
  window.history.replaceState({ ...(window.history.state as object | null), [RELOAD_MARK]: true }, '');
  window.location.reload();
}

export interface IsolatedAreaProps {
  remote: RemoteName;
  children: ReactNode;
  /** How the document is loaded again; tests pass their own (jsdom cannot navigate). */
  reload?: () => void;
}

/**
 * The remote's area; for the customer area in a public document, a loading state while the page
 * loads again as an isolated document. The router has already put the address in the history, so a
 * reload takes it as it is and Back still leads to the page the visitor came from.
 */
export function IsolatedArea({ remote, children, reload = reloadIsolated }: IsolatedAreaProps) {
  const { pathname } = useLocation();
  const inPublicDocument = ISOLATED_REMOTES.has(remote) && readPrerenderedPage() !== null;
  const serverDidNotIsolate = inPublicDocument && arrivedByIsolationReload();
  const mustReload = inPublicDocument && !serverDidNotIsolate;

  // Once per address: the layout may draw again before the new page arrives, with the same values.
  useEffect(() => {
    if (mustReload) reload();
  }, [mustReload, pathname, reload]);

  if (serverDidNotIsolate) {
    // Never in place: a misconfigured server gets a way in that loads the page, not a reload loop.
    return (
      <ErrorState
        title="No pudimos abrir el área de clientes"
        headingLevel={1}
        message="Vuelve a intentarlo en unos momentos."
        onRetry={() => window.location.assign(window.location.href)}
      />
    );
  }
  return mustReload ? <LoadingState /> : children;
}
