import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@fvc/shared/contracts';
import { AppError, SERVER_ERROR_MESSAGE } from '../../app-error';

/** The subset of an Ajv error (with `verbose: true`) the messages need. */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: { title?: string; properties?: Record<string, { title?: string }> };
}

const NOT_FOUND_MESSAGE = 'No encontramos lo que buscas.';
const BAD_REQUEST_MESSAGE = 'La solicitud no es válida. Revisa los datos e intenta de nuevo.';

// Fastify's own 4xx errors (body parsing, content type), in Spanish.
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'El tipo de contenido no es compatible. Envía los datos como JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_ERROR', message: 'Falta el cuerpo de la solicitud.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_ERROR', message: 'El cuerpo de la solicitud no es JSON válido.' },
};

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
  const field = `El campo «${label}»`;
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
      return `El campo «${String(params.additionalProperty)}» no está permitido.`;
    default:
      return `${field} no es válido.`;
  }
}

function toValidationBody(error: FastifyError): Omit<ApiErrorBody, 'requestId'> {
  const fields: Record<string, string> = {};
  let message: string | undefined;
  for (const issue of (error.validation ?? []) as ValidationIssue[]) {
    const { field, label } = fieldOf(issue);
    // A root-level issue means the body (or query) itself has the wrong shape.
    const text = field ? describe(issue, label) : 'El cuerpo de la solicitud debe ser un objeto JSON con los datos del formulario.';
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
      request.log.info({ validation: error.validation, context: error.validationContext }, 'solicitud inválida');
      return reply.status(400).send({ ...toValidationBody(error), requestId });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, statusCode: status }, error.message);
      const known = FASTIFY_CLIENT_ERRORS[error.code];
      const body = known ?? { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: status === 404 ? NOT_FOUND_MESSAGE : BAD_REQUEST_MESSAGE };
      return reply.status(status).send({ ...body, requestId });
    }

    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: SERVER_ERROR_MESSAGE, requestId });
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE, requestId: request.id });
  });
}, { name: 'error-handler', dependencies: ['rate-limit'] });
