import type { ApiErrorBody } from '../contracts';

/** The one error shape every API call rejects with; `message` is always Spanish and safe to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  /** Per-field Spanish messages of a validation error, to show on the form's fields. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, requestId?: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.fields = fields;
  }
}

export const NETWORK_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';
export const TIMEOUT_MESSAGE = 'El servidor tardó demasiado en responder. Intenta de nuevo.';
const SERVER_MESSAGE = 'Hubo un error en el servidor. Intenta de nuevo más tarde.';

function isErrorBody(data: unknown): data is ApiErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ApiErrorBody).code === 'string' &&
    typeof (data as ApiErrorBody).message === 'string'
  );
}

/** Anything a call threw, as an ApiError (the client already throws only ApiErrors). */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'UNKNOWN', SERVER_MESSAGE);
}

/**
 * An answer that is not 2xx. The API's own error bodies are always safe to show: an unexpected
 * 500 is already generic, and a deliberate 5xx (the bank is down) says what happened. Anything
 * else (a proxy's HTML page) gets the generic message.
 */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, requestId, fields } = body;
    return new ApiError(status, code, message, requestId, fields);
  }
  return new ApiError(status, status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR', SERVER_MESSAGE);
}
