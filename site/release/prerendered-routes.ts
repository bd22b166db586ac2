/**
 * After a release, promotion or rollback, the prerendered pages of the routes the app owns are
 * drawn again with the version now live (issue #15, docs/decisions/0013): a remote's own routes,
 * every prerendered route for the shell. The job needs the site running (the API for the data,
 * the remotes' origins for their builds); when it cannot run, the pages it would redraw stay as
 * they were, naming builds the store keeps (prune spares them), and the next scheduled run
 * (PRERENDER_INTERVAL_S) redraws them.
 */
import { prerenderedRoutesOf } from '../prerender/routes';
import { runPrerenderJob } from '../prerender/run-job';
import type { ReleaseStore } from './store';

export interface RegeneratedRoutes {
  /** The prerendered routes the app owns (`/noticias/:id` stands for every news item). */
  owned: string[];
  /** Pages drawn again: one per route, one per item for a content route. */
  regenerated: number;
  /** Why some were not, in the job's words. */
  problem?: string;
}

export async function regenerateOwnedRoutes(store: ReleaseStore, appDir: string, _version: string): Promise<RegeneratedRoutes> {
  const owned = prerenderedRoutesOf(appDir);
  if (owned.length === 0) return { owned, regenerated: 0 };
  const run = await runPrerenderJob(store, owned);
  const regenerated = run.output.split('\n').filter((line) => line.trimStart().startsWith('✓')).length;
  return run.ok ? { owned, regenerated } : { owned, regenerated, problem: run.summary };
}

/** The release scripts' line about it. */
export function describeRegeneration(routes: RegeneratedRoutes): string {
  if (routes.owned.length === 0) return '  Rutas prerenderizadas: ninguna de esta app.';
  return `  Páginas prerenderizadas regeneradas: ${routes.regenerated} (de ${routes.owned.length} rutas de la app)${routes.problem ? `; ${routes.problem}` : ''}.`;
}
