/**
 * Runs the prerender job once, in this fresh process, over the release store (FVC_RELEASES_DIR
 * or var/releases) and the site it names: the API and the remotes' origins must be up.
 *   npx tsx site/prerender.ts [--route /a --route /b]
 * Exit code 0 when every route was drawn; 1 otherwise (the pages that were drawn are written).
 * PRERENDER_FETCH_VIA reaches the site at other addresses than the visitors' (fetch-via.ts).
 */
import { parseArgs } from 'node:util';
import { storeFromEnv } from './release/store';
import { PRERENDER_RUN_LIMIT_MS } from './release/store-lock';
import { fetchVia } from './prerender/fetch-via';
import { prerenderSite } from './prerender/prerender-site';

fetchVia(process.env.PRERENDER_FETCH_VIA);

// A run that hangs (a request that never answers) would keep the prerender lock from every other:
// it is stopped, and the next run takes the lock of a process that is gone.
setTimeout(() => {
  console.log(`Prerenderizado: detenido, no terminó en ${PRERENDER_RUN_LIMIT_MS / 1000} s.`);
  process.exit(1);
}, PRERENDER_RUN_LIMIT_MS).unref();

const { values } = parseArgs({ options: { route: { type: 'string', multiple: true } } });
const report = await prerenderSite({ store: storeFromEnv(), routes: values.route });
for (const entry of report.rendered) console.log(`  ✓ ${entry.route} (${(entry.bytes / 1024).toFixed(1)} KiB)`);
for (const failure of report.failed) console.log(`  ✗ ${failure.route}: ${failure.reason}`);
console.log(`Prerenderizado: ${report.rendered.length} páginas en ${report.ms} ms${report.failed.length ? `, ${report.failed.length} fallidas` : ''}.`);
process.exit(report.failed.length > 0 ? 1 : 0);
