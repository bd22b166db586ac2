import { Type, type Static } from 'typebox';
import { CUSTOMER_AREA_LIMITS, MONTH_PATTERN } from './customer-area-rules';

// Money is integer cents (docs/architecture.md §5); the browser formats it in es-MX. Dates are YYYY-MM-DD.
const Cents = (description: string) => Type.Integer({ description: `${description} En centavos.` });
const IsoDate = (title: string) => Type.String({ format: 'date', title, description: 'AAAA-MM-DD' });
const Id = (title: string) => Type.String({ format: 'uuid', title });

export const ContractPlanSchema = Type.Union([Type.Literal('credit'), Type.Literal('pure_lease'), Type.Literal('financial_lease')], {
  description: 'credit: crédito directo; pure_lease: arrendamiento puro; financial_lease: arrendamiento financiero.',
});
export type ContractPlan = Static<typeof ContractPlanSchema>;

export const ContractStandingSchema = Type.Union([Type.Literal('current'), Type.Literal('overdue'), Type.Literal('settled')], {
  description: 'current: vigente; overdue: con atraso; settled: liquidado.',
});
export type ContractStanding = Static<typeof ContractStandingSchema>;

export const ContractCardSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    number: Type.String({ description: 'Número de contrato.' }),
    vehicle: Type.String(),
    plan: ContractPlanSchema,
    standing: ContractStandingSchema,
    balance: Cents('Saldo: capital pendiente más los intereses, el IVA y las comisiones cargados y sin pagar (sin los intereses que aún no vencen).'),
    principalOutstanding: Cents('Capital pendiente (saldo insoluto), con el valor residual de un arrendamiento.'),
    payoffToday: Cents('Lo que liquida el contrato hoy: el saldo más los intereses del día en que se cargaron hasta hoy, con su IVA.'),
    paidThrough: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Intereses pagados hasta esta fecha (el vencimiento de la última mensualidad cubierta).' }),
    inFavour: Cents('Saldo a favor del cliente: lo recibido de más, que atención a clientes devuelve.'),
    overdueAmount: Cents('Monto vencido: mensualidades o rentas vencidas y comisiones sin pagar.'),
    daysOverdue: Type.Integer({ minimum: 0, description: 'Días desde el vencimiento más antiguo sin pagar.' }),
    nextPayment: Type.Union([Type.Object({ dueDate: Type.String({ format: 'date' }), amount: Cents('Importe con IVA.'), number: Type.Integer() }), Type.Null()]),
    installmentsPaid: Type.Integer({ minimum: 0 }),
    installmentsTotal: Type.Integer({ minimum: 0 }),
    startDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    endDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    annualRate: Type.Union([Type.Number(), Type.Null()]),
    capitalContributionAllowed: Type.Boolean({ description: 'Las aportaciones a capital aplican al crédito directo vigente.' }),
    speiReference: Type.String({ pattern: '^[0-9]{18}$', description: 'CLABE de referencia del contrato: una transferencia SPEI a ella se aplica a este contrato.' }),
  },
  { description: 'Un contrato del cliente, con su situación al día de hoy.' },
);
export type ContractCard = Static<typeof ContractCardSchema>;

export const ContractListSchema = Type.Object({ contracts: Type.Array(ContractCardSchema) });
export type ContractList = Static<typeof ContractListSchema>;

export const ContractParamsSchema = Type.Object({ id: Id('Contrato') });
export type ContractParams = Static<typeof ContractParamsSchema>;

export const InstallmentStatusSchema = Type.Union([Type.Literal('paid'), Type.Literal('due'), Type.Literal('overdue')], {
  description: 'paid: pagada; due: por vencer; overdue: vencida sin pagar.',
});

export const InstallmentSchema = Type.Object({
  number: Type.Integer(),
  dueDate: Type.String({ format: 'date' }),
  principal: Cents('Capital.'),
  interest: Cents('Intereses.'),
  iva: Cents('IVA.'),
  total: Cents('Total a pagar.'),
  balanceAfter: Cents('Capital pendiente después del pago.'),
  lateFee: Cents('Comisión por pago tardío cargada a este pago.'),
  paid: Cents('Pagado.'),
  paidOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  status: InstallmentStatusSchema,
});
export type Installment = Static<typeof InstallmentSchema>;

export const ContractTermChangeSchema = Type.Object(
  {
    changedOn: Type.String({ format: 'date' }),
    reason: Type.Union([Type.Literal('capital_contribution'), Type.Literal('payoff')], { description: 'capital_contribution: aportación a capital; payoff: liquidación anticipada.' }),
    amount: Cents('Monto aportado o pagado.'),
    termBefore: Type.Integer({ minimum: 0, description: 'Pagos que faltaban antes.' }),
    termAfter: Type.Integer({ minimum: 0, description: 'Pagos que faltan después.' }),
    endBefore: Type.String({ format: 'date' }),
    endAfter: Type.String({ format: 'date' }),
  },
  { description: 'Un cambio del plazo: por qué la tabla en vigor es más corta que el plazo contratado.' },
);
export type ContractTermChange = Static<typeof ContractTermChangeSchema>;

export const ContractDetailSchema = Type.Object(
  {
    contract: ContractCardSchema,
    terms: Type.Object({
      financed: Cents('Monto financiado.'),
      termMonths: Type.Integer({ description: 'Plazo contratado en meses (la tabla en vigor puede ser más corta: termChanges).' }),
      installment: Cents('Mensualidad o renta antes de IVA.'),
      residualValue: Cents('Valor residual u opción de compra (arrendamientos).'),
      ivaOnInterest: Type.Boolean(),
    }),
    schedule: Type.Array(InstallmentSchema),
    termChanges: Type.Array(ContractTermChangeSchema),
    lastPaymentOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Fecha del último pago recibido.' }),
    balanceHistory: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), balance: Cents('Saldo al cierre del día.') }), {
      description: 'El saldo al final de cada mes, para la gráfica.',
    }),
  },
  { description: 'Un contrato con su tabla de pagos.' },
);
export type ContractDetail = Static<typeof ContractDetailSchema>;

export const MovementKindSchema = Type.Union([
  Type.Literal('disbursement'),
  Type.Literal('interest'),
  Type.Literal('payment'),
  Type.Literal('late_fee'),
  Type.Literal('capital_contribution'),
  Type.Literal('adjustment'),
]);

export const MovementSchema = Type.Object({
  id: Type.Integer(),
  postedOn: Type.String({ format: 'date' }),
  kind: MovementKindSchema,
  description: Type.String(),
  reference: Type.String(),
  charge: Cents('Cargo.'),
  credit: Cents('Abono.'),
  balanceAfter: Cents('Saldo después del movimiento.'),
});
export type Movement = Static<typeof MovementSchema>;

export const MovementsQuerySchema = Type.Object(
  {
    from: Type.Optional(IsoDate('Desde')),
    to: Type.Optional(IsoDate('Hasta')),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: CUSTOMER_AREA_LIMITS.maxPage, default: 1, title: 'Página' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 5, maximum: CUSTOMER_AREA_LIMITS.maxPageSize, default: 10, title: 'Movimientos por página' })),
  },
  { additionalProperties: false },
);
export type MovementsQuery = Static<typeof MovementsQuerySchema>;

export const MovementPageSchema = Type.Object({
  items: Type.Array(MovementSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer({ description: 'Movimientos que cumplen el filtro.' }),
});
export type MovementPage = Static<typeof MovementPageSchema>;

export const MovementsCsvQuerySchema = Type.Object(
  { from: Type.Optional(IsoDate('Desde')), to: Type.Optional(IsoDate('Hasta')) },
  { additionalProperties: false },
);
export type MovementsCsvQuery = Static<typeof MovementsCsvQuerySchema>;

export const DocumentsQuerySchema = Type.Object(
  {
    contractId: Type.Optional(Id('Contrato')),
    from: Type.Optional(Type.String({ pattern: MONTH_PATTERN, maxLength: 7, title: 'Desde (mes)' })),
    to: Type.Optional(Type.String({ pattern: MONTH_PATTERN, maxLength: 7, title: 'Hasta (mes)' })),
  },
  { additionalProperties: false },
);
export type DocumentsQuery = Static<typeof DocumentsQuerySchema>;

export const StatementSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  contractId: Type.String({ format: 'uuid' }),
  contractNumber: Type.String(),
  period: Type.String({ format: 'date', description: 'Primer día del mes del estado de cuenta.' }),
});
export type StatementSummary = Static<typeof StatementSummarySchema>;
export const StatementListSchema = Type.Object({ statements: Type.Array(StatementSummarySchema) });
export type StatementList = Static<typeof StatementListSchema>;

export const InvoiceSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  contractId: Type.String({ format: 'uuid' }),
  contractNumber: Type.String(),
  serie: Type.String(),
  folio: Type.String(),
  fiscalUuid: Type.String({ description: 'Folio fiscal (UUID del timbre).' }),
  issuedAt: Type.String({ format: 'date-time' }),
  description: Type.String(),
  subtotal: Cents('Subtotal.'),
  iva: Cents('IVA.'),
  total: Cents('Total.'),
});
export type InvoiceSummary = Static<typeof InvoiceSummarySchema>;
export const InvoiceListSchema = Type.Object({ invoices: Type.Array(InvoiceSummarySchema) });
export type InvoiceList = Static<typeof InvoiceListSchema>;

export const DocumentParamsSchema = Type.Object({ id: Id('Documento') });
export type DocumentParams = Static<typeof DocumentParamsSchema>;

export const PolicySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  contractId: Type.String({ format: 'uuid' }),
  contractNumber: Type.String(),
  vehicle: Type.String(),
  policyNumber: Type.String(),
  insurer: Type.String(),
  coverage: Type.String(),
  startsOn: Type.String({ format: 'date' }),
  endsOn: Type.String({ format: 'date' }),
  premium: Cents('Prima total.'),
  contractStartsOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Inicio del contrato.' }),
  contractEndsOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Último pago de la tabla en vigor.' }),
  termChange: Type.Union([Type.Literal('capital_contribution'), Type.Literal('payoff'), Type.Null()], {
    description: 'Por qué el contrato puede terminar antes que la póliza: una aportación a capital o una liquidación.',
  }),
});
export type Policy = Static<typeof PolicySchema>;
export const PolicyListSchema = Type.Object({ policies: Type.Array(PolicySchema) });
export type PolicyList = Static<typeof PolicyListSchema>;

export const PayoffRequestSchema = Type.Object({ asOf: IsoDate('Fecha de liquidación') }, { additionalProperties: false });
export type PayoffRequest = Static<typeof PayoffRequestSchema>;

export const PaidAheadSchema = Type.Object({
  number: Type.Integer(),
  dueDate: Type.String({ format: 'date' }),
  paidOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  principal: Cents('Capital pagado.'),
  interest: Cents('Intereses pagados.'),
  iva: Cents('IVA pagado.'),
});

export const PayoffQuoteSchema = Type.Object({
  asOf: Type.String({ format: 'date' }),
  principal: Cents('Capital pendiente, con el valor residual de un arrendamiento.'),
  paidThrough: Type.String({ format: 'date', description: 'Intereses pagados hasta esta fecha.' }),
  accruedFrom: Type.String({ format: 'date', description: 'Los intereses se cargaron hasta esta fecha; desde aquí corren los del día.' }),
  days: Type.Integer({ description: 'Días de intereses desde accruedFrom; negativos si ya se pagaron días posteriores a la fecha.' }),
  accruedInterest: Cents('Intereses de esos días (actual/360); negativo: intereses pagados por adelantado que se descuentan.'),
  accruedIva: Cents('IVA de esos intereses.'),
  overdueInterest: Cents('Intereses cargados y sin pagar.'),
  overdueIva: Cents('IVA cargado y sin pagar.'),
  fees: Cents('Comisiones sin pagar.'),
  unapplied: Cents('Dinero recibido de más que se descuenta.'),
  paidAhead: Type.Array(PaidAheadSchema, { description: 'Pagos ya hechos de mensualidades que aún no vencen: no se vuelven a cobrar.' }),
  total: Cents('Monto para liquidar.'),
});
export type PayoffQuote = Static<typeof PayoffQuoteSchema>;

export const PayoffLetterSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    folio: Type.String({ description: 'LIQ-AAAA-NNNNNN' }),
    asOf: Type.String({ format: 'date' }),
    validUntil: Type.String({ format: 'date', description: 'La carta vale para un pago recibido hasta esta fecha.' }),
    total: Cents('Monto para liquidar.'),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { description: 'Una carta de liquidación emitida; su PDF se descarga en /api/customers/payoff-letters/{id}/pdf.' },
);
export type PayoffLetter = Static<typeof PayoffLetterSchema>;

export const ContributionRequestSchema = Type.Object(
  { amount: Type.Integer({ minimum: 1, maximum: CUSTOMER_AREA_LIMITS.maxAmountCents, title: 'Monto de la aportación' }) },
  { additionalProperties: false },
);
export type ContributionRequest = Static<typeof ContributionRequestSchema>;

export const ContributionSimulationSchema = Type.Object({
  amount: Cents('Aportación.'),
  installment: Cents('Mensualidad antes de IVA: no cambia.'),
  balanceBefore: Cents('Capital pendiente hoy.'),
  newBalance: Cents('Capital después de la aportación.'),
  termBefore: Type.Integer(),
  termAfter: Type.Integer(),
  monthsSaved: Type.Integer(),
  interestSaved: Cents('Intereses que se dejan de pagar.'),
  newEndDate: Type.String({ format: 'date' }),
  minimumAmount: Cents('Mínimo: tres mensualidades.'),
});
export type ContributionSimulation = Static<typeof ContributionSimulationSchema>;

export const EarlyPaymentRequestSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('capital_contribution'), Type.Literal('payoff')], { title: 'Tipo de solicitud' }),
    amount: Type.Optional(Type.Integer({ minimum: 1, maximum: CUSTOMER_AREA_LIMITS.maxAmountCents, title: 'Monto de la aportación' })),
    asOf: Type.Optional(IsoDate('Fecha de liquidación')),
    message: Type.Optional(Type.String({ maxLength: CUSTOMER_AREA_LIMITS.message, title: 'Comentarios' })),
  },
  { additionalProperties: false },
);
export type EarlyPaymentRequest = Static<typeof EarlyPaymentRequestSchema>;

export const RequestReceiptSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  folio: Type.String({ description: 'Folio para dar seguimiento, p. ej. SOL-2026-000123.' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type RequestReceipt = Static<typeof RequestReceiptSchema>;

export const SupportContactRequestSchema = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: CUSTOMER_AREA_LIMITS.subject, pattern: '\\S', title: 'Asunto' }),
    message: Type.String({ minLength: 1, maxLength: CUSTOMER_AREA_LIMITS.message, pattern: '\\S', title: 'Mensaje' }),
    contractId: Type.Optional(Id('Contrato')),
  },
  { additionalProperties: false },
);
export type SupportContactRequest = Static<typeof SupportContactRequestSchema>;
