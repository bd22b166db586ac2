import { isAxiosError } from 'axios';
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

const NETWORK_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';
const TIMEOUT_MESSAGE = 'El servidor tardó demasiado en responder. Intenta de nuevo.';
const SERVER_MESSAGE = 'Hubo un error en el servidor. Intenta de nuevo más tarde.';

function isErrorBody(data: unknown): data is ApiErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ApiErrorBody).code === 'string' &&
    typeof (data as ApiErrorBody).message === 'string'
  );
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError(0, 'UNKNOWN', SERVER_MESSAGE);
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
  }
  const response = error.response;
  if (!response) return new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  // The API's own error bodies are always safe to show: an unexpected 500 is already generic, and
  // a deliberate 5xx (the bank is down) says what happened. Anything else (a proxy's HTML page)
  // gets the generic message.
  if (isErrorBody(response.data)) {
    const { code, message, requestId, fields } = response.data;
    return new ApiError(response.status, code, message, requestId, fields);
  }
  return new ApiError(response.status, response.status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR', SERVER_MESSAGE);
}
