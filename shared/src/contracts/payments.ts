import { Type, type Static } from 'typebox';
import { CUSTOMER_AREA_LIMITS, PAYMENT_VIEW_TOKEN_PATTERN } from './customer-area-rules';

export const PaymentOptionSchema = Type.Union([Type.Literal('due'), Type.Literal('overdue'), Type.Literal('custom'), Type.Literal('payoff')], {
  title: 'Qué pagar',
  description:
    'due: lo vencido más el siguiente pago; overdue: solo lo vencido; custom: otro monto (mínimo $100.00, máximo el saldo); payoff: lo que liquida el contrato hoy (decisión 0042).',
});
export type PaymentOption = Static<typeof PaymentOptionSchema>;

export const CreatePaymentRequestSchema = Type.Object(
  {
    contractId: Type.String({ format: 'uuid', title: 'Contrato' }),
    option: PaymentOptionSchema,
    amount: Type.Optional(Type.Integer({ minimum: 1, maximum: CUSTOMER_AREA_LIMITS.maxAmountCents, title: 'Monto', description: 'En centavos; solo con option custom.' })),
  },
  { additionalProperties: false },
);
export type CreatePaymentRequest = Static<typeof CreatePaymentRequestSchema>;

export const PaymentIdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.String({ minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', title: 'Idempotency-Key' }),
});

export const PaymentStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('declined'), Type.Literal('expired')], {
  description: 'pending: esperando al banco; approved: aprobado y aplicado; declined: rechazado; expired: no se completó.',
});
export type PaymentStatus = Static<typeof PaymentStatusSchema>;

export const PaymentMethodSchema = Type.Union([Type.Literal('card'), Type.Literal('card-on-file'), Type.Literal('debit'), Type.Literal('spei')], {
  description: 'card: con tarjeta en la página del banco; card-on-file: pago programado con la tarjeta que guarda el banco; debit: domiciliación; spei: transferencia a la CLABE de referencia.',
});
export type PaymentMethod = Static<typeof PaymentMethodSchema>;

export const PaymentSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  folio: Type.String(),
  method: PaymentMethodSchema,
  contractId: Type.String({ format: 'uuid' }),
  contractNumber: Type.String(),
  amount: Type.Integer({ description: 'En centavos.' }),
  status: PaymentStatusSchema,
  authorization: Type.Union([Type.String(), Type.Null()]),
  bankMessage: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type PaymentSummary = Static<typeof PaymentSummarySchema>;

export const PaymentIntentSchema = Type.Object(
  {
    payment: PaymentSummarySchema,
    gateway: Type.Object({
      url: Type.String({ description: 'La página de pago del banco: el navegador le envía `fields` con un formulario POST.' }),
      fields: Type.Record(Type.String(), Type.String(), { description: 'Campos mp_* firmados por el servidor.' }),
    }),
  },
  { description: 'Un pago listo para el banco.' },
);
export type PaymentIntent = Static<typeof PaymentIntentSchema>;

export const PaymentListSchema = Type.Object({ payments: Type.Array(PaymentSummarySchema) });
export type PaymentList = Static<typeof PaymentListSchema>;

export const PaymentResultQuerySchema = Type.Object(
  {
    pago: Type.String({ format: 'uuid', title: 'Pago' }),
    t: Type.String({ pattern: PAYMENT_VIEW_TOKEN_PATTERN, maxLength: 54, title: 'Firma', description: 'Vencimiento (segundos Unix) y firma.' }),
  },
  { additionalProperties: false },
);
export type PaymentResultQuery = Static<typeof PaymentResultQuerySchema>;

export const PaymentResultSchema = Type.Object(
  {
    folio: Type.String(),
    status: PaymentStatusSchema,
    amount: Type.Integer({ description: 'En centavos.' }),
    contractId: Type.String({ format: 'uuid' }),
    contractNumber: Type.String(),
    authorization: Type.Union([Type.String(), Type.Null()]),
    bankMessage: Type.Union([Type.String(), Type.Null()]),
    decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    speiReference: Type.String({ pattern: '^[0-9]{18}$', description: 'La CLABE de referencia del contrato: otra forma de pagar si el banco rechazó la tarjeta.' }),
  },
  { description: 'Lo que el banco respondió, verificado por el servidor.' },
);
export type PaymentResult = Static<typeof PaymentResultSchema>;
