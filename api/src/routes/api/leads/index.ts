import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCESS_MESSAGES,
  isValidRfc,
  LeadRequestSchema,
  LeadResponseSchema,
  TAX_DATA_CONSENT_TEXT,
  type LeadRequest,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';
import { clientKey } from '../../../rate-limits/form-limits';

/** Rules the schema cannot say per source: syntage needs the RFC and the tax-data consent. */
function checkSource(body: LeadRequest): void {
  if (body.source !== 'syntage') return;
  const fields: Record<string, string> = {};
  if (!body.rfc) fields.rfc = 'El campo “RFC” es obligatorio.';
  else if (!isValidRfc(body.rfc)) fields.rfc = ACCESS_MESSAGES.rfc;
  if (body.acceptsTaxDataConsent !== true) {
    fields.acceptsTaxDataConsent = 'Es necesario autorizar la consulta de tu información fiscal.';
  }
  const [first] = Object.values(fields);
  if (first) throw new AppError(400, 'VALIDATION_ERROR', first, fields);
}

export const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      schema: {
        tags: ['prospectos'],
        security: [],
        summary: 'Registrar prospecto',
        description:
          'Guarda el prospecto de un formulario del sitio (campaña, syntage, contacto de planes) y responde 201 solo después de guardarlo. Para syntage exige RFC y la autorización de consulta fiscal, y guarda el texto aceptado y la fecha. No llama a ningún servicio externo; el envío a un CRM, si se configura, lee los pendientes.',
        body: LeadRequestSchema,
        response: {
          201: { ...LeadResponseSchema, description: 'Prospecto guardado.' },
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      checkSource(body);
      await app.forms.count(request, reply, [[app.forms.limits.leadPerIp, clientKey(request)]]);
      const consent = body.source === 'syntage' && body.acceptsTaxDataConsent === true;
      const [row] = await app.db.query<{ id: string }>(
        `insert into leads (source, name, email, phone, rfc, message, accepts_privacy, tax_consent_at, tax_consent_text)
         values ($1, $2, $3, $4, $5, $6, true, $7, $8) returning id`,
        [
          body.source,
          body.name.trim(),
          body.email.trim().toLowerCase(),
          body.phone?.trim() || null,
          body.rfc?.trim().toUpperCase() || null,
          body.message?.trim() || null,
          consent ? new Date().toISOString() : null,
          consent ? TAX_DATA_CONSENT_TEXT : null,
        ],
      );
      if (!row) throw new Error('El insert de leads no devolvió id');
      app.crm.enqueued();
      return reply.status(201).send({ id: row.id });
    },
  );
};
