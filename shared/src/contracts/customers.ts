import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH } from './access-rules';
import { PHONE_PATTERN } from './contact-limits';
import { CUSTOMER_AREA_LIMITS } from './customer-area-rules';

export const ContractStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('settled')], {
  description: 'active: vigente; settled: liquidado.',
});
export type ContractStatus = Static<typeof ContractStatusSchema>;

export const ContractSummarySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    number: Type.String({ description: 'Número de contrato.' }),
    vehicle: Type.String({ description: 'Descripción del vehículo financiado.' }),
    status: ContractStatusSchema,
  },
  { description: 'Contrato del cliente.' },
);
export type ContractSummary = Static<typeof ContractSummarySchema>;

/** The customer's fiscal address (CFDI 4.0's domicilio fiscal): `state` is the INEGI code as text. */
export const CustomerAddressSchema = Type.Object(
  {
    street: Type.String({ minLength: 1, maxLength: CUSTOMER_AREA_LIMITS.street, pattern: '\\S', title: 'Calle y número' }),
    neighborhood: Type.String({ minLength: 1, maxLength: CUSTOMER_AREA_LIMITS.neighborhood, pattern: '\\S', title: 'Colonia' }),
    city: Type.String({ minLength: 1, maxLength: CUSTOMER_AREA_LIMITS.city, pattern: '\\S', title: 'Ciudad o municipio' }),
    zipcode: Type.String({ pattern: '^[0-9]{5}$', maxLength: 5, title: 'Código postal' }),
    state: Type.String({ pattern: '^([1-9]|[12][0-9]|3[0-2])$', maxLength: 2, title: 'Estado' }),
  },
  { additionalProperties: false },
);
export type CustomerAddress = Static<typeof CustomerAddressSchema>;

/** Issue #69: what the customer updates themselves. The e-mail changes apart, confirmed by a code. */
export const UpdateContactRequestSchema = Type.Object(
  {
    phone: Type.String({ pattern: PHONE_PATTERN, maxLength: 20, title: 'Teléfono' }),
    address: CustomerAddressSchema,
  },
  { additionalProperties: false },
);
export type UpdateContactRequest = Static<typeof UpdateContactRequestSchema>;

export const EmailChangeRequestSchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH, title: 'Correo electrónico nuevo' }) },
  { additionalProperties: false },
);
export type EmailChangeRequest = Static<typeof EmailChangeRequestSchema>;

export const EmailChangeConfirmSchema = Type.Object(
  { code: Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, title: 'Código' }) },
  { additionalProperties: false },
);
export type EmailChangeConfirm = Static<typeof EmailChangeConfirmSchema>;

export const EmailChangePendingSchema = Type.Object({
  pendingEmail: Type.String({ description: 'El correo nuevo, al que enviamos el código.' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type EmailChangePending = Static<typeof EmailChangePendingSchema>;

export const CustomerProfileSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    rfc: Type.String({ description: 'RFC del cliente.' }),
    phone: Type.Union([Type.String(), Type.Null()], { description: 'Teléfono de contacto; null si no lo tenemos.' }),
    address: Type.Union([CustomerAddressSchema, Type.Null()], { description: 'Domicilio fiscal; null si no lo tenemos completo.' }),
    contracts: Type.Array(ContractSummarySchema, { description: 'Solo los contratos del cliente de la sesión.' }),
  },
  { description: 'Perfil del cliente de la sesión.' },
);
export type CustomerProfile = Static<typeof CustomerProfileSchema>;
