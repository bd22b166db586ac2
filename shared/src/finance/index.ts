export { IVA_RATE, formatMxn, formatPercent, pesosToCents, percentOf, roundCents, sumCents, type Cents } from './money';
export type { ScheduleRow } from './schedule';
export { creditPayment, creditSchedule, scheduleTotals, type CreditInput } from './credit';
export { leaseRent, leaseSchedule, type LeaseInput, type RentTiming } from './lease';
export { catExplanation, catLegend, catWithoutInsuranceText, computeCat, formatCatDate, monthlyIrr, rateText, type CashFlow, type CatFacts } from './cat';
export {
  PLAN_KINDS,
  PLAN_LABELS,
  QuoteInputError,
  computeQuote,
  monthlyPaymentLabel,
  monthlyPaymentNote,
  validateQuoteInput,
  type InsuranceMode,
  type PersonType,
  type PlanKind,
  type PlanParams,
  type Quote,
  type QuoteInput,
} from './quote';

/** Fixed legends every quote carries (screen, PDF and e-mail). */
export const QUOTE_LEGENDS = [
  'Cotización informativa: el crédito y el arrendamiento están sujetos a aprobación de crédito.',
  'Las cifras pueden cambiar según el análisis de crédito, el precio vigente y la fecha de contratación.',
  'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
  'Contratar créditos por arriba de tu capacidad de pago puede afectar tu historial crediticio.',
  'El avalista, obligado solidario o coacreditado responderá como obligado principal frente a la entidad financiera.',
] as const;

export {
  EarlyPaymentError,
  MIN_CONTRIBUTION_INSTALLMENTS,
  addDays,
  addMonths,
  daysBetween,
  payoffAmount,
  simulateCapitalContribution,
  type CapitalContributionInput,
  type CapitalContributionResult,
  type DatedScheduleRow,
  type EarlyPaymentField,
  type PayoffBreakdown,
  type PayoffInput,
} from './early-payment';
