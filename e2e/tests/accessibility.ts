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
 * analysis to merge the results of the page's frames: 2.2-3.8 s an analysis here, against
 * 1.2-1.7 s, over about fifty analyses a suite run. Legacy mode cannot look inside a frame of
 * another origin (the video player's, once opened), so it refuses a page that has one, rather
 * than report it clean.
 */
export async function axeViolations(page: Page, { everyRule = false } = {}): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
  if (foreign.length > 0) throw new Error(`axe in legacy mode cannot check frames of another origin: ${foreign.map((frame) => frame.url()).join(', ')}`);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const { violations } = await (everyRule ? builder : builder.withTags(WCAG_AA)).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
