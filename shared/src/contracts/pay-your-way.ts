import { Type, type Static } from 'typebox';
import { CUSTOMER_AREA_LIMITS } from './customer-area-rules';
import { PAY_YOUR_WAY_LIMITS } from './pay-your-way-rules';

const Cents = (description: string) => Type.Integer({ minimum: 0, description: `${description} En centavos.` });
const Id = (title: string) => Type.String({ format: 'uuid', title });

// --- Domiciliación -------------------------------------------------------------------------------

export const MandateStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('cancelled')], {
  description: 'pending: falta confirmar con el código enviado por correo; active: los pagos se cargan a la cuenta; cancelled: ya no se carga nada.',
});

export const DebitMandateSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    folio: Type.String(),
    contractId: Type.String({ format: 'uuid' }),
    contractNumber: Type.String(),
    bankName: Type.String(),
    accountLast4: Type.String({ pattern: '^[0-9]{4}$', description: 'Últimos cuatro dígitos de la CLABE.' }),
    holderName: Type.String(),
    status: MandateStatusSchema,
    acceptedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    cancelledBy: Type.Union([Type.Literal('customer'), Type.Literal('bank'), Type.Null()], { description: 'bank: el banco avisó que la cuenta está cancelada.' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { description: 'Una domiciliación: los pagos de un contrato que se cargan a una cuenta del cliente.' },
);
export type DebitMandate = Static<typeof DebitMandateSchema>;

export const DebitMandateListSchema = Type.Object({ mandates: Type.Array(DebitMandateSchema) });
export type DebitMandateList = Static<typeof DebitMandateListSchema>;

export const CreateMandateRequestSchema = Type.Object(
  {
    contractId: Id('Contrato'),
    clabe: Type.String({ minLength: 1, maxLength: 30, title: 'CLABE', description: '18 dígitos; se aceptan espacios y guiones entre grupos.' }),
    holderName: Type.String({ minLength: 1, maxLength: PAY_YOUR_WAY_LIMITS.holderName, title: 'Titular de la cuenta' }),
    accept: Type.Literal(true, { title: 'Acepto el mandato', description: 'El cliente leyó y acepta el texto de la domiciliación.' }),
  },
  { additionalProperties: false },
);
export type CreateMandateRequest = Static<typeof CreateMandateRequestSchema>;

export const MandateCodeSentSchema = Type.Object({
  mandate: DebitMandateSchema,
  codeSentTo: Type.String({ description: 'El correo al que se envió el código, en parte oculto.' }),
  codeExpiresAt: Type.String({ format: 'date-time' }),
});
export type MandateCodeSent = Static<typeof MandateCodeSentSchema>;

export const ConfirmMandateRequestSchema = Type.Object(
  { code: Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, title: 'Código', description: 'El código de 6 dígitos enviado por correo.' }) },
  { additionalProperties: false },
);
export type ConfirmMandateRequest = Static<typeof ConfirmMandateRequestSchema>;

export const MandateParamsSchema = Type.Object({ id: Id('Domiciliación') });

// --- Pagos programados ---------------------------------------------------------------------------

export const ScheduledMethodSchema = Type.Union([Type.Literal('debit'), Type.Literal('card')], {
  description: 'debit: a la cuenta domiciliada del contrato; card: a una tarjeta que el banco guarda para este pago.',
});

export const ScheduledStatusSchema = Type.Union(
  [Type.Literal('card-pending'), Type.Literal('scheduled'), Type.Literal('sent'), Type.Literal('done'), Type.Literal('failed'), Type.Literal('cancelled')],
  { description: 'card-pending: falta registrar la tarjeta en la página del banco; scheduled: se cobrará en la fecha; sent: enviado al banco; done: pagado; failed: el banco lo rechazó; cancelled: cancelado.' },
);

export const ScheduledPaymentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  contractId: Type.String({ format: 'uuid' }),
  contractNumber: Type.String(),
  method: ScheduledMethodSchema,
  amount: Cents('Monto.'),
  payOn: Type.String({ format: 'date' }),
  status: ScheduledStatusSchema,
  accountLabel: Type.String({ description: 'La cuenta o tarjeta a la que se cargará, como la ve el cliente.' }),
  editable: Type.Boolean({ description: 'Se puede cambiar o cancelar: hasta el día anterior a la fecha.' }),
  paymentId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});
export type ScheduledPayment = Static<typeof ScheduledPaymentSchema>;

export const ScheduledPaymentListSchema = Type.Object({ scheduled: Type.Array(ScheduledPaymentSchema) });
export type ScheduledPaymentList = Static<typeof ScheduledPaymentListSchema>;

export const CreateScheduledPaymentRequestSchema = Type.Object(
  {
    contractId: Id('Contrato'),
    method: ScheduledMethodSchema,
    amount: Type.Integer({ minimum: 1, maximum: CUSTOMER_AREA_LIMITS.maxAmountCents, title: 'Monto', description: 'En centavos.' }),
    payOn: Type.String({ format: 'date', title: 'Fecha de pago' }),
  },
  { additionalProperties: false },
);
export type CreateScheduledPaymentRequest = Static<typeof CreateScheduledPaymentRequestSchema>;

export const UpdateScheduledPaymentRequestSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: CUSTOMER_AREA_LIMITS.maxAmountCents, title: 'Monto', description: 'En centavos.' }),
    payOn: Type.String({ format: 'date', title: 'Fecha de pago' }),
  },
  { additionalProperties: false },
);
export type UpdateScheduledPaymentRequest = Static<typeof UpdateScheduledPaymentRequestSchema>;

export const ScheduledPaymentCreatedSchema = Type.Object({
  scheduled: ScheduledPaymentSchema,
  gateway: Type.Union([
    Type.Object({
      url: Type.String({ description: 'La página del banco donde se registra la tarjeta: el navegador le envía `fields` con un formulario POST.' }),
      fields: Type.Record(Type.String(), Type.String()),
    }),
    Type.Null(),
  ]),
});
export type ScheduledPaymentCreated = Static<typeof ScheduledPaymentCreatedSchema>;

export const ScheduledParamsSchema = Type.Object({ id: Id('Pago programado') });

// --- Avisos --------------------------------------------------------------------------------------

export const NoticePreferencesSchema = Type.Object(
  {
    channel: Type.Literal('email', { description: 'Por dónde se avisa; hoy, correo electrónico.' }),
    reminderDays: Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(5), Type.Null()], { description: 'Días antes de cada vencimiento para recordar el pago; null: sin recordatorio.' }),
    overdue: Type.Boolean({ description: 'Avisar cuando un pago se venza sin pagar.' }),
    statement: Type.Boolean({ description: 'Avisar cuando el estado de cuenta del mes esté disponible.' }),
    debitRejected: Type.Boolean({ description: 'Avisar cuando el banco rechace un cargo domiciliado o programado.' }),
  },
  { additionalProperties: false },
);
export type NoticePreferences = Static<typeof NoticePreferencesSchema>;

export const NoticeKindSchema = Type.Union([Type.Literal('reminder'), Type.Literal('overdue'), Type.Literal('statement'), Type.Literal('debit-rejected')]);

export const UnsubscribeQuerySchema = Type.Object(
  {
    c: Type.String({ format: 'uuid', title: 'Cliente' }),
    a: NoticeKindSchema,
    t: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43, title: 'Firma' }),
  },
  { additionalProperties: false },
);
export type UnsubscribeQuery = Static<typeof UnsubscribeQuerySchema>;

export const UnsubscribeResultSchema = Type.Object({ kind: NoticeKindSchema, stopped: Type.Literal(true) });
export type UnsubscribeResult = Static<typeof UnsubscribeResultSchema>;

// --- El banco: cargos y SPEI --------------------------------------------------------------------

export const ChargeAnswerSchema = Type.Object(
  {
    order: Type.String({ maxLength: 64 }),
    reference: Type.String({ maxLength: 64 }),
    amount: Type.String({ maxLength: 20 }),
    authorization: Type.String({ maxLength: 20 }),
    response: Type.String({ maxLength: 4 }),
    message: Type.String({ maxLength: 200 }),
    date: Type.String({ maxLength: 40 }),
    signature: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false, description: 'La respuesta del banco a un cargo que envió la API (domiciliación o tarjeta guardada), firmada.' },
);
export type ChargeAnswer = Static<typeof ChargeAnswerSchema>;

export const SpeiNotificationSchema = Type.Object(
  {
    tracking: Type.String({ maxLength: 40, description: 'Clave de rastreo.' }),
    clabe: Type.String({ maxLength: 20, description: 'La CLABE de referencia a la que llegó.' }),
    amount: Type.String({ maxLength: 20 }),
    payer: Type.String({ maxLength: 120, description: 'Nombre del ordenante.' }),
    payerBank: Type.String({ maxLength: 60 }),
    concept: Type.String({ maxLength: 120 }),
    date: Type.String({ maxLength: 40 }),
    signature: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false, description: 'Aviso del banco de una transferencia SPEI recibida, firmado.' },
);
export type SpeiNotification = Static<typeof SpeiNotificationSchema>;

export const SpeiReceivedSchema = Type.Object({
  status: Type.Union([Type.Literal('applied'), Type.Literal('parked')], { description: 'applied: aplicada a su contrato; parked: apartada para que una persona la revise.' }),
});
