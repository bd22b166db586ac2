import { Type, type Static } from 'typebox';
import { BACKOFFICE_FILTER_LIMITS } from './backoffice-rules';

/**
 * The bills customers send to dealers from the portal (`send-bill`), as staff follow them (issue
 * #71): each delivery is one e-mail of the outbox; a failed one is queued again. The names staff
 * read (MAIL_STATUS_NAMES) are plain values in backoffice-rules.ts.
 */

const DateTime = Type.String({ format: 'date-time' });

const MailStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')], {
  title: 'Envío del correo',
  description: 'pending: en la bandeja de salida (quizá reintentando); sent: entregado al servidor de correo; failed: se agotaron los intentos.',
});

export const BillDeliveryQuerySchema = Type.Object(
  {
    status: Type.Optional(MailStatusSchema),
    /** Sent by the customer this many days ago or more. */
    minAgeDays: Type.Optional(Type.Integer({ minimum: 0, maximum: BACKOFFICE_FILTER_LIMITS.minAgeDays, title: 'Antigüedad' })),
    /** Part of the customer's name or e-mail, a contract number or the delivery's folio. */
    customer: Type.Optional(Type.String({ maxLength: BACKOFFICE_FILTER_LIMITS.customer, title: 'Cliente' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, title: 'Página' })),
  },
  { additionalProperties: false },
);
export type BillDeliveryQuery = Static<typeof BillDeliveryQuerySchema>;

export const StaffBillDeliverySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  folio: Type.String({ description: 'El folio de envío que el cliente ve en su portal (ENV-…).' }),
  customer: Type.Object({ id: Type.String(), name: Type.String() }),
  contractNumber: Type.String(),
  invoice: Type.String({ description: 'Serie y folio de la factura enviada.' }),
  fiscalUuid: Type.String({ description: 'El folio fiscal (UUID) de la factura.' }),
  distributor: Type.Object({ id: Type.String(), name: Type.String() }),
  createdAt: DateTime,
  mailStatus: MailStatusSchema,
  mailAttempts: Type.Integer({ description: 'Intentos de entrega desde que se puso en cola (o desde que se volvió a poner).' }),
  mailLastError: Type.Union([Type.String(), Type.Null()], { description: 'Lo que respondió el servidor de correo en el último intento fallido.' }),
  mailSentAt: Type.Union([DateTime, Type.Null()]),
});
export type StaffBillDelivery = Static<typeof StaffBillDeliverySchema>;

export const BillDeliveryPageSchema = Type.Object({ items: Type.Array(StaffBillDeliverySchema), total: Type.Integer() });
export type BillDeliveryPage = Static<typeof BillDeliveryPageSchema>;

export const BillDeliveryParamsSchema = Type.Object({ id: Type.String({ format: 'uuid', title: 'Envío' }) });
export type BillDeliveryParams = Static<typeof BillDeliveryParamsSchema>;
