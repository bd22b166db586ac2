/**
 * Which browser specs cover each app: `npm run release -- <app>` runs these, against the released
 * versions of every other app plus its candidate, before it switches anything. One place, so a
 * new spec is given an owner here when it is written. Specs about the site as a whole
 * (deployment, releases) belong to no app: they run in `npm test`.
 */
export const SPECS_BY_APP: Readonly<Record<string, readonly string[]>> = {
  // plans.spec.ts too: it measures the shell's header signed in (the section links right under it),
  // there because a customer's sign-in runs in the customers' files (e2e/playwright.config.ts).
  shell: ['chrome.spec.ts', 'routes.spec.ts', 'containment.spec.ts', 'origin-headers.spec.ts', 'layout-stability.spec.ts', 'plans.spec.ts'],
  'mf-home': ['home.spec.ts', 'public-trust.spec.ts'],
  'mf-plans': ['plans.spec.ts'],
  'mf-calculator': ['calculator.spec.ts', 'apply-online.spec.ts'],
  'mf-dealers': ['dealers.spec.ts'],
  'mf-account': ['access.spec.ts', 'customer-area.spec.ts', 'payments.spec.ts'],
  'mf-backoffice': ['backoffice.spec.ts', 'backoffice-content.spec.ts', 'apply-online.spec.ts'],
};
