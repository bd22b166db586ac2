import { Type, type Static } from 'typebox';
import { PersonTypeSchema } from './financing-plans';
import { PHONE_PATTERN, QUOTE_CONTACT_LIMITS as LIMITS } from './contact-limits';
import { INTEGER_ID_MAX } from './id-limits';
import { PlanKindSchema } from './vehicles';

/** The quote a visitor sends: the choices and the contact; the server recomputes every figure. */
export const QuoteRequestSchema = Type.Object(
  {
    versionId: Type.Integer({ minimum: 1, maximum: INTEGER_ID_MAX, title: 'Versión' }),
    plan: PlanKindSchema,
    personType: { ...PersonTypeSchema, title: 'Tipo de persona' },
    downPayment: Type.Number({ minimum: 0, maximum: 0.9, multipleOf: 0.01, title: 'Enganche', description: 'Fracción del precio, en pasos de 1 %.' }),
    termMonths: Type.Integer({ minimum: 12, maximum: 72, title: 'Plazo' }),
    insurance: Type.Union([Type.Literal('cash'), Type.Literal('financed')], { title: 'Seguro', description: 'cash: de contado; financed: financiado.' }),
    name: Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S', title: 'Nombre' }),
    email: Type.String({ format: 'email', maxLength: LIMITS.email, title: 'Correo electrónico' }),
    phone: Type.String({ pattern: PHONE_PATTERN, maxLength: LIMITS.phone, title: 'Teléfono', description: 'Al menos 8 dígitos, hasta 20 caracteres; puede llevar espacios, +, ( ) y -.' }),
    state: Type.String({ minLength: 1, maxLength: LIMITS.state, pattern: '\\S', title: 'Estado' }),
    acceptsPrivacy: Type.Literal(true, { title: 'Aviso de privacidad', description: 'Debe ser true.' }),
  },
  { additionalProperties: false, description: 'Solicitud de cotización.' },
);
export type QuoteRequest = Static<typeof QuoteRequestSchema>;

export const QuoteIdempotencyHeadersSchema = Type.Object(
  {
    'idempotency-key': Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', maxLength: 64, title: 'Idempotency-Key', description: 'Clave del cliente: la misma clave devuelve la misma cotización y envía un solo correo.' }),
    ),
  },
);

export const QuoteResponseSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Identificador de la cotización en las URLs (el PDF).' }),
    folio: Type.String({
      pattern: '^COT-[0-9]{4}-[0-9]{6,}$',
      description: 'Folio para el cliente (PDF, correo, teléfono): COT-AAAA-NNNNNN, p. ej. COT-2026-000123.',
    }),
    pdfUrl: Type.String({ description: 'Ruta firmada del PDF bajo la API; vale mientras la cotización está vigente (15 días).' }),
    monthlyPayment: Type.Integer({ description: 'Primer pago o renta con IVA, en centavos.' }),
    cat: Type.Union([Type.Number(), Type.Null()], { description: 'CAT anual sin IVA como fracción; null en arrendamientos (“No aplica”).' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { description: 'Cotización guardada; el correo con el PDF se envía en segundo plano.' },
);
export type QuoteResponse = Static<typeof QuoteResponseSchema>;

export const QuoteParamsSchema = Type.Object({ id: Type.String({ format: 'uuid', title: 'Cotización' }) }, { additionalProperties: false });
export type QuoteParams = Static<typeof QuoteParamsSchema>;

/** The signature of the PDF link (`pdfUrl`): HMAC-SHA256 in base64url, 43 characters. */
export const QuotePdfQuerySchema = Type.Object(
  { firma: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43, title: 'Firma del enlace' }) },
  { additionalProperties: false },
);
export type QuotePdfQuery = Static<typeof QuotePdfQuerySchema>;

export const QuotePdfSchema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });
