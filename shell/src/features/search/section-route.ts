/**
 * docs/product.md §7 "Search": results in a plan's section open that plan's page; any other plan section
 * opens the plans area.
 */
const PLAN_SECTION_ROUTES: Array<[match: RegExp, route: string]> = [
  [/cr[ée]dito/i, '/planes-financiamiento/credito-directo'],
  [/arrendamiento puro/i, '/planes-financiamiento/arrendamiento-puro'],
  [/flexibili(ty|dad)/i, '/planes-financiamiento/flexibility'],
  [/seguro|insurance/i, '/planes-financiamiento/insurance'],
];

export function routeForSection(section: string): string {
  return PLAN_SECTION_ROUTES.find(([match]) => match.test(section))?.[1] ?? '/planes-financiamiento';
}
