import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactRequestSchema, ContactResponseSchema, referenceFolio, type ContactRequest } from '@fvc/shared/contracts';
import { enqueueMail } from '../../../mail/outbox';
import { escapeHtml } from '../../../mail/escape-html';
import { oneLine, quotedBlock, visitorGreeting } from '../../../mail/plain-text';
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

interface CompanyContact {
  name: string;
  phone: string;
  email: string;
  hours_weekdays: string;
  hours_saturday: string;
}

/**
 * The visitor's acknowledgment: the folio to quote and how to reach the team meanwhile. Of what
 * the visitor typed it carries only their name, and only one that reads as a name
 * (visitorGreeting): the form writes to any address, so it must not carry a sender's text.
 */
function composeVisitorCopy(folio: string, visitor: string, company: CompanyContact) {
  const lines: Array<[string, string]> = [
    ['Folio', folio],
    ['Teléfono', company.phone],
    ['Correo', company.email],
    ['Horario', `${company.hours_weekdays}; ${company.hours_saturday}`],
  ];
  return {
    subject: `Recibimos tu mensaje (folio ${folio})`,
    text:
      `${visitorGreeting(visitor)}\n\nRecibimos tu mensaje en ${company.name} y te responderemos a este correo a la brevedad. ` +
      `Si nos llamas, menciona tu folio.\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`,
    html:
      `<p>${escapeHtml(visitorGreeting(visitor))}</p><p>Recibimos tu mensaje en ${escapeHtml(company.name)} y te responderemos a este correo a la brevedad. ` +
      `Si nos llamas, menciona tu folio.</p>` +
      `<ul>${lines.map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>`,
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
          'Guarda el mensaje como prospecto (se envía al CRM) y deja en la bandeja de salida el correo para atención a clientes y el acuse para quien escribe (con su folio), en una sola transacción. Responde 201 solo después de guardarlo.',
        body: ContactRequestSchema,
        response: {
          201: { ...ContactResponseSchema, description: 'Mensaje guardado; el correo se envía en segundo plano.' },
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const body: ContactRequest = {
        ...request.body,
        name: request.body.name.trim(),
        email: request.body.email.trim().toLowerCase(),
        phone: request.body.phone?.trim() || undefined,
        subject: request.body.subject.trim(),
        message: request.body.message.trim(),
      };
      await app.forms.count(request, reply, [[app.forms.limits.contactPerIp, clientKey(request)]]);
      // The visitor's acknowledgment counts against its address, so nobody floods a stranger's
      // inbox; past that limit the message still reaches the team, without the copy.
      const acknowledge = await app.forms.allows(app.forms.limits.contactCopiesPerRecipient, body.email);

      const id = await app.db.transaction(async (tx) => {
        const [company] = await tx.query<CompanyContact>(
          'select name, phone, email, hours_weekdays, hours_saturday from company where id = 1',
        );
        if (!company) throw new Error('Falta la fila de company: sin destinatario para el contacto');
        const [row] = await tx.query<{ id: string }>(
          `insert into contact_messages (name, email, phone, subject, message)
           values ($1, $2, $3, $4, $5) returning id`,
          [body.name, body.email, body.phone ?? null, body.subject, body.message],
        );
        if (!row) throw new Error('El insert de contact_messages no devolvió id');
        // A lead for the CRM, pointing to the message: its data stays in one place (migration 0023).
        await tx.query(`insert into leads (source, contact_message_id, accepts_privacy) values ('contact', $1, true)`, [row.id]);
        // The folio the visitor is shown, so the team finds the message a caller quotes.
        const folio = referenceFolio(row.id);
        await enqueueMail(tx, { kind: 'contact', to: company.email, replyTo: body.email, ...composeMail(folio, body) });
        if (acknowledge) await enqueueMail(tx, { kind: 'contact-copy', to: body.email, ...composeVisitorCopy(folio, body.name, company) });
        return row.id;
      });

      app.mail.enqueued();
      app.crm.enqueued();
      return reply.status(201).send(acknowledge ? { id, acknowledgedTo: body.email } : { id });
    },
  );
};
