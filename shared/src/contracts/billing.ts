import { Type, type Static } from 'typebox';

export const InvoiceRequestReceiptSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  folio: Type.String({ description: 'Folio de seguimiento, p. ej. FAC-2026-000042.' }),
  status: Type.Literal('received'),
});
export type InvoiceRequestReceipt = Static<typeof InvoiceRequestReceiptSchema>;

export const InvoiceRequestStatusSchema = Type.Union(
  [Type.Literal('received'), Type.Literal('in_review'), Type.Literal('issued'), Type.Literal('rejected')],
  { description: 'received: recibida; in_review: en revisión; issued: factura emitida; rejected: rechazada (ver la nota).' },
);
export type InvoiceRequestStatus = Static<typeof InvoiceRequestStatusSchema>;

export const InvoiceRequestListSchema = Type.Object({
  requests: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      folio: Type.String(),
      contractNumber: Type.String(),
      purchaseDate: Type.String({ format: 'date' }),
      status: InvoiceRequestStatusSchema,
      statusNote: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
      updatedAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type InvoiceRequestList = Static<typeof InvoiceRequestListSchema>;

export const PurchaseRequestPrefillRequestSchema = Type.Object(
  { contractId: Type.String({ format: 'uuid', title: 'Contrato' }) },
  { additionalProperties: false },
);
export type PurchaseRequestPrefillRequest = Static<typeof PurchaseRequestPrefillRequestSchema>;

export const PurchaseRequestPrefillSchema = Type.Object(
  {
    customerId: Type.String({ format: 'uuid' }),
    contractId: Type.String({ format: 'uuid' }),
    contractNumber: Type.String(),
    name: Type.String(),
    rfc: Type.String(),
    zipcode: Type.String({ description: 'Código postal del domicilio fiscal.' }),
    taxRegime: Type.String({ description: 'Régimen fiscal del titular (c_RegimenFiscal del SAT).' }),
    cfdiUse: Type.String({ description: 'Uso de CFDI que se propone (c_UsoCFDI): I03, equipo de transporte.' }),
    street: Type.String({ description: 'Calle y número del domicilio fiscal; vacío si no lo tenemos.' }),
    neighborhood: Type.String(),
    city: Type.String(),
    state: Type.String({ description: 'Clave INEGI del estado, como texto; vacío si no lo tenemos.' }),
  },
  { description: 'Los datos fiscales del titular que la empresa ya tiene, para prellenar la solicitud de factura (SPEC §3, CFDI 4.0): el cliente solo los confirma o corrige.' },
);
export type PurchaseRequestPrefill = Static<typeof PurchaseRequestPrefillSchema>;

export const BillDistributorsRequestSchema = Type.Object(
  { stateId: Type.Integer({ minimum: 1, maximum: 32, title: 'Estado' }) },
  { additionalProperties: false },
);
export type BillDistributorsRequest = Static<typeof BillDistributorsRequestSchema>;

export const BillDistributorListSchema = Type.Object({
  distributors: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), city: Type.String(), address: Type.String() })),
});
export type BillDistributorList = Static<typeof BillDistributorListSchema>;

export const SendBillRequestSchema = Type.Object(
  {
    invoiceId: Type.String({ format: 'uuid', title: 'Factura' }),
    distributorId: Type.String({ format: 'uuid', title: 'Distribuidor' }),
  },
  { additionalProperties: false },
);
export type SendBillRequest = Static<typeof SendBillRequestSchema>;

export const BillDeliveryReceiptSchema = Type.Object({ id: Type.String({ format: 'uuid' }), folio: Type.String() });
export type BillDeliveryReceipt = Static<typeof BillDeliveryReceiptSchema>;

export const BillDeliveryListSchema = Type.Object({
  deliveries: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      folio: Type.String(),
      invoice: Type.String({ description: 'Serie y folio de la factura enviada.' }),
      distributor: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
      status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')], {
        description: 'pending: en cola; sent: entregado al servidor de correo; failed: no se pudo enviar.',
      }),
    }),
  ),
});
export type BillDeliveryList = Static<typeof BillDeliveryListSchema>;
