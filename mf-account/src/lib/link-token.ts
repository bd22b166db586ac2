import { useEffect, useState } from 'react';

export interface LinkToken {
  /** The one-time token the e-mailed link carries, or null without one. */
  token: string | null;
  /** The address has a token, but not a whole one: a link cut or changed on its way here. */
  malformed: boolean;
}

/** What a page says of a link that came cut (`malformed`). */
export const INCOMPLETE_LINK_MESSAGE = 'El enlace está incompleto. Ábrelo otra vez desde el correo, o copia la dirección completa.';

const TOKEN = /(?:^|[#&])token=([A-Za-z0-9_-]{20,100})(?:&|$)/;
const ANY_TOKEN = /(?:^|[#&])token=/;

function readLinkToken(hash: string): LinkToken {
  const token = TOKEN.exec(hash)?.[1] ?? null;
  return { token, malformed: token === null && ANY_TOKEN.test(hash) };
}

/**
 * E-mailed links carry their one-time token in the fragment (`/welcome#token=…`): a fragment is
 * never sent to a server, so it stays out of access logs and Referer headers. The page reads it
 * and wipes it from the address bar, so a screenshot or the back button does not expose it. A
 * second link opened in the same tab changes only the fragment: the page reads that one too.
 */
export function useLinkToken(): LinkToken {
  const [link, setLink] = useState(() => readLinkToken(window.location.hash));
  useEffect(() => {
    const wipe = () => {
      if (window.location.hash) {
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      }
    };
    wipe();
    // Only a fragment that carries a token is a new link: the skip link's `#contenido` is not.
    const onHashChange = () => {
      const next = readLinkToken(window.location.hash);
      if (!next.token && !next.malformed) return;
      setLink(next);
      wipe();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return link;
}
