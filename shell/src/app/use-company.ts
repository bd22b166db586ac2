import { startTransition, useEffect, useState } from 'react';
import { getCompany } from '@fvc/shared/api';
import type { Company } from '@fvc/shared/contracts';

/**
 * Company data for the chrome; while it loads (or if it fails) the chrome renders without it.
 * A prerendered page carries it, so the first render (hydration) draws the chrome with it.
 */
export function useCompany(): Company | null {
  const [company, setCompany] = useState<Company | null>(() => getCompany.peek() ?? null);
  useEffect(() => {
    let active = true;
    getCompany()
      // In a transition: the whole layout draws again with it, and that render must be one React
      // can interrupt (as a plain update it drew the customer home inside it, up to 138 ms on a
      // 4x slower CPU; issue #15).
      .then((data) => active && startTransition(() => setCompany(data)))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return company;
}
