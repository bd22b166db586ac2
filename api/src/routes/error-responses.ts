import { ApiErrorBodySchema } from '@fvc/shared/contracts';

const DESCRIPTIONS = {
  400: 'Datos inválidos. El mensaje, en español, nombra el campo; `fields` lista cada campo con su mensaje.',
  401: 'Falta la sesión o no es válida.',
  403: 'La solicitud no está permitida.',
  404: 'No encontrado.',
  409: 'La solicitud choca con el estado actual.',
  410: 'Ya no está disponible (por ejemplo, una cotización vencida).',
  413: 'La solicitud o el archivo es demasiado grande.',
  415: 'Tipo de contenido o de archivo no admitido.',
  422: 'La solicitud es válida pero no se puede procesar.',
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
