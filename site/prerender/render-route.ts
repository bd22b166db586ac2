/**
 * Draws one route with the shell's Node build, as the browser's first render will draw it.
 *
 * Data: the first pass renders with nothing; the queries it asked for are fetched into the apps'
 * query clients (shared/src/api/page-queries.tsx) and the route is drawn again, until a pass asks
 * for nothing new (the plan pages need two: the list, then the plan). A route whose data does not
 * come, or that throws while drawing, is not prerendered: the job keeps the page it had, or the
 * site sends the client-rendered one.
 */
import { Writable } from 'node:stream';
import { createElement, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { DehydratedState } from '@tanstack/react-query';
import type { PageQueryCollection } from '@fvc/shared/api';
import type { PageHead } from '@fvc/shared/session';

/** What the shell's Node build exports (shell/src/ssr.tsx). */
export interface ShellNodeBuild {
  shared: Record<string, unknown>;
  configureApi: (options: { baseURL: string }) => void;
  collectPageQueries: () => PageQueryCollection;
  /**
   * Gathers the title and description a page gives itself from its content (usePageTitle).
   * Optional: a shell built before it (a rollback) draws its pages with the route's title.
   */
  collectPageHead?: () => PageHead;
  routeOf: (pathname: string) => { remote: string; title?: string; description?: string } | null;
  companyName: () => string | undefined;
  prerenderRemotesWith: (loader: (remote: string) => Promise<{ default: ComponentType }>) => void;
  PrerenderedApp: ComponentType<{ url: string }>;
}

const MAX_PASSES = 4;

async function renderOnce(shell: ShellNodeBuild, url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(createElement(shell.PrerenderedApp, { url }), {
    // Every boundary inline, in place: React otherwise moves large ones after the page and swaps
    // them in with inline scripts, which the pages' CSP refuses (and the content would wait for).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString('utf8');
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  if (errors.length > 0) throw new Error(`La ruta ${url} falló al dibujarse: ${String((errors[0] as Error)?.message ?? errors[0])}`);
  return html;
}

export interface RenderedRoute {
  body: string;
  /** The answers the page was drawn with, for the browser's clients (`dehydrate`). */
  queries: DehydratedState;
  /** The title and description the page gave itself from its content (a news item's), if any. */
  title?: string;
  description?: string;
}

export async function renderRoute(shell: ShellNodeBuild, url: string): Promise<RenderedRoute> {
  const page = shell.collectPageQueries();
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const head = shell.collectPageHead?.() ?? {};
    const body = await renderOnce(shell, url);
    const failed = page.failed();
    if (failed.length > 0) throw new Error(`La ruta ${url} no tuvo sus datos (${failed.join(', ')}): ¿la API responde?`);
    if (!(await page.fetchAskedFor())) return { body, queries: page.dehydrated(), ...head };
  }
  throw new Error(`La ruta ${url} no tuvo sus datos tras ${MAX_PASSES} intentos (¿la API responde?).`);
}
