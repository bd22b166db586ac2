/**
 * An error the API expects and answers on purpose: its status, stable code and Spanish message
 * go to the client as they are. Anything else thrown becomes a generic 500.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const SERVER_ERROR_MESSAGE = 'Hubo un error en el servidor. Intenta de nuevo más tarde.';
