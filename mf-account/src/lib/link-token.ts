import { useEffect, useState } from 'react';

/**
 * E-mailed links carry their one-time token in the fragment (`/welcome#token=…`): a fragment is
 * never sent to a server, so it stays out of access logs and Referer headers. The page reads it
 * once and wipes it from the address bar, so a screenshot or the back button does not expose it.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => /(?:^|[#&])token=([A-Za-z0-9_-]{20,100})/.exec(window.location.hash)?.[1] ?? null);
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);
  return token;
}
