/**
 * The shell's Node build (issue #15, docs/decisions/0013): what the prerender job needs to draw a
 * public page exactly as the browser's first render will draw it, so the browser can hydrate it.
 *
 * The job gives the remotes' Node builds the shell's copies of the page singletons (`shared`), as
 * Module Federation does in the browser: one router context and one session store per page.
 */
import DOMPurify, { type Config } from 'dompurify';
import { StrictMode, type ReactNode } from 'react';
// Node only: StaticRouter is not in the browser facade's list (eslint.config.js allows this file).
import { StaticRouter } from 'react-router';
import * as api from '@fvc/shared/api';
import * as router from '@fvc/shared/router';
import * as session from '@fvc/shared/session';
import type { RemoteName, RemoteRoutesModule } from '@fvc/shared/federation';
import { Layout } from './app/layout';
import { queryClient } from './app/query-client';
import { matchRoute } from './app/match-route';
import { ServerHtmlSanitizer } from './features/overlays/server-html-sanitizer';
import { loadRemotesWith } from './federation/remote-registry';

export { collectPageQueries, configureApi } from '@fvc/shared/api';
export { collectPageHead } from '@fvc/shared/session';

/** The page singletons the remotes' Node builds take from the shell (build/rspack.base.ts SHARED). */
export const shared: Record<string, unknown> = {
  '@fvc/shared/router': router,
  '@fvc/shared/session': session,
};

/** What the job needs to know about a path: the remote that owns it and its title. */
export function routeOf(pathname: string): { remote: RemoteName; title?: string; description?: string } | null {
  const route = matchRoute(pathname);
  if (!route) return null;
  return { remote: route.remote, title: route.meta?.title, description: route.meta?.description };
}

/** The company name, for the page title (the browser sets it the same way, useRouteMeta). */
export function companyName(): string | undefined {
  return queryClient.getQueryData(api.companyQuery.queryKey)?.name;
}

export function prerenderRemotesWith(loader: (remote: RemoteName) => Promise<RemoteRoutesModule>): void {
  loadRemotesWith(loader);
}

// The job's DOMPurify (a shared module it gives this build), on its jsdom.
const sanitizeOnServer = (html: string, config: Config) => DOMPurify.sanitize(html, config);

/** The page at `url` as the browser's App draws it, with a static router instead of the browser's. */
export function PrerenderedApp({ url }: { url: string }): ReactNode {
  return (
    <StrictMode>
      <ServerHtmlSanitizer value={sanitizeOnServer}>
        <api.PageQueries client={queryClient}>
          <StaticRouter location={url}>
            <Layout />
          </StaticRouter>
        </api.PageQueries>
      </ServerHtmlSanitizer>
    </StrictMode>
  );
}
