/**
 * The prerender job as a service (docker-compose.yml `prerender`): runs it at start and every
 * PRERENDER_INTERVAL_S (300 by default), each run in a fresh process, over the mounted release
 * store. `npm start` does the same in its own process (site/start-site.ts).
 */
import { prerenderIntervalMs, runPrerenderJob } from './prerender/run-job';
import { storeFromEnv } from './release/store';

const store = storeFromEnv();
const intervalMs = prerenderIntervalMs() || 300_000;

async function runOnce(): Promise<void> {
  const run = await runPrerenderJob(store);
  console.log(`${new Date().toISOString()} ${run.ok ? '' : '⚠ '}${run.summary}${run.ok ? '' : `\n${run.output}`}`);
}

await runOnce();
setInterval(() => void runOnce(), intervalMs);
