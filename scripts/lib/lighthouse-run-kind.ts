/**
 * How the bench has Lighthouse load a page, beside the site as built (the only kind checked
 * against the budgets): with its scripts blocked, what the page's own HTML and CSS cost on this
 * host (docs/decisions/0025).
 */
import type { Flags } from 'lighthouse';

export interface RunKind {
  blockScripts?: boolean;
}

/** The Lighthouse flags of a kind of run, over the bench's own (port, output, categories). */
export function lighthouseFlagsFor({ blockScripts = false }: RunKind): Flags {
  return blockScripts ? { blockedUrlPatterns: ['*.js'] } : {};
}
