import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  QuoteIdempotencyHeadersSchema,
  QuoteParamsSchema,
  QuotePdfQuerySchema,
  QuotePdfSchema,
  QuoteRequestSchema,
  QuoteResponseSchema,
  type QuoteRequest,
  type QuoteResponse,
  vehicleName,
} from '@fvc/shared/contracts';
import { QuoteInputError, computeQuote, type Quote } from '@fvc/shared/finance';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { enqueueMail } from '../../../mail/outbox';
import type { QuoteDocument, StoredQuoteResult } from '../../../quote-documents/quote-document';
import { composeQuoteMail } from '../../../quote-documents/quote-mail';
import { renderQuotePdf } from '../../../quote-documents/quote-pdf';
import { errorResponses } from '../../error-responses';
import { loadPlanParams } from '../../../content-data/plan-params';
import { findSalesDealer, loadQuoteCompany } from '../../../content-data/quote-parties';
import { nextQuoteFolio } from './quote-folio';
import { clientKey } from '../../../rate-limits/form-limits';
import { applicationStartUrl, checkQuoteLink, quotePdfUrl } from '../../../quote-documents/quote-link';

interface VehicleRow {
  type_id: number;
  type_slug: string;
  /** "Camión Cumbre C45" */
  model: string;
  /** "C45 Chasis cabina 4.5 t 2026" */
  version: string;
}

interface VersionRow extends VehicleRow {
  price_cents: string;
  price_without_iva_cents: string;
}

const VEHICLE_COLUMNS = `m.type_id, t.slug as type_slug, t.name || ' ' || m.name as model, v.name || ' ' || v.year as version`;
const VEHICLE_JOINS = 'vehicle_versions v join vehicle_models m on m.id = v.model_id join vehicle_types t on t.id = m.type_id';

const pdfFilename = (folio: string) => `cotizacion-${folio}.pdf`;

async function computeForRequest(db: Queryable, body: QuoteRequest): Promise<{ quote: Quote; vehicle: VehicleRow }> {
  const [version] = await db.query<VersionRow>(
    `select ${VEHICLE_COLUMNS}, v.price_cents, v.price_without_iva_cents from ${VEHICLE_JOINS} where v.id = $1`,
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
    return { quote, vehicle: version };
  } catch (error) {
    if (error instanceof QuoteInputError) throw new AppError(400, 'VALIDATION_ERROR', error.message, { [error.field]: error.message });
    throw error;
  }
}

/** What the CRM learns of a quote besides the contact columns of the lead. */
const leadDetails = (body: QuoteRequest, vehicle: VehicleRow, quote: Quote, folio: string) => ({
  folio,
  vehicle: vehicleName(vehicle.model, vehicle.version),
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

interface SavedQuoteRow {
  id: string;
  folio: string;
  result: StoredQuoteResult;
  created_at: Date | string;
}

const SAVED_COLUMNS = 'id, folio, result, created_at';

/** What a quote was saved from: a replay under the same key must be the same request. */
interface SavedRequestRow {
  version_id: number;
  plan: string;
  person_type: string;
  down_payment: string | number;
  term_months: number;
  insurance: string;
  name: string;
  email: string;
  phone: string;
  state: string;
}

const REQUEST_COLUMNS = 'version_id, plan, person_type, down_payment, term_months, insurance, name, email, phone, state';

const sameRequest = (row: SavedRequestRow, body: QuoteRequest) =>
  Number(row.version_id) === body.versionId && row.plan === body.plan && row.person_type === body.personType &&
  // down_payment is numeric(5, 4): compared at the precision it is stored with.
  Math.round(Number(row.down_payment) * 10_000) === Math.round(body.downPayment * 10_000) &&
  Number(row.term_months) === body.termMonths && row.insurance === body.insurance &&
  row.name === body.name && row.email === body.email && row.phone === body.phone && row.state === body.state;

/**
 * The quote saved under `key`, when the request is the same one again (a retry); a 422 when the
 * key was used for another request, which would otherwise get someone else's quote back.
 */
async function replayedQuote(db: Queryable, key: string, body: QuoteRequest): Promise<SavedQuoteRow | undefined> {
  const [existing] = await db.query<SavedQuoteRow & SavedRequestRow>(
    `select ${SAVED_COLUMNS}, ${REQUEST_COLUMNS} from quotes where idempotency_key = $1`,
    [key],
  );
  if (existing && !sameRequest(existing, body)) {
    throw new AppError(422, 'IDEMPOTENCY_MISMATCH', 'Esa clave ya se usó para otra cotización. Recarga la página e intenta de nuevo.');
  }
  return existing;
}

const toResponse = (row: SavedQuoteRow, linkKey: Buffer): QuoteResponse => ({
  id: row.id,
  folio: row.folio,
  pdfUrl: quotePdfUrl(linkKey, row.id, new Date(row.created_at)),
  monthlyPayment: row.result.monthlyPayment,
  cat: row.result.cat,
  createdAt: new Date(row.created_at).toISOString(),
});

export interface QuoteRoutesOptions {
  /** Signs the PDF links (quote-documents/quote-link.ts). */
  linkKey: Buffer;
}

export const quoteRoutes: FastifyPluginAsyncTypebox<QuoteRoutesOptions> = async (app, { linkKey }) => {
  app.post(
    '',
    {
      schema: {
        tags: ['cotizador'],
        security: [],
        summary: 'Guardar y enviar una cotización',
        description:
          'Recalcula la cotización con el mismo motor que el navegador (nunca usa cifras del cliente), la guarda con los datos de contacto y deja en la bandeja de salida el correo con el PDF y el prospecto para el CRM, en una sola transacción. Con `Idempotency-Key`, repetir la solicitud devuelve la misma cotización (200) sin otro correo; la misma clave con otros datos responde 422.',
        headers: QuoteIdempotencyHeadersSchema,
        body: QuoteRequestSchema,
        response: {
          201: { ...QuoteResponseSchema, description: 'Cotización guardada; el correo se envía en segundo plano.' },
          200: { ...QuoteResponseSchema, description: 'La misma clave ya había guardado esta cotización.' },
          ...errorResponses(400, 422, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const body = { ...request.body, name: request.body.name.trim(), email: request.body.email.trim().toLowerCase(), phone: request.body.phone.trim(), state: request.body.state.trim() };

      if (key) {
        const existing = await replayedQuote(app.db, key, body);
        if (existing) return reply.status(200).send(toResponse(existing, linkKey));
      }

      // After the idempotent replay (a retry is not a new e-mail); per IP and per recipient, so the
      // API cannot be used to send PDFs to a stranger's inbox (rate-limits/form-limits.ts).
      await app.forms.count(request, reply, [
        [app.forms.limits.quotePerIp, clientKey(request)],
        [app.forms.limits.quotesPerRecipient, body.email],
      ]);
      const { quote, vehicle } = await computeForRequest(app.db, body);
      const createdAt = new Date();
      const id = crypto.randomUUID();
      const [folio, company, dealer] = await Promise.all([
        nextQuoteFolio(app.db, createdAt),
        loadQuoteCompany(app.db),
        findSalesDealer(app.db, app.dealerCipher, { state: body.state, vehicleTypeSlug: vehicle.type_slug }),
      ]);
      const document: QuoteDocument = { folio, createdAt, customerName: body.name, vehicle, quote, company, dealer, applyUrl: applicationStartUrl(app.auth.siteUrl, id) };
      // The PDF is rendered before the transaction: it is slow and must not hold a lock.
      const pdf = await renderQuotePdf(document);

      const result = await app.db.transaction(async (tx) => {
        const [row] = await tx.query<SavedQuoteRow>(
          `insert into quotes (id, folio, idempotency_key, version_id, plan, person_type, down_payment, term_months, insurance, result,
             name, email, phone, state, accepts_privacy, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, true, $15)
           on conflict (idempotency_key) do nothing
           returning ${SAVED_COLUMNS}`,
          [id, folio, key ?? null, body.versionId, body.plan, body.personType, body.downPayment, body.termMonths, body.insurance,
            JSON.stringify(quote), body.name, body.email, body.phone, body.state, createdAt.toISOString()],
        );
        // A concurrent request with the same key won the race: answer with its quote, send nothing.
        if (!row) return null;
        await tx.query(
          `insert into leads (source, quote_id, name, email, phone, accepts_privacy, details)
           values ('quote', $1, $2, $3, $4, true, $5)`,
          [id, body.name, body.email, body.phone, JSON.stringify(leadDetails(body, vehicle, quote, folio))],
        );
        await enqueueMail(tx, {
          kind: 'quote',
          to: body.email,
          ...composeQuoteMail(document, app.auth.siteUrl),
          attachments: [{ filename: pdfFilename(folio), contentType: 'application/pdf', content: pdf }],
        });
        return row;
      });

      if (!result) {
        const existing = await replayedQuote(app.db, key!, body);
        if (!existing) throw new Error('Conflicto de idempotencia sin fila');
        return reply.status(200).send(toResponse(existing, linkKey));
      }
      app.mail.enqueued();
      app.crm.enqueued();
      return reply.status(201).send(toResponse(result, linkKey));
    },
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags: ['cotizador'],
        security: [],
        summary: 'PDF de una cotización',
        description:
          'Con el enlace firmado que devolvió `POST /api/quotes` (`pdfUrl`), mientras la cotización está vigente: sin la firma correcta responde 404 y, vencida, 410. La cotización guardada como PDF (`cotizacion-<folio>.pdf`): folio, fecha y vigencia, tasa anual fija, leyenda del CAT y lo que incluye, resumen, siguiente paso (un distribuidor del estado del visitante que vende, o la llamada de un asesor), leyendas de riesgo y de la SOFOM, la UNE y la tabla de pagos.',
        params: QuoteParamsSchema,
        querystring: QuotePdfQuerySchema,
        response: { 200: { ...QuotePdfSchema, description: 'application/pdf' }, ...errorResponses(400, 404, 410, 429, 500) },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.query<SavedQuoteRow & VehicleRow & { name: string; state: string }>(
        `select q.id, q.folio, q.result, q.created_at, q.name, q.state, ${VEHICLE_COLUMNS}
           from quotes q join ${VEHICLE_JOINS} on v.id = q.version_id
          where q.id = $1`,
        [request.params.id],
      );
      // A forged or missing signature looks like an unknown quote: the id alone reveals nothing.
      const link = row ? checkQuoteLink(linkKey, row.id, new Date(row.created_at), request.query.firma) : 'forged';
      if (!row || link === 'forged') throw new AppError(404, 'QUOTE_NOT_FOUND', 'No encontramos esa cotización.');
      if (link === 'expired') {
        throw new AppError(410, 'QUOTE_EXPIRED', 'Esta cotización ya no está vigente. Calcula una nueva con los precios de hoy.');
      }
      const [company, dealer] = await Promise.all([
        loadQuoteCompany(app.db),
        findSalesDealer(app.db, app.dealerCipher, { state: row.state, vehicleTypeSlug: row.type_slug }),
      ]);
      const pdf = await renderQuotePdf({
        folio: row.folio,
        createdAt: new Date(row.created_at),
        customerName: row.name,
        vehicle: row,
        quote: row.result,
        company,
        dealer,
        applyUrl: applicationStartUrl(app.auth.siteUrl, row.id),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdfFilename(row.folio)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
