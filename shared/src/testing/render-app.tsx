import { dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PAGE_QUERIES_ID } from '../api/page-ids';
import { forgetCarriedQueries, PageQueries } from '../api/page-queries';
import { createQueryClient } from '../api/query-client';
import { MemoryRouter } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';

/** An app's query client as component tests use it: the apps' defaults, but no retries, so an error shows at once. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

export interface AppWorld {
  /** The address a router starts at, for a component that reads or links to it; none without it. */
  route?: string;
  /** The app's query client (a fresh `testQueryClient` by default), e.g. one a loader has filled. */
  client?: QueryClient;
  /**
   * The answers a prerendered page carried (query key, data): written into the page as the
   * prerender job writes them, and read by `PageQueries` as in the browser.
   */
  carried?: Array<[QueryKey, unknown]>;
  /** Signed in as this customer for the test (signed out after it). */
  session?: { customer: { id: string; name: string; email: string } };
}

let signedInForATest = false;
// After each test of a file that imports this: the customer a test signed in is signed out.
afterEach(() => {
  if (!signedInForATest) return;
  signedInForATest = false;
  act(() => appStore.setState({ user: null }));
});

/** The page's carried answers, as the prerender job writes them. */
function carryOnThePage(carried: Array<[QueryKey, unknown]> | undefined): void {
  document.getElementById(PAGE_QUERIES_ID)?.remove();
  forgetCarriedQueries();
  if (!carried) return;
  const job = new QueryClient();
  for (const [key, data] of carried) job.setQueryData(key, data);
  const script = document.createElement('script');
  script.id = PAGE_QUERIES_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(dehydrate(job));
  document.body.append(script);
}

/** The component inside its app's providers, for a test that draws it itself (hydration). */
export function inTheApp(ui: ReactElement, { route, client = testQueryClient(), carried, session }: AppWorld) {
  carryOnThePage(carried);
  if (session) {
    appStore.getState().signIn({ customer: session.customer, jwt: { token: 'jwt', expiresAt: new Date(Date.now() + 600_000).toISOString() } });
    signedInForATest = true;
  }
  const wrap = (node: ReactElement) => <PageQueries client={client}>{route ? <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter> : node}</PageQueries>;
  return { client, tree: wrap(ui), wrap };
}

/**
 * A component drawn in the world the apps give it: its app's query client around it (holding
 * what the page carried), a router at `route`, and a signed-in customer when given. Calls go to
 * the API through the real client (@fvc/shared/testing/api-stub answers them at the network's
 * edge). `rerender` keeps the same world.
 */
export function renderApp(ui: ReactElement, world: AppWorld = {}) {
  const { client, tree, wrap } = inTheApp(ui, world);
  const result = render(tree);
  return { ...result, client, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

/** The first render alone (no effects), as HTML: what hydration compares with a prerendered page. */
export function firstRenderHtml(ui: ReactElement, world: AppWorld = {}): string {
  return renderToString(inTheApp(ui, world).tree);
}
