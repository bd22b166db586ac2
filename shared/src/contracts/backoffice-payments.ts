import { Type, type Static } from 'typebox';
import { BACKOFFICE_PAYMENT_LIMITS } from './backoffice-payments-rules';

/**
 * The back-office's "Pagos" (issue #71): the payments that need a person. SPEI transfers parked
 * because their reference names no contract that can take them (applied by hand or returned), and
 * direct debits the bank rejected (followed up with the customer). Its plain values are in
 * backoffice-payments-rules.ts, which the staff's screens import.
 */

// Every plain value of the section, beside the schemas built from them.
export * from './backoffice-payments-rules';

const DateTime = Type.String({ format: 'date-time' });
const Cents = Type.Integer({ description: 'En centavos.' });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, title: 'Página' }));

// SPEI transfers parked for a person ---------------------------------------------------------

export const SpeiTransferQuerySchema = Type.Object(
  {
    status: Type.Optional(
      Type.Union([Type.Literal('parked'), Type.Literal('resolved')], { title: 'Estado', description: 'parked (sin indicarlo): las que esperan a una persona; resolved: las ya aplicadas a mano o devueltas.' }),
    ),
    page: Page,
  },
  { additionalProperties: false },
);
export type SpeiTransferQuery = Static<typeof SpeiTransferQuerySchema>;

export const StaffSpeiTransferSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  trackingKey: Type.String({ description: 'Clave de rastreo del SPEI.' }),
  amount: Cents,
  senderName: Type.String(),
  senderBank: Type.String(),
  referenceClabe: Type.String({ description: 'La CLABE de referencia a la que llegó.' }),
  concept: Type.String(),
  parkedReason: Type.Union([Type.Literal('unknown-reference'), Type.Literal('contract-settled'), Type.Null()], {
    description: 'unknown-reference: la CLABE no es de ningún contrato; contract-settled: su contrato ya está liquidado.',
  }),
  receivedAt: DateTime,
  referenceContract: Type.Union([Type.Object({ number: Type.String(), customerName: Type.String() }), Type.Null()], {
    description: 'El contrato al que apunta la CLABE de referencia, si apunta a alguno.',
  }),
  status: Type.Union([Type.Literal('parked'), Type.Literal('applied'), Type.Literal('returned')]),
  appliedTo: Type.Union([Type.Object({ contractNumber: Type.String(), paymentFolio: Type.String() }), Type.Null()]),
  resolvedAt: Type.Union([DateTime, Type.Null()]),
  resolvedBy: Type.Union([Type.String(), Type.Null()], { description: 'Quién la resolvió en el back-office (nadie si fue por la línea de comandos).' }),
});
export type StaffSpeiTransfer = Static<typeof StaffSpeiTransferSchema>;
export const SpeiTransferPageSchema = Type.Object({ items: Type.Array(StaffSpeiTransferSchema), total: Type.Integer() });
export type SpeiTransferPage = Static<typeof SpeiTransferPageSchema>;

export const SpeiTransferParamsSchema = Type.Object({ id: Type.String({ format: 'uuid', title: 'Transferencia' }) });

export const SpeiResolutionSchema = Type.Object(
  {
    decision: Type.Union([Type.Literal('apply'), Type.Literal('return')], { title: 'Decisión', description: 'apply: aplicarla a un contrato; return: marcarla como devuelta al ordenante.' }),
    contractNumber: Type.Optional(Type.String({ maxLength: BACKOFFICE_PAYMENT_LIMITS.contractNumber, title: 'Contrato', description: 'Con decision apply: el número del contrato, como FVC-2024-000123.' })),
  },
  { additionalProperties: false },
);
export type SpeiResolution = Static<typeof SpeiResolutionSchema>;

// Direct debits the bank rejected ----------------------------------------------------------------

export const RejectedDebitQuerySchema = Type.Object(
  {
    followUp: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('done')], { title: 'Seguimiento' })),
    page: Page,
  },
  { additionalProperties: false },
);
export type RejectedDebitQuery = Static<typeof RejectedDebitQuerySchema>;

export const RejectedDebitSchema = Type.Object({
  id: Type.String({ format: 'uuid', description: 'El pago rechazado.' }),
  folio: Type.String(),
  customer: Type.Object({ id: Type.String(), name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) }),
  contractNumber: Type.String(),
  amount: Cents,
  dueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'El vencimiento (o la fecha programada) que se intentó cobrar.' }),
  bankReason: Type.Union([Type.String(), Type.Null()], { description: 'El motivo del rechazo, en palabras del banco.' }),
  rejectedAt: DateTime,
  notified: Type.Boolean({ description: 'Si el cliente recibió el aviso de cargo rechazado.' }),
  mandateActive: Type.Boolean({ description: 'Si la domiciliación sigue activa (el banco la cancela cuando la cuenta ya no existe).' }),
  followUp: Type.Union([Type.Object({ note: Type.String(), by: Type.String(), at: DateTime }), Type.Null()]),
});
export type RejectedDebit = Static<typeof RejectedDebitSchema>;
export const RejectedDebitPageSchema = Type.Object({ items: Type.Array(RejectedDebitSchema), total: Type.Integer() });
export type RejectedDebitPage = Static<typeof RejectedDebitPageSchema>;

export const RejectedDebitParamsSchema = Type.Object({ id: Type.String({ format: 'uuid', title: 'Cargo rechazado' }) });

export const DebitFollowUpSchema = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: BACKOFFICE_PAYMENT_LIMITS.followUpNote, pattern: '\\S', title: 'Nota de seguimiento' }) },
  { additionalProperties: false },
);
export type DebitFollowUp = Static<typeof DebitFollowUpSchema>;
