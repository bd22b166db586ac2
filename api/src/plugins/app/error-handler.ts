import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@fvc/shared/contracts';
import { HELMET_OPTIONS, helmetHeaders } from '../external/helmet';
import { AppError, SERVER_ERROR_MESSAGE } from '../../app-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../db/database-unavailable';

/** The subset of an Ajv error (with `verbose: true`) the messages need. */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: { title?: string; properties?: Record<string, { title?: string }> };
}

const NOT_FOUND_MESSAGE = 'No encontramos lo que buscas.';
const BAD_REQUEST_MESSAGE = 'La solicitud no es válida. Revisa los datos e intenta de nuevo.';

type ErrorText = { code: string; message: string };

/**
 * Errors Fastify (and its plugins) answer by themselves before a handler runs: body parsing,
 * content type, URL decoding, multipart limits. Each gets a stable code and a Spanish message.
 */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorText> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'El tipo de contenido no es compatible. Envía los datos como JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'El tamaño declarado de la solicitud no coincide con su contenido.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_ERROR', message: 'Falta el cuerpo de la solicitud.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_ERROR', message: 'El cuerpo de la solicitud no es JSON válido.' },
  FST_ERR_BAD_URL: { code: 'BAD_URL', message: 'La dirección de la solicitud no es válida: tiene caracteres mal codificados.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'La dirección de la solicitud es demasiado larga.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Envía la solicitud como formulario con archivos (multipart/form-data).',
  },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'El formulario tiene demasiadas partes.' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'El formulario tiene demasiados archivos.' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'El formulario tiene demasiados campos.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'FILE_TOO_LARGE', message: 'El archivo es demasiado grande.' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: 'El formulario tiene un campo no permitido.' },
};

/** Any other 4xx, by status: whatever answers it, the body is Spanish with a stable code. */
const STATUS_ERRORS: Record<number, ErrorText> = {
  400: { code: 'BAD_REQUEST', message: BAD_REQUEST_MESSAGE },
  404: { code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Esa operación no está disponible en esta dirección.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'No podemos responder en el formato que pides.' },
  408: { code: 'REQUEST_TIMEOUT', message: 'La solicitud tardó demasiado en llegar. Intenta de nuevo.' },
  411: { code: 'LENGTH_REQUIRED', message: 'Falta indicar el tamaño de la solicitud.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' },
  414: { code: 'URI_TOO_LONG', message: 'La dirección de la solicitud es demasiado larga.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'El tipo de contenido no es compatible. Envía los datos como JSON.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'Los encabezados de la solicitud son demasiado grandes.' },
};

/** The Spanish code and message of a client error the application did not raise itself. */
export function clientErrorText(status: number, fastifyCode?: string): ErrorText {
  return (fastifyCode && FASTIFY_CLIENT_ERRORS[fastifyCode]) || STATUS_ERRORS[status] || STATUS_ERRORS[400]!;
}

/** The headers of every API answer (external/helmet.ts), for the answers written before any hook. */
const SECURITY_HEADERS = helmetHeaders(HELMET_OPTIONS);

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (`%zz`, an encoded lone surrogate) or a
 * path parameter over `maxParamLength`, found by the router before any route (or the error
 * handler) is chosen. Without it Fastify answers in English with its own shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, statusCode: status }, error.message);
  // No hook has run for this request: the security headers every answer carries are set here.
  void reply
    .status(status)
    .headers(SECURITY_HEADERS)
    .header('x-request-id', request.id)
    .send({ ...clientErrorText(status, error.code), requestId: request.id } satisfies ApiErrorBody);
}

/**
 * Fastify's `clientErrorHandler`, for what Node's HTTP parser refuses before there is a request:
 * headers (or a URL) over the 16 KiB limit, a malformed request line, a request that did not
 * arrive within `requestTimeout`. There is no reply object, so the response is written raw.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket & { _httpMessage?: { headersSent?: boolean } }): void {
  // A reset connection, or a response already under way on it (Node's own test): nothing can be sent.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(clientErrorText(status) satisfies ApiErrorBody);
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${security}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function fieldOf(issue: ValidationIssue): { field: string; label: string } {
  if (issue.keyword === 'required') {
    const field = String(issue.params.missingProperty);
    return { field, label: issue.parentSchema?.properties?.[field]?.title ?? field };
  }
  const field = issue.instancePath.split('/').filter(Boolean).join('.');
  return { field, label: issue.parentSchema?.title ?? field };
}

function describe(issue: ValidationIssue, label: string): string {
  const { keyword, params } = issue;
  const field = `El campo “${label}”`;
  switch (keyword) {
    case 'required':
      return `${field} es obligatorio.`;
    case 'minLength':
      return params.limit === 1 ? `${field} es obligatorio.` : `${field} debe tener al menos ${params.limit} caracteres.`;
    case 'maxLength':
      return `${field} admite como máximo ${params.limit} caracteres.`;
    case 'pattern':
      // '\S' is how the contracts say "not only spaces".
      return params.pattern === '\\S' ? `${field} es obligatorio.` : `${field} no tiene un formato válido.`;
    case 'format':
      return params.format === 'email'
        ? `${field} debe ser un correo electrónico válido.`
        : `${field} no tiene un formato válido.`;
    case 'type':
      if (params.type === 'boolean') return `${field} debe ser verdadero o falso.`;
      if (params.type === 'string') return `${field} debe ser texto.`;
      if (params.type === 'number' || params.type === 'integer') return `${field} debe ser un número.`;
      return `${field} no tiene el tipo esperado.`;
    case 'const':
      return params.allowedValue === true
        ? `Es necesario aceptar el ${label.toLowerCase()}.`
        : `${field} no tiene un valor permitido.`;
    case 'minimum':
      return `${field} debe ser mayor o igual a ${params.limit}.`;
    case 'maximum':
      return `${field} debe ser menor o igual a ${params.limit}.`;
    case 'additionalProperties':
      return `El campo “${String(params.additionalProperty)}” no está permitido.`;
    case 'wellFormedText':
    case 'wellFormedRest':
      // NUL or a lone surrogate (validation/request-validator.ts): never typed by a person.
      return `${field} tiene caracteres no permitidos.`;
    case 'finiteNumber':
      return `${field} debe ser un número válido.`;
    default:
      return `${field} no es válido.`;
  }
}

function toValidationBody(error: FastifyError): Omit<ApiErrorBody, 'requestId'> {
  const fields: Record<string, string> = {};
  let message: string | undefined;
  for (const issue of (error.validation ?? []) as ValidationIssue[]) {
    const { field, label } = fieldOf(issue);
    // A root-level issue means the body (or query) itself has the wrong shape, or a value it
    // does not declare has characters no person types (NUL, a lone surrogate).
    const text = field
      ? describe(issue, label)
      : issue.keyword === 'wellFormedRest'
        ? 'La solicitud tiene caracteres no permitidos.'
        : 'El cuerpo de la solicitud debe ser un objeto JSON con los datos del formulario.';
    message ??= text;
    if (field && !(field in fields)) fields[field] = text;
  }
  return {
    code: 'VALIDATION_ERROR',
    message: message ?? BAD_REQUEST_MESSAGE,
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/**
 * The one error handler: expected errors answer with their status, code and Spanish message;
 * anything unexpected answers a generic 500 and only the log gets the details (with the request id).
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const requestId = request.id;

    if (error instanceof AppError) {
      request.log.info({ code: error.code, statusCode: error.statusCode }, error.message);
      const body: ApiErrorBody = { code: error.code, message: error.message, requestId };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }

    if (error.validation) {
      // Where and which rule, never the value: a body's data is a password, a header's a token.
      const issues = ((error.validation ?? []) as ValidationIssue[]).map((issue) => ({ path: issue.instancePath, keyword: issue.keyword }));
      request.log.info({ validation: issues, context: error.validationContext }, 'solicitud inválida');
      return reply.status(400).send({ ...toValidationBody(error), requestId });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, statusCode: status }, error.message);
      return reply.status(status).send({ ...clientErrorText(status, error.code), requestId });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'la base de datos no responde');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, requestId });
    }

    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: SERVER_ERROR_MESSAGE, requestId });
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE, requestId: request.id });
  });
}, { name: 'error-handler', dependencies: ['rate-limit'] });
