import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the public pages are held to: WCAG 2.0 A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa'];

/**
 * The axe violations of the page as it is now, each as "rule: help (where)", so a failing test
 * names the rule and the elements. `everyRule` adds axe's best practices (the customer area and
 * the calculator are held to them too).
 *
 * Legacy mode runs axe in the page itself. The default mode opens a blank page after every
 * analysis to merge the results of the page's frames, which made each of the fifty or so analyses
 * of a suite run markedly slower. Legacy mode cannot look inside a frame of another origin (the
 * video player's, once opened), so it refuses a page that has one, rather than report it clean.
 */
export async function axeViolations(page: Page, { everyRule = false } = {}): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
  if (foreign.length > 0) throw new Error(`axe in legacy mode cannot check frames of another origin: ${foreign.map((frame) => frame.url()).join(', ')}`);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const { violations } = await (everyRule ? builder : builder.withTags(WCAG_AA)).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
