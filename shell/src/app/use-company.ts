import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { companyQuery } from '@fvc/shared/api';
import type { Company } from '@fvc/shared/contracts';

/**
 * Company data for the chrome; while it loads (or if it fails) the chrome renders without it.
 * A prerendered page carries it, so the first render (hydration) draws the chrome with it.
 */
export function useCompany(): Company | null {
  const { data } = useQuery(companyQuery);
  // Deferred: the whole layout draws again with it, and that render must be one React can
  // interrupt, that never takes a drawn screen back to its loading state (issue #15).
  return useDeferredValue(data ?? null);
}
