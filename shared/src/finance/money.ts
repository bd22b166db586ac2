/** Money is integer cents everywhere in the engine; floats only inside a single rounding step. */
export type Cents = number;

export const IVA_RATE = 0.16;

/** Rounds half away from zero to a whole cent (the usual commercial rounding). */
export function roundCents(value: number): Cents {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

export function pesosToCents(pesos: number): Cents {
  return roundCents(pesos * 100);
}

export function percentOf(amount: Cents, rate: number): Cents {
  return roundCents(amount * rate);
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

// es-MX formatting happens at the edges only (screens, PDF, e-mail): formatMxn, written in
// ../format/es-mx.ts with the site's other es-MX formats.
export { formatMxn } from '../format/es-mx';

export function formatPercent(rate: number, decimals = 1): string {
  return `${(rate * 100).toFixed(decimals)} %`;
}
