import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  QuoteIdempotencyHeadersSchema,
  QuoteParamsSchema,
  QuotePdfSchema,
  QuoteRequestSchema,
  QuoteResponseSchema,
  type QuoteRequest,
  type QuoteResponse,
} from '@fvc/shared/contracts';
import { PLAN_LABELS, QUOTE_LEGENDS, QuoteInputError, catLegend, computeQuote, type Quote } from '@fvc/shared/finance';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { enqueueMail, escapeHtml } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { loadPlanParams } from '../vehicles/plan-params';
import { quoteSummaryLines, renderQuotePdf, type StoredQuote } from './quote-pdf';

export interface QuoteRoutesOptions {
  /** Quotes per minute per IP (each one sends an e-mail). */
  maxPerMinute?: number;
}

interface VersionRow {
  id: number;
  type_id: number;
  vehicle: string;
  price_cents: string;
  price_without_iva_cents: string;
}

const pdfUrl = (id: string) => `/api/quotes/${id}/pdf`;

async function computeForRequest(db: Queryable, body: QuoteRequest): Promise<{ quote: Quote; vehicle: string }> {
  const [version] = await db.query<VersionRow>(
    `select v.id, m.type_id, m.name || ' ' || v.name || ' ' || v.year as vehicle, v.price_cents, v.price_without_iva_cents
       from vehicle_versions v join vehicle_models m on m.id = v.model_id where v.id = $1`,
    [body.versionId],
  );
  if (!version) throw new AppError(400, 'VALIDATION_ERROR', 'La versión elegida no existe.', { versionId: 'La versión elegida no existe.' });
  const params = (await loadPlanParams(db, version.type_id)).get(version.type_id)?.find((p) => p.plan === body.plan);
  if (!params) throw new AppError(400, 'VALIDATION_ERROR', 'Ese plan no está disponible para este vehículo.', { plan: 'Ese plan no está disponible para este vehículo.' });
  try {
    const quote = computeQuote(
      {
        plan: body.plan,
        personType: body.personType,
        price: Number(version.price_cents),
        priceWithoutIva: Number(version.price_without_iva_cents),
        downPayment: body.downPayment,
        termMonths: body.termMonths,
        insurance: body.insurance,
      },
      params,
    );
    return { quote, vehicle: version.vehicle };
  } catch (error) {
    if (error instanceof QuoteInputError) throw new AppError(400, 'VALIDATION_ERROR', error.message, { [error.field]: error.message });
    throw error;
  }
}

function composeMail(stored: StoredQuote) {
  const lines = quoteSummaryLines(stored);
  const legend = catLegend(stored.quote.cat, stored.createdAt);
  return {
    subject: `Tu cotización ${PLAN_LABELS[stored.quote.plan]}: ${stored.vehicle}`,
    text:
      `Hola, ${stored.name}:\n\nEsta es tu cotización (folio ${stored.id}). Adjuntamos el PDF con la tabla de pagos.\n\n` +
      `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n${legend}\n\n${QUOTE_LEGENDS.join('\n')}\n`,
    html:
      `<p>Hola, ${escapeHtml(stored.name)}:</p><p>Esta es tu cotización (folio ${escapeHtml(stored.id)}). Adjuntamos el PDF con la tabla de pagos.</p>` +
      `<ul>${lines.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>` +
      `<p><strong>${escapeHtml(legend)}</strong></p>${QUOTE_LEGENDS.map((l) => `<p><small>${escapeHtml(l)}</small></p>`).join('')}`,
  };
}

/** What the CRM learns of a quote besides the contact columns of the lead. */
const leadDetails = (body: QuoteRequest, vehicle: string, quote: Quote) => ({
  vehicle,
  versionId: body.versionId,
  plan: body.plan,
  personType: body.personType,
  state: body.state,
  termMonths: body.termMonths,
  downPayment: body.downPayment,
  insurance: body.insurance,
  monthlyPayment: quote.monthlyPayment,
  cat: quote.cat,
});

interface QuoteRow {
  id: string;
  name: string;
  result: Quote;
  created_at: Date | string;
  vehicle: string;
}

const toResponse = (row: { id: string; result: Quote; created_at: Date | string }): QuoteResponse => ({
  id: row.id,
  pdfUrl: pdfUrl(row.id),
  monthlyPayment: row.result.monthlyPayment,
  cat: row.result.cat,
  createdAt: new Date(row.created_at).toISOString(),
});

export const quoteRoutes: FastifyPluginAsyncTypebox<QuoteRoutesOptions> = async (app, { maxPerMinute = 10 }) => {
  app.post(
    '',
    {
      schema: {
        tags: ['cotizador'],
        security: [],
        summary: 'Guardar y enviar una cotización',
        description:
          'Recalcula la cotización con el mismo motor que el navegador (nunca usa cifras del cliente), la guarda con los datos de contacto y deja en la bandeja de salida el correo con el PDF y el prospecto para el CRM, en una sola transacción. Con `Idempotency-Key`, repetir la solicitud devuelve la misma cotización (200) sin otro correo.',
        headers: QuoteIdempotencyHeadersSchema,
        body: QuoteRequestSchema,
        response: {
          201: { ...QuoteResponseSchema, description: 'Cotización guardada; el correo se envía en segundo plano.' },
          200: { ...QuoteResponseSchema, description: 'La misma clave ya había guardado esta cotización.' },
          ...errorResponses(400, 429, 500),
        },
      },
      config: { rateLimit: { max: maxPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const body = { ...request.body, name: request.body.name.trim(), email: request.body.email.trim().toLowerCase(), phone: request.body.phone.trim(), state: request.body.state.trim() };

      if (key) {
        const [existing] = await app.db.query<QuoteRow>('select id, result, created_at from quotes where idempotency_key = $1', [key]);
        if (existing) return reply.status(200).send(toResponse(existing));
      }

      const { quote, vehicle } = await computeForRequest(app.db, body);
      const createdAt = new Date();
      // The PDF is rendered before the transaction: it is slow and must not hold a lock.
      const provisionalId = crypto.randomUUID();
      const stored: StoredQuote = { id: provisionalId, createdAt, name: body.name, vehicle, quote };
      const pdf = await renderQuotePdf(stored);

      const result = await app.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string; result: Quote; created_at: Date | string }>(
          `insert into quotes (id, idempotency_key, version_id, plan, person_type, down_payment, term_months, insurance, result,
             name, email, phone, state, accepts_privacy, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14)
           on conflict (idempotency_key) do nothing
           returning id, result, created_at`,
          [provisionalId, key ?? null, body.versionId, body.plan, body.personType, body.downPayment, body.termMonths, body.insurance,
            JSON.stringify(quote), body.name, body.email, body.phone, body.state, createdAt.toISOString()],
        );
        // A concurrent request with the same key won the race: answer with its quote, send nothing.
        if (!row) return null;
        await tx.query(
          `insert into leads (source, quote_id, name, email, phone, accepts_privacy, details)
           values ('quote', $1, $2, $3, $4, true, $5)`,
          [provisionalId, body.name, body.email, body.phone, JSON.stringify(leadDetails(body, vehicle, quote))],
        );
        await enqueueMail(tx, {
          kind: 'quote',
          to: body.email,
          ...composeMail(stored),
          attachments: [{ filename: `cotizacion-${provisionalId}.pdf`, contentType: 'application/pdf', content: pdf }],
        });
        return row;
      });

      if (!result) {
        const [existing] = await app.db.query<QuoteRow>('select id, result, created_at from quotes where idempotency_key = $1', [key]);
        if (!existing) throw new Error('Conflicto de idempotencia sin fila');
        return reply.status(200).send(toResponse(existing));
      }
      return reply.status(201).send(toResponse(result));
    },
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags: ['cotizador'],
        security: [],
        summary: 'PDF de una cotización',
        description: 'La cotización guardada como PDF: resumen, leyenda del CAT, tabla de pagos, leyendas de riesgo y «sujeto a aprobación de crédito».',
        params: QuoteParamsSchema,
        response: { 200: { ...QuotePdfSchema, description: 'application/pdf' }, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.query<QuoteRow>(
        `select q.id, q.name, q.result, q.created_at, m.name || ' ' || v.name || ' ' || v.year as vehicle
           from quotes q join vehicle_versions v on v.id = q.version_id join vehicle_models m on m.id = v.model_id
          where q.id = $1`,
        [request.params.id],
      );
      if (!row) throw new AppError(404, 'QUOTE_NOT_FOUND', 'No encontramos esa cotización.');
      const pdf = await renderQuotePdf({ id: row.id, name: row.name, vehicle: row.vehicle, quote: row.result, createdAt: new Date(row.created_at) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="cotizacion-${row.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

