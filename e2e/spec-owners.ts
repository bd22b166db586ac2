/**
 * Which browser specs cover each app: `npm run release -- <app>` runs these, against the released
 * versions of every other app plus its candidate, before it switches anything. One place, so a
 * new spec is given an owner here when it is written. Specs about the site as a whole
 * (deployment, releases) belong to no app: they run in `npm test`.
 */
export const SPECS_BY_APP: Readonly<Record<string, readonly string[]>> = {
  shell: ['chrome.spec.ts', 'routes.spec.ts', 'containment.spec.ts', 'origin-headers.spec.ts', 'layout-stability.spec.ts'],
  'mf-home': ['home.spec.ts', 'public-trust.spec.ts'],
  'mf-plans': ['plans.spec.ts'],
  'mf-calculator': ['calculator.spec.ts'],
  'mf-dealers': ['dealers.spec.ts'],
  'mf-account': ['access.spec.ts', 'customer-area.spec.ts', 'payments.spec.ts'],
};
