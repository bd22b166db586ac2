/**
 * The prerender job as a service (docker-compose.yml `prerender`): runs it at start, every
 * PRERENDER_INTERVAL_S (300 by default) and whenever the API's content changes (looked at every
 * PRERENDER_WATCH_S at PRERENDER_WATCH_URL), each run in a fresh process, over the mounted release
 * store. `npm start` does the same in its own process (site/start-site.ts).
 */
import { contentGenerationUrl, keepPrerendering, prerenderIntervalMs, prerenderWatchMs, readContentGeneration } from './prerender/run-job';
import { storeFromEnv } from './release/store';

const watchUrl = contentGenerationUrl();
keepPrerendering(
  storeFromEnv(),
  prerenderIntervalMs() || 300_000,
  (run) => console.log(`${new Date().toISOString()} ${run.ok ? '' : '⚠ '}${run.summary}${run.ok ? '' : `\n${run.output}`}`),
  { keepAlive: true, watch: { everyMs: prerenderWatchMs(), generation: () => readContentGeneration(watchUrl) } },
);
