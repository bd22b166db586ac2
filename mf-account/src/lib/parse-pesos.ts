// Thousands in groups of three ("15,000.50"), or no separators at all ("15000.5"), with an
// optional "$" and spaces; at most two decimals. "1,00,0" is a typo, not a thousand.
const PESOS = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** An amount the customer typed, in cents; null when it is not an amount in pesos. */
export function parsePesos(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  if (!PESOS.test(compact)) return null;
  return Math.round(Number(compact.replace(/[$,]/g, '')) * 100);
}
