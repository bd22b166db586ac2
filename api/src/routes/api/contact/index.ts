import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactRequestSchema, ContactResponseSchema, referenceFolio, type ContactRequest } from '@fvc/shared/contracts';
import { enqueueMail, escapeHtml } from '../../../mail/outbox';
import { oneLine, quotedBlock } from '../../../mail/plain-text';
import { errorResponses } from '../../error-responses';
import { clientKey } from '../../../rate-limits/form-limits';

function composeMail(folio: string, message: ContactRequest) {
  const lines: Array<[string, string]> = [
    ['Folio', folio],
    ['Nombre', message.name],
    ['Correo', message.email],
    ['Teléfono', message.phone ?? 'No indicado'],
    ['Asunto', message.subject],
  ];
  return {
    subject: `Contacto desde el sitio (folio ${folio}): ${oneLine(message.subject)}`,
    // What the visitor typed cannot add a line: one-line fields lose their breaks, the message is quoted.
    text: `${lines.map(([label, value]) => `${label}: ${oneLine(value)}`).join('\n')}\n\n${quotedBlock('Mensaje', message.message)}\n`,
    html:
      `<ul>${lines.map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(message.message).replaceAll('\n', '<br>')}</p>`,
  };
}

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      schema: {
        tags: ['contacto'],
        security: [],
        summary: 'Enviar mensaje de contacto',
        description:
          'Guarda el mensaje y deja en la bandeja de salida el correo para atención a clientes, en una sola transacción. Responde 201 solo después de guardarlo.',
        body: ContactRequestSchema,
        response: {
          201: { ...ContactResponseSchema, description: 'Mensaje guardado; el correo se envía en segundo plano.' },
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      await app.forms.count(request, reply, [[app.forms.limits.contactPerIp, clientKey(request)]]);
      const body: ContactRequest = {
        ...request.body,
        name: request.body.name.trim(),
        email: request.body.email.trim().toLowerCase(),
        phone: request.body.phone?.trim() || undefined,
        subject: request.body.subject.trim(),
        message: request.body.message.trim(),
      };

      const id = await app.db.transaction(async (tx) => {
        const [company] = await tx.query<{ email: string }>('select email from company where id = 1');
        if (!company) throw new Error('Falta la fila de company: sin destinatario para el contacto');
        const [row] = await tx.query<{ id: string }>(
          `insert into contact_messages (name, email, phone, subject, message)
           values ($1, $2, $3, $4, $5) returning id`,
          [body.name, body.email, body.phone ?? null, body.subject, body.message],
        );
        if (!row) throw new Error('El insert de contact_messages no devolvió id');
        // The folio the visitor is shown, so the team finds the message a caller quotes.
        await enqueueMail(tx, { kind: 'contact', to: company.email, replyTo: body.email, ...composeMail(referenceFolio(row.id), body) });
        return row.id;
      });

      return reply.status(201).send({ id });
    },
  );
};
