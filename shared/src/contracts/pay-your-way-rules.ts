import { addDays } from '../finance/early-payment';
import { formatMxn } from '../format/es-mx';
import { MIN_CUSTOM_PAYMENT } from './payment-rules';

export const PAY_YOUR_WAY_LIMITS = {
  holderName: 120,
  /** A payment can be scheduled up to this many days ahead. */
  scheduleDaysAhead: 90,
} as const;

/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a date for a scheduled payment, or null: from tomorrow (to pay today, the
 * customer pays now) up to 90 days ahead. The same words on the form and from the API.
 */
export function scheduleDateProblem(payOn: string, today: string): string | null {
  if (!isCalendarDate(payOn)) return 'Elige una fecha válida.';
  if (payOn < today) return 'Esa fecha ya pasó: elige una a partir de mañana.';
  if (payOn === today) return 'Para pagar hoy usa “Pagar con tarjeta” o una transferencia SPEI; programa a partir de mañana.';
  const last = addDays(today, PAY_YOUR_WAY_LIMITS.scheduleDaysAhead);
  if (payOn > last) return `Puedes programar hasta ${PAY_YOUR_WAY_LIMITS.scheduleDaysAhead} días adelante (el ${last.split('-').reverse().join('/')}).`;
  return null;
}

/** What is wrong with the amount of a scheduled payment, or null: from $100.00 up to the balance. */
export function scheduleAmountProblem(amount: number, balance: number): string | null {
  if (amount < MIN_CUSTOM_PAYMENT) return `El monto mínimo es de ${formatMxn(MIN_CUSTOM_PAYMENT)}.`;
  if (amount > balance) return `El monto no puede pasar de tu saldo (${formatMxn(balance)}). Para liquidar, consulta tu carta de liquidación.`;
  return null;
}

/** A scheduled payment can be changed or cancelled until the day before its date. */
export const scheduleStillEditable = (payOn: string, today: string) => today < payOn;

/**
 * The mandate the customer accepts, word for word: the form shows it, the API stores it with the
 * acceptance and the PDF prints it.
 */
export function mandateText(mandate: { contractNumber: string; bankName: string; accountLast4: string; holderName: string; companyName: string }): string {
  return [
    `Yo, ${mandate.holderName}, titular de la cuenta ${mandate.bankName} con CLABE terminada en ${mandate.accountLast4}, autorizo a ${mandate.companyName} a cargar a esa cuenta, en cada fecha de vencimiento, el pago exigible del contrato ${mandate.contractNumber}: la mensualidad o renta del día y lo que esté vencido (con sus intereses, comisiones e IVA).`,
    'Sé que puedo cancelar esta domiciliación en cualquier momento desde Mi cuenta; la cancelación aplica a los cargos que aún no se hayan enviado al banco.',
    'Si el banco rechaza un cargo, se me avisará por correo y el pago seguirá pendiente: puedo pagarlo con tarjeta o por transferencia SPEI. No se cobra comisión por domiciliar.',
  ].join('\n\n');
}
