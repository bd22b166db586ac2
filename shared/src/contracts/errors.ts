import { Type, type Static } from 'typebox';

/**
 * The one error body every endpoint answers with on a 4xx/5xx. `message` is Spanish and safe to
 * show as is; `fields` maps a request field to its Spanish message on validation errors.
 */
export const ApiErrorBodySchema = Type.Object(
  {
    code: Type.String({ description: 'Código estable del error (p. ej. VALIDATION_ERROR).' }),
    message: Type.String({ description: 'Mensaje en español que se puede mostrar al usuario.' }),
    requestId: Type.Optional(Type.String({ description: 'Identificador de la solicitud para soporte.' })),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Mensaje por campo cuando la solicitud no pasó la validación.',
      }),
    ),
  },
  { description: 'Error de la API.' },
);
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;
