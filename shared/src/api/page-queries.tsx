/**
 * A prerendered page carries the answers it was drawn with (docs/decisions/0047).
 *
 * The prerender job renders a page, fetches every query the render asked for and renders again,
 * until a render asks for nothing new; then it writes `dehydrate()` of every app's client into the
 * page. In the browser each app hydrates its client from it before its first render, so the
 * takeover (hydration) draws the same page and asks for nothing the page carried.
 *
 * The clients are found through globalThis, not this module: the shell and each remote bundle
 * their own copy of the API client (docs/decisions/0004), and a page has one set of answers.
 */
import {
  dehydrate,
  HydrationBoundary,
  QueryClientProvider,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PAGE_QUERIES_ID } from './page-ids';

const CLIENTS_KEY = '__FVC_PAGE_QUERY_CLIENTS__';
type Holder = { [CLIENTS_KEY]?: Set<QueryClient> };

function clients(): Set<QueryClient> {
  const holder = globalThis as Holder;
  holder[CLIENTS_KEY] ??= new Set();
  return holder[CLIENTS_KEY];
}

export function registerPageQueryClient(client: QueryClient): void {
  clients().add(client);
}

/**
 * A query the page can be drawn without (the alert): if it fails for the job, the page is drawn
 * without it and the browser asks itself. Any other failure keeps the route from being prerendered.
 */
export const OPTIONAL_FOR_PRERENDER = { optionalForPrerender: true } as const;

let carried: DehydratedState | null | undefined;

/** The answers this page was prerendered with, or null on a page drawn in the browser. */
export function carriedQueries(doc: Document | undefined = globalThis.document): DehydratedState | null {
  if (carried !== undefined) return carried;
  carried = null;
  // Only a prerendered page's own HTML: a remote loaded later on the same page reads the same.
  const text = doc?.getElementById(PAGE_QUERIES_ID)?.textContent;
  if (text) {
    try {
      const parsed = JSON.parse(text) as DehydratedState;
      if (Array.isArray(parsed?.queries)) carried = parsed;
    } catch {
      // A damaged page: its data is asked for again.
    }
  }
  return carried;
}

/** Tests: read the page again. */
export function forgetCarriedQueries(): void {
  carried = undefined;
}

/** An app's query client around its routes, holding what the page carried. */
export function PageQueries({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={carriedQueries()}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}

/** What the prerender job holds while it draws one page. */
export interface PageQueryCollection {
  /** Fetches what the last render asked for and has not got; false when it asked for nothing new. */
  fetchAskedFor(): Promise<boolean>;
  /** The queries the page needed and could not get (their keys). */
  failed(): string[];
  /** Every answer the page was drawn with. */
  dehydrated(): DehydratedState;
}

const askedFor = (query: Query) => {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled !== false && queryFn !== skipToken;
};

/** The prerender job, before each page: every app's cache starts empty. */
export function collectPageQueries(): PageQueryCollection {
  for (const client of clients()) client.clear();
  const every = () => [...clients()].flatMap((client) => client.getQueryCache().getAll());
  return {
    async fetchAskedFor() {
      const asked = every().filter(askedFor);
      // A failure is kept in the query's state, for failed() to read.
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      return asked.length > 0;
    },
    failed() {
      return every()
        .filter((query) => query.state.status === 'error' && !query.meta?.optionalForPrerender)
        .map((query) => query.queryHash);
    },
    dehydrated() {
      const queries = [...clients()].flatMap((client) => dehydrate(client).queries).map(withoutTheJobsClock);
      // Two apps that asked the same thing carry it once.
      const unique = new Map(queries.map((query) => [query.queryHash, query]));
      return { mutations: [], queries: [...unique.values()] };
    },
  };
}

/**
 * When the job fetched is not part of the page: the same content draws the same bytes, so a page
 * whose content did not change is not a new page (a release redraws only its own pages, and a
 * rollback gives back the very same files). What is carried is content fixed during a visit,
 * never stale, so the time it was fetched is not needed to judge it.
 */
function withoutTheJobsClock(query: DehydratedState['queries'][number]): DehydratedState['queries'][number] {
  return { ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } };
}
