/**
 * How the bench has Lighthouse load a page, beside the site as built under its default (simulated)
 * throttling, the only kind checked against the budgets:
 * - scripts blocked: what the page's own HTML and CSS cost on this host (docs/decisions/0025);
 * - throttling applied: the same phone (4x CPU, 150 ms round trips, 1.6 Mbps) applied to the
 *   browser through DevTools instead of simulated from an unthrottled load. The simulation counts
 *   the browser's own start-up tasks as blocking time on this host (docs/decisions/0032); applied,
 *   the figures are what the page really blocks and how long its round trips really take
 *   (docs/decisions/0037).
 */
import type { Flags } from 'lighthouse';

export interface RunKind {
  blockScripts?: boolean;
  appliedThrottling?: boolean;
}

/** The Lighthouse flags of a kind of run, over the bench's own (port, output, categories). */
export function lighthouseFlagsFor({ blockScripts = false, appliedThrottling = false }: RunKind): Flags {
  return {
    ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    ...(appliedThrottling ? { throttlingMethod: 'devtools' } : {}),
  };
}
