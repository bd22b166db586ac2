import { formatMxn, IVA_RATE, percentOf, roundCents, sumCents, type Cents } from './money';
import type { ScheduleRow } from './schedule';

/** docs/product.md §9: a capital contribution must be worth at least this many monthly installments. */
export const MIN_CONTRIBUTION_INSTALLMENTS = 3;

/**
 * Far above any plan (12–72 months): it only bounds the amortization loops when a corrupt record
 * reaches the function, so a browser tab cannot hang on it.
 */
const MAX_REMAINING_TERM = 600;

/** A schedule row with its due date when the caller gave one (ISO 'YYYY-MM-DD'). */
export interface DatedScheduleRow extends ScheduleRow {
  dueDate?: string;
}

export interface CapitalContributionInput {
  /** Outstanding principal right after the last installment paid. */
  balance: Cents;
  annualRate: number;
  /** Level payment before IVA (principal + interest), as `creditPayment` returns it. */
  installment: Cents;
  ivaOnInterest: boolean;
  ivaRate?: number;
  /** Installments left in the contract now. */
  remainingTerm: number;
  /** The contribution, applied to principal on the date of the last installment paid. */
  amount: Cents;
  /**
   * Due dates of the remaining installments, in order: the shorter schedule keeps the contract's
   * calendar, and each row then carries its `dueDate`. (Counted from the next due date instead, a
   * contract paid on the 31st moved to the 28th after a February.)
   */
  dueDates?: readonly string[];
}

export interface CapitalContributionResult {
  newBalance: Cents;
  termBefore: number;
  termAfter: number;
  monthsSaved: number;
  /** Interest still to pay without the contribution (the contract's remaining rows). */
  interestBefore: Cents;
  interestAfter: Cents;
  interestSaved: Cents;
  /** New amortization of `newBalance`: same installment, shorter term; period 1 = next installment. */
  schedule: DatedScheduleRow[];
}

export interface PayoffInput {
  principalOutstanding: Cents;
  annualRate: number;
  /** Due date of the last installment: interest up to it is already in the schedule. */
  lastAccrualDate: string;
  asOf: string;
  /** Interest of installments due and unpaid, and its IVA, owed as billed. */
  overdueInterest: Cents;
  overdueIva: Cents;
  /** Late fees and other unpaid commissions, owed as billed (IVA included). */
  unpaidFees: Cents;
  /**
   * Money already received toward installments not yet covered in full (a part of the next one
   * paid ahead, or of one overdue): it is owed back against the total, as the account's running
   * balance already counts it.
   */
  paidOnAccount?: Cents;
  ivaOnInterest: boolean;
  ivaRate?: number;
  /** Days in the year for daily interest: actual/360 is the Mexican banking convention. */
  dayCount?: 360 | 365;
}

export interface PayoffBreakdown {
  principal: Cents;
  accruedInterest: Cents;
  accruedIva: Cents;
  overdueInterest: Cents;
  overdueIva: Cents;
  fees: Cents;
  /** Received toward installments not yet covered in full, taken off the total. */
  paidOnAccount: Cents;
  total: Cents;
  /** Days of interest accrued from `lastAccrualDate` to `asOf`. */
  days: number;
}

export type EarlyPaymentField = keyof CapitalContributionInput | keyof PayoffInput;

/** Bad input to the early-payment functions: a Spanish message for the user and the field at fault. */
export class EarlyPaymentError extends Error {
  constructor(
    message: string,
    readonly field: EarlyPaymentField,
  ) {
    super(message);
    this.name = 'EarlyPaymentError';
  }
}

// ---------------------------------------------------------------------------------------------
// Calendar dates as ISO strings. `new Date('YYYY-MM-DD')` and local-time arithmetic would shift a
// day across time zones and daylight saving; civil dates are handled as numbers and differences
// are taken on Date.UTC, which has neither.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** Date.UTC reads years 0–99 as 1900–1999, and the format has four digits. */
const MIN_YEAR = 1000;
const MAX_YEAR = 9999;

interface CivilDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function parseIsoDate(iso: string): CivilDate | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireIsoDate(iso: string): CivilDate {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Fecha no válida: “${iso}” (se espera AAAA-MM-DD).`);
  return date;
}

function formatIsoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Same day of the month `months` later (or earlier), clamped to the month's last day:
 * 2025-01-31 + 1 -> 2025-02-28. Add to the contract's first date rather than chaining, or a
 * clamped February would move every later due date to the 28th.
 */
export function addMonths(iso: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError('El número de meses debe ser un entero.');
  const { year, month, day } = requireIsoDate(iso);
  const monthIndex = year * 12 + (month - 1) + months;
  const newYear = Math.floor(monthIndex / 12);
  const newMonth = monthIndex - newYear * 12 + 1;
  if (newYear < MIN_YEAR || newYear > MAX_YEAR) throw new RangeError('La fecha resultante está fuera del rango admitido.');
  return formatIsoDate({ year: newYear, month: newMonth, day: Math.min(day, daysInMonth(newYear, newMonth)) });
}

/** The date `days` calendar days later (or earlier). */
export function addDays(iso: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError('El número de días debe ser un entero.');
  const { year, month, day } = requireIsoDate(iso);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Calendar days from `fromIso` to `toIso`; negative when `toIso` is earlier. */
export function daysBetween(fromIso: string, toIso: string): number {
  const from = requireIsoDate(fromIso);
  const to = requireIsoDate(toIso);
  return (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / MS_PER_DAY;
}

// ---------------------------------------------------------------------------------------------
// Validation shared by both functions.

function requireCents(value: Cents, field: EarlyPaymentField, message: string, { allowZero }: { allowZero: boolean }): void {
  if (!Number.isSafeInteger(value) || value < 0 || (!allowZero && value === 0)) throw new EarlyPaymentError(message, field);
}

function requireRate(value: number, field: EarlyPaymentField, message: string): void {
  if (!Number.isFinite(value) || value < 0) throw new EarlyPaymentError(message, field);
}

function requireDate(iso: string, field: EarlyPaymentField, message: string): void {
  if (typeof iso !== 'string' || parseIsoDate(iso) === null) throw new EarlyPaymentError(message, field);
}

// ---------------------------------------------------------------------------------------------
// Capital contribution.

function scheduleRow(period: number, payment: Cents, interest: Cents, balance: Cents, ivaOnInterest: boolean, ivaRate: number): ScheduleRow {
  const iva = ivaOnInterest ? percentOf(interest, ivaRate) : 0;
  return { period, payment, interest, principal: payment - interest, iva, total: payment + iva, balance };
}

/**
 * The contract's remaining rows exactly as creditSchedule builds them: the level installment,
 * interest rounded each month, the last of `term` rows absorbing whatever is left.
 */
function fixedTermRows(balance: Cents, r: number, installment: Cents, term: number, ivaOnInterest: boolean, ivaRate: number): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  let remaining = balance;
  for (let period = 1; period <= term; period += 1) {
    const interest = roundCents(remaining * r);
    const principal = period === term ? remaining : Math.min(installment - interest, remaining);
    remaining -= principal;
    rows.push(scheduleRow(period, principal + interest, interest, remaining, ivaOnInterest, ivaRate));
  }
  return rows;
}

/**
 * docs/product.md §9: "the term shortens and the installment stays the same". Pay the level installment
 * until balance + interest fits in one, then a last, smaller (or equal) payment settles it.
 * Null when it takes more than `maxRows` rows (or never ends: the installment does not cover
 * the interest).
 */
function shorteningRows(balance: Cents, r: number, installment: Cents, maxRows: number, ivaOnInterest: boolean, ivaRate: number): ScheduleRow[] | null {
  const rows: ScheduleRow[] = [];
  let remaining = balance;
  while (remaining > 0) {
    if (rows.length === maxRows) return null;
    const interest = roundCents(remaining * r);
    const isLast = remaining + interest <= installment;
    const principal = isLast ? remaining : installment - interest;
    if (principal <= 0) return null;
    remaining -= principal;
    rows.push(scheduleRow(rows.length + 1, principal + interest, interest, remaining, ivaOnInterest, ivaRate));
  }
  return rows;
}

/**
 * An early partial payment to principal on a direct credit: the new, shorter schedule and the
 * interest it saves. The minimum is 3 × `installment` (before IVA): IVA on interest changes
 * every month and is not principal, so the rule is stated on the level installment the contract
 * fixes, the same figure for every customer and every month.
 */
export function simulateCapitalContribution(input: CapitalContributionInput): CapitalContributionResult {
  const { balance, annualRate, installment, ivaOnInterest, ivaRate = IVA_RATE, remainingTerm, amount, dueDates } = input;
  requireCents(balance, 'balance', 'El saldo del crédito no es válido.', { allowZero: false });
  requireCents(installment, 'installment', 'La mensualidad no es válida.', { allowZero: false });
  requireCents(amount, 'amount', 'Escribe un monto de aportación mayor que cero, en pesos y centavos.', { allowZero: false });
  requireRate(annualRate, 'annualRate', 'La tasa de interés no es válida.');
  requireRate(ivaRate, 'ivaRate', 'La tasa de IVA no es válida.');
  if (!Number.isInteger(remainingTerm) || remainingTerm < 1 || remainingTerm > MAX_REMAINING_TERM) {
    throw new EarlyPaymentError('El plazo restante no es válido.', 'remainingTerm');
  }
  if (dueDates !== undefined) {
    if (dueDates.length === 0) throw new EarlyPaymentError('Faltan las fechas de los pagos restantes.', 'dueDates');
    for (const date of dueDates) requireDate(date, 'dueDates', 'Una fecha de vencimiento no es válida.');
  }

  // Paying all of it is a payoff, which also owes interest accrued since the last due date.
  if (amount >= balance) {
    throw new EarlyPaymentError(
      `La aportación cubre todo el capital pendiente (${formatMxn(balance)}): para pagar el crédito completo solicita la liquidación anticipada.`,
      'amount',
    );
  }
  const minimum = MIN_CONTRIBUTION_INSTALLMENTS * installment;
  if (amount < minimum) {
    // When the balance is under 3 installments no contribution can qualify: say what can be done.
    throw new EarlyPaymentError(
      minimum >= balance
        ? `El saldo (${formatMxn(balance)}) no supera ${MIN_CONTRIBUTION_INSTALLMENTS} mensualidades: solo puedes pagarlo completo con la liquidación anticipada.`
        : `La aportación a capital debe ser de al menos ${MIN_CONTRIBUTION_INSTALLMENTS} mensualidades (${formatMxn(minimum)}).`,
      'amount',
    );
  }

  const r = annualRate / 12;
  // The installment must repay the balance in the remaining term, give or take the last row that
  // absorbs the rounding cents (it can be a few cents over the installment, which the shortening
  // rule turns into one tiny extra row). Anything else is a record of another contract, and the
  // months saved would be fiction.
  const atInstallment = shorteningRows(balance, r, installment, remainingTerm + 1, ivaOnInterest, ivaRate);
  if (atInstallment === null || atInstallment.length < remainingTerm) {
    throw new EarlyPaymentError('La mensualidad, el saldo y el plazo restante no corresponden al mismo crédito.', 'remainingTerm');
  }
  const before = fixedTermRows(balance, r, installment, remainingTerm, ivaOnInterest, ivaRate);

  const newBalance = balance - amount;
  const after = shorteningRows(newBalance, r, installment, remainingTerm + 1, ivaOnInterest, ivaRate);
  // A smaller balance at the same installment ends no later than the whole balance did.
  if (after === null) throw new Error('Capital contribution schedule did not close: an invariant is broken.');
  const schedule: DatedScheduleRow[] =
    dueDates === undefined
      ? after
      : after.map((row) => ({ ...row, dueDate: dueDates[row.period - 1] ?? addMonths(dueDates.at(-1)!, row.period - dueDates.length) }));

  const interestBefore = sumCents(before.map((row) => row.interest));
  const interestAfter = sumCents(schedule.map((row) => row.interest));
  return {
    newBalance,
    termBefore: remainingTerm,
    termAfter: schedule.length,
    monthsSaved: remainingTerm - schedule.length,
    interestBefore,
    interestAfter,
    interestSaved: interestBefore - interestAfter,
    schedule,
  };
}

// ---------------------------------------------------------------------------------------------
// Payoff.

/**
 * What settles the credit on `asOf`: the principal, simple daily interest on it since the last
 * due date (rounded to the cent once, plus its IVA where the plan charges it), and whatever is
 * already due and unpaid, as billed, less what was already paid toward installments not yet
 * covered in full.
 */
export function payoffAmount(input: PayoffInput): PayoffBreakdown {
  const {
    principalOutstanding,
    annualRate,
    lastAccrualDate,
    asOf,
    overdueInterest,
    overdueIva,
    unpaidFees,
    paidOnAccount = 0,
    ivaOnInterest,
    ivaRate = IVA_RATE,
    dayCount = 360,
  } = input;
  requireCents(principalOutstanding, 'principalOutstanding', 'El saldo del crédito no es válido.', { allowZero: true });
  requireCents(overdueInterest, 'overdueInterest', 'Los intereses vencidos no son válidos.', { allowZero: true });
  requireCents(overdueIva, 'overdueIva', 'El IVA de los intereses vencidos no es válido.', { allowZero: true });
  requireCents(unpaidFees, 'unpaidFees', 'Las comisiones pendientes no son válidas.', { allowZero: true });
  requireCents(paidOnAccount, 'paidOnAccount', 'Los pagos recibidos a cuenta no son válidos.', { allowZero: true });
  requireRate(annualRate, 'annualRate', 'La tasa de interés no es válida.');
  requireRate(ivaRate, 'ivaRate', 'La tasa de IVA no es válida.');
  if (dayCount !== 360 && dayCount !== 365) throw new EarlyPaymentError('La base de días debe ser 360 o 365.', 'dayCount');
  requireDate(lastAccrualDate, 'lastAccrualDate', 'La fecha del último vencimiento no es válida.');
  requireDate(asOf, 'asOf', 'La fecha de liquidación no es válida.');

  const days = daysBetween(lastAccrualDate, asOf);
  if (days < 0) throw new EarlyPaymentError('La fecha de liquidación no puede ser anterior al último vencimiento.', 'asOf');

  const accruedInterest = roundCents((principalOutstanding * annualRate * days) / dayCount);
  const accruedIva = ivaOnInterest ? percentOf(accruedInterest, ivaRate) : 0;
  const owed = principalOutstanding + accruedInterest + accruedIva + overdueInterest + overdueIva + unpaidFees;
  return {
    principal: principalOutstanding,
    accruedInterest,
    accruedIva,
    overdueInterest,
    overdueIva,
    fees: unpaidFees,
    paidOnAccount,
    // Paid toward a last installment that is not due yet can exceed what settles the contract
    // early: nothing is left to pay, and the difference is the customer's (customer service
    // returns it with the settlement).
    total: Math.max(0, owed - paidOnAccount),
    days,
  };
}
