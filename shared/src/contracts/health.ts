import { Type, type Static } from 'typebox';

export const HealthSchema = Type.Object(
  {
    status: Type.Literal('ok', { description: 'El proceso responde.' }),
    database: Type.Literal('ok', { description: 'La base de datos responde a una consulta.' }),
  },
  { description: 'Estado del servicio.' },
);
export type Health = Static<typeof HealthSchema>;
