import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ScreenAddress } from '../lib/first-view';
import { FIRST_VIEWS, type FirstViewName } from './first-views';
import { queryClient } from './query-client';

/** The remote's one query cache, around a screen that reads or changes customer data. */
export function CustomerDataArea({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Fetches a screen's first view into the cache (settles, never rejects; see FirstViewLoader). */
export function loadFirstView(view: FirstViewName, at: ScreenAddress): Promise<void> {
  return FIRST_VIEWS[view](queryClient, at);
}
