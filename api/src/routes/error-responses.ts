import { ApiErrorBodySchema } from '@fvc/shared/contracts';

const DESCRIPTIONS = {
  400: 'Datos inválidos. El mensaje, en español, nombra el campo; `fields` lista cada campo con su mensaje.',
  401: 'Falta la sesión o no es válida.',
  404: 'No encontrado.',
  429: 'Demasiadas solicitudes; espera antes de reintentar (ver `Retry-After`).',
  500: 'Error del servidor. La respuesta no incluye detalles; el `requestId` permite buscarlos en el registro.',
  503: 'Servicio no disponible.',
} as const;

type ErrorStatus = keyof typeof DESCRIPTIONS;

/** The error responses a route can give, each documented in OpenAPI with the common error body. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { ...ApiErrorBodySchema, description: DESCRIPTIONS[status] }]),
  ) as unknown as { [K in S]: typeof ApiErrorBodySchema };
}
