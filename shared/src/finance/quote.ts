import { computeCat, type CashFlow } from './cat';
import { creditSchedule, scheduleTotals } from './credit';
import { leaseSchedule, type RentTiming } from './lease';
import { IVA_RATE, percentOf, roundCents, type Cents } from './money';
import type { ScheduleRow } from './schedule';

export const PLAN_KINDS = ['credit', 'pure-lease', 'financial-lease'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export type PersonType = 'fisica' | 'moral';
export type InsuranceMode = 'cash' | 'financed';

export const PLAN_LABELS: Record<PlanKind, string> = {
  credit: 'Crédito directo',
  'pure-lease': 'Arrendamiento puro',
  'financial-lease': 'Arrendamiento financiero',
};

/** Parameters of one plan for one vehicle type, as stored in the database (never in code). */
export interface PlanParams {
  plan: PlanKind;
  annualRate: number;
  /** Minimum down payment (credit) or advance payment (leases) as a fraction of the price. */
  minDownPayment: number;
  maxDownPayment: number;
  /** Opening commission as a fraction of the amount financed, paid at signing plus IVA. */
  commission: number;
  /** Residual value / purchase option as a fraction of the price without IVA (leases). */
  residual: number;
  /** Yearly insurance premium as a fraction of the price with IVA. */
  insuranceRate: number;
  /** Rents in deposit for leases. */
  depositRents: number;
  terms: number[];
  ivaOnInterest: Record<PersonType, boolean>;
  timing?: RentTiming;
  /**
   * Whether the insurance premium counts as a cost in the CAT. Banxico's rule (and the default):
   * insurance the lender requires counts. A plan whose insurance the customer may buy elsewhere
   * sets it false (docs/decisions/0008).
   */
  catIncludesInsurance?: boolean;
}

export interface QuoteInput {
  plan: PlanKind;
  personType: PersonType;
  /** Price with IVA and without IVA of the chosen version, in cents. */
  price: Cents;
  priceWithoutIva: Cents;
  /** Down payment as a fraction of the price (credit: with IVA; leases: without IVA). */
  downPayment: number;
  termMonths: number;
  insurance: InsuranceMode;
}

export interface Quote {
  plan: PlanKind;
  input: QuoteInput;
  downPayment: Cents;
  insurancePremium: Cents;
  /** Credit: amount lent; lease: value leased. */
  financed: Cents;
  commission: Cents;
  commissionIva: Cents;
  deposit: Cents;
  residual: Cents;
  /** First regular payment or rent, IVA included. */
  monthlyPayment: Cents;
  atSigning: Cents;
  schedule: ScheduleRow[];
  totals: { payments: Cents; interest: Cents; iva: Cents; total: Cents };
  /** Whole cost to the customer: at signing + every row (deposit excluded: it is refunded). */
  totalCost: Cents;
  /** Annual CAT as a fraction (0.574 = 57.4 %), or null for leases ("No aplica"). */
  cat: number | null;
  /** The CAT of the same credit on the vehicle alone, without the insurance: shown beside `cat` (decision 0008). */
  catWithoutInsurance: number | null;
  /** The plan's fixed annual rate, shown beside the CAT. */
  annualRate: number;
  /** What the CAT counts, so the quote can say it. */
  catIncludes: { interest: boolean; commission: boolean; insurance: boolean };
}

export class QuoteInputError extends Error {
  constructor(
    message: string,
    readonly field: keyof QuoteInput,
  ) {
    super(message);
    this.name = 'QuoteInputError';
  }
}

export function validateQuoteInput(input: QuoteInput, params: PlanParams): void {
  if (!params.terms.includes(input.termMonths)) {
    throw new QuoteInputError(`El plazo debe ser uno de: ${params.terms.join(', ')} meses.`, 'termMonths');
  }
  if (input.downPayment < params.minDownPayment - 1e-9 || input.downPayment > params.maxDownPayment + 1e-9) {
    throw new QuoteInputError(
      `El enganche debe estar entre ${Math.round(params.minDownPayment * 100)} % y ${Math.round(params.maxDownPayment * 100)} %.`,
      'downPayment',
    );
  }
  if (!(input.price > 0) || !(input.priceWithoutIva > 0)) throw new QuoteInputError('El precio no es válido.', 'price');
}

/** One quote: the same function runs in the browser (live result) and in the API (the record). */
export function computeQuote(input: QuoteInput, params: PlanParams): Quote {
  validateQuoteInput(input, params);
  const insurancePremium = roundCents((input.price * params.insuranceRate * input.termMonths) / 12);
  const financedInsurance = input.insurance === 'financed' ? insurancePremium : 0;
  const cashInsurance = input.insurance === 'cash' ? insurancePremium : 0;

  if (input.plan === 'credit') {
    const downPayment = percentOf(input.price, input.downPayment);
    const lent = input.price - downPayment;
    const financed = lent + financedInsurance;
    const commission = percentOf(financed, params.commission);
    const commissionIva = percentOf(commission, IVA_RATE);
    const schedule = creditSchedule({
      principal: financed,
      annualRate: params.annualRate,
      termMonths: input.termMonths,
      ivaOnInterest: params.ivaOnInterest[input.personType],
    });
    const totals = scheduleTotals(schedule);
    const atSigning = downPayment + commission + commissionIva + cashInsurance;
    // CAT: the customer receives the vehicle's financed part; pays the commission, the insurance
    // when it counts, and the payments without IVA (Banxico: IVA never counts). Without insurance,
    // the flows are those of the same credit on the vehicle alone.
    const withInsurance = params.catIncludesInsurance ?? true;
    const vehicleSchedule =
      financedInsurance === 0 ? schedule : creditSchedule({ principal: lent, annualRate: params.annualRate, termMonths: input.termMonths, ivaOnInterest: false });
    const vehicleFlows: CashFlow[] = [
      { month: 0, amount: lent - percentOf(lent, params.commission) },
      ...vehicleSchedule.map((row) => ({ month: row.period, amount: -row.payment })),
    ];
    const flows: CashFlow[] = withInsurance
      ? [{ month: 0, amount: lent - commission - cashInsurance }, ...schedule.map((row) => ({ month: row.period, amount: -row.payment }))]
      : vehicleFlows;
    const catWithoutInsurance = computeCat(vehicleFlows);
    return {
      plan: input.plan,
      input,
      downPayment,
      insurancePremium,
      financed,
      commission,
      commissionIva,
      deposit: 0,
      residual: 0,
      monthlyPayment: schedule[0]?.total ?? 0,
      atSigning,
      schedule,
      totals,
      totalCost: atSigning + totals.total,
      cat: withInsurance ? computeCat(flows) : catWithoutInsurance,
      catWithoutInsurance,
      annualRate: params.annualRate,
      catIncludes: { interest: true, commission: params.commission > 0, insurance: withInsurance },
    };
  }

  const downPayment = percentOf(input.priceWithoutIva, input.downPayment);
  const financed = input.priceWithoutIva - downPayment + financedInsurance;
  const residual = percentOf(input.priceWithoutIva, params.residual);
  const commission = percentOf(financed, params.commission);
  const commissionIva = percentOf(commission, IVA_RATE);
  const schedule = leaseSchedule({
    value: financed,
    annualRate: params.annualRate,
    termMonths: input.termMonths,
    residual,
    timing: params.timing ?? 'arrears',
  });
  const rents = schedule.slice(0, -1);
  const firstRent = rents[0]?.total ?? 0;
  const deposit = firstRent * params.depositRents;
  const totals = scheduleTotals(schedule);
  const atSigning = percentOf(downPayment, 1 + IVA_RATE) + commission + commissionIva + cashInsurance + deposit;
  return {
    plan: input.plan,
    input,
    downPayment,
    insurancePremium,
    financed,
    commission,
    commissionIva,
    deposit,
    residual,
    monthlyPayment: firstRent,
    atSigning,
    schedule,
    totals,
    totalCost: atSigning - deposit + totals.total,
    cat: null,
    catWithoutInsurance: null,
    annualRate: params.annualRate,
    catIncludes: { interest: false, commission: false, insurance: false },
  };
}

/** A credit whose IVA on interest falls with the balance: each payment is a little lower than the last. */
const paymentsFall = (quote: Pick<Quote, 'plan' | 'schedule'>): boolean => quote.plan === 'credit' && quote.schedule.some((row) => row.iva > 0);

/**
 * How a quote names its `monthlyPayment`: the screen, the PDF and the e-mail say the same. A lease's
 * rent does not change; a credit's payment before IVA does not either, but with IVA on its interest
 * the figure is the first and highest payment, not a fixed one.
 */
export function monthlyPaymentLabel(quote: Pick<Quote, 'plan' | 'schedule'>): string {
  if (quote.plan !== 'credit') return 'Renta mensual con IVA';
  return paymentsFall(quote) ? 'Primer pago con IVA' : 'Pago mensual';
}

/** Why the payments after the first are lower, or null when they are not. */
export function monthlyPaymentNote(quote: Pick<Quote, 'plan' | 'schedule'>): string | null {
  return paymentsFall(quote)
    ? 'El pago sin IVA es fijo. El IVA se cobra sobre los intereses, que bajan con el saldo: cada pago siguiente es un poco menor.'
    : null;
}
