import { formatMxn, percentOf, type Cents } from '@fvc/shared/finance';
import { formatPesos } from '@fvc/shared/format';

export type DownPaymentUnit = 'percent' | 'amount';

/** The limits of one plan for one vehicle, in the words the field shows. */
export interface DownPaymentRange {
  /** Whole percentages: the API takes the down payment in steps of 1 % (contracts/quotes.ts). */
  minPct: number;
  maxPct: number;
  /** The price the percentage applies to: with IVA for credit, without IVA for leases (quote.ts). */
  base: Cents;
  /** "enganche" (credit) or "pago inicial" (leases). */
  noun: string;
  /** "del precio con IVA" or "del precio sin IVA". */
  baseLabel: string;
}

export type DownPaymentReading =
  | {
      ok: true;
      pct: number;
      /** The amount that percentage gives, computed as the engine does. */
      amount: Cents;
      /** False when an amount in pesos fell between two steps of 1 % and the nearest one is used. */
      exact: boolean;
    }
  | { ok: false; message: string };

export const amountForPct = (base: Cents, pct: number): Cents => percentOf(base, pct / 100);

const fail = (message: string): DownPaymentReading => ({ ok: false, message });

function readPercent(text: string, range: DownPaymentRange): DownPaymentReading {
  const { minPct, maxPct, noun, baseLabel, base } = range;
  if (text === '') return fail(`Escribe el ${noun} en porcentaje, de ${minPct} a ${maxPct}.`);
  const whole = /^(\d+)\s*%?$/.exec(text);
  if (!whole) {
    if (/^\d*[.,]\d+\s*%?$/.test(text)) return fail(`Escribe un porcentaje entero, sin decimales, de ${minPct} a ${maxPct}.`);
    return fail(`Escribe solo números, por ejemplo ${Math.min(maxPct, Math.max(minPct, 20))}.`);
  }
  const pct = Number(whole[1]);
  if (pct < minPct || pct > maxPct) return fail(`El ${noun} va de ${minPct} % a ${maxPct} % ${baseLabel}.`);
  return { ok: true, pct, amount: amountForPct(base, pct), exact: true };
}

/** Pesos as people write them in Mexico: "$150,000", "150000" or "150,000.50". */
function pesosToCents(text: string): Cents | null {
  const clean = text.replace(/[$\s,]/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function readAmount(text: string, range: DownPaymentRange): DownPaymentReading {
  const { minPct, maxPct, noun, baseLabel, base } = range;
  if (text === '') return fail(`Escribe el ${noun} en pesos.`);
  const cents = pesosToCents(text);
  if (cents === null) return fail('Escribe un monto en pesos, por ejemplo 150000 o 150,000.00.');
  const min = amountForPct(base, minPct);
  const max = amountForPct(base, maxPct);
  if (cents < min || cents > max) {
    return fail(`El ${noun} va de ${formatMxn(min)} a ${formatMxn(max)} (${minPct} % a ${maxPct} % ${baseLabel}).`);
  }
  // The API and the PDF take whole percentages; the nearest one is used and the field says so.
  const pct = Math.min(maxPct, Math.max(minPct, Math.round((cents * 100) / base)));
  const amount = amountForPct(base, pct);
  return { ok: true, pct, amount, exact: amount === cents };
}

/** Reads what the visitor typed; never changes it. An error message says what to fix. */
export function readDownPayment(raw: string, unit: DownPaymentUnit, range: DownPaymentRange): DownPaymentReading {
  const text = raw.trim();
  return unit === 'percent' ? readPercent(text, range) : readAmount(text, range);
}

/** The text the field shows for a value set from outside (slider, unit toggle, another plan). */
export function formatDownPayment(pct: number, unit: DownPaymentUnit, base: Cents): string {
  if (unit === 'percent') return String(pct);
  return formatPesos(amountForPct(base, pct));
}
