import { Type, type Static } from 'typebox';

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

export const CustomerProfileSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    rfc: Type.String({ description: 'RFC del cliente.' }),
    contracts: Type.Array(ContractSummarySchema, { description: 'Solo los contratos del cliente de la sesión.' }),
  },
  { description: 'Perfil del cliente de la sesión.' },
);
export type CustomerProfile = Static<typeof CustomerProfileSchema>;
