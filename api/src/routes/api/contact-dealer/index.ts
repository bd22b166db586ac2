import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DealerContactRequestSchema,
  DealerContactResponseSchema,
  referenceFolio,
  type DealerContactRequest,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { enqueueMail } from '../../../mail/outbox';
import { escapeHtml } from '../../../mail/escape-html';
import { oneLine, quotedBlock, visitorGreeting } from '../../../mail/plain-text';
import { errorResponses } from '../../error-responses';
import { clientKey } from '../../../rate-limits/form-limits';

function composeMail(folio: string, dealerName: string, lead: DealerContactRequest) {
  const lines: Array<[string, string]> = [
    ['Folio', folio],
    ['Distribuidor', dealerName],
    ['Nombre', lead.name],
    ['Correo', lead.email],
    ['Teléfono', lead.phone],
  ];
  return {
    subject: `Nuevo prospecto desde el localizador de distribuidores (folio ${folio}): ${oneLine(lead.name)}`,
    // What the visitor typed cannot add a line: one-line fields lose their breaks, the message is quoted.
    text:
      `Un visitante del sitio pidió que lo contacten.\n\n${lines.map(([label, value]) => `${label}: ${oneLine(value)}`).join('\n')}` +
      `\n\n${quotedBlock('Mensaje', lead.message)}\n\nAceptó el aviso de privacidad. Responde directamente a este correo.\n`,
    html:
      `<p>Un visitante del sitio pidió que lo contacten.</p>` +
      `<ul>${lines.map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(lead.message).replaceAll('\n', '<br>')}</p>` +
      `<p>Aceptó el aviso de privacidad. Responde directamente a este correo.</p>`,
  };
}

/**
 * docs/product.md §7 `POST /api/auth/customers/contact-dealer` (auth "not stated"; used there to decrypt the
 * dealer's contact data). Here the server decrypts the dealer's e-mail itself, stores the request
 * as a lead (personal data encrypted) and queues the e-mail to the dealer in the same transaction:
 * the browser never holds a key or ciphertext. Open to visitors, because the locator is public;
 * a bearer token, when sent, must be valid and links the lead to that customer.
 */
/** The visitor's copy: what they asked and who will answer, with the dealer's contact data. */
function composeVisitorCopy(folio: string, visitor: string, dealer: { name: string; address: string; phone: string; email: string; hours: string }) {
  const lines: Array<[string, string]> = [
    ['Folio', folio],
    ['Distribuidor', dealer.name],
    ['Dirección', dealer.address],
    ['Teléfono', dealer.phone],
    ['Correo', dealer.email],
    ['Horario', dealer.hours],
  ];
  return {
    subject: `${dealer.name} recibió tu solicitud`,
    text: `${visitorGreeting(visitor)}\n\nEnviamos tu solicitud a ${dealer.name}; te contactarán pronto. Si prefieres, comunícate con ellos:\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`,
    html:
      `<p>${escapeHtml(visitorGreeting(visitor))}</p><p>Enviamos tu solicitud a ${escapeHtml(dealer.name)}; te contactarán pronto. Si prefieres, comunícate con ellos:</p>` +
      `<ul>${lines.map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>`,
  };
}

export const contactDealerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      preHandler: async (request, reply) => {
        if (request.headers.authorization !== undefined) await app.authenticate(request, reply);
      },
      schema: {
        tags: ['distribuidores'],
        // Optional: a visitor without a session, or a customer with a valid token.
        security: [{}, { bearerAuth: [] }],
        summary: 'Pedir que un distribuidor me contacte',
        description:
          'Guarda la solicitud (cifrada) como prospecto, que se envía al CRM, y deja en la bandeja de salida el correo al distribuidor, en una sola transacción. Sin sesión, o con un token bearer válido.',
        body: DealerContactRequestSchema,
        response: {
          201: DealerContactResponseSchema,
          ...errorResponses(400, 401, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const lead: DealerContactRequest = {
        ...request.body,
        name: request.body.name.trim(),
        email: request.body.email.trim().toLowerCase(),
        phone: request.body.phone.trim(),
        message: request.body.message.trim(),
      };
      // The visitor gets a copy: the copy's address counts too, so nobody floods a stranger's inbox.
      await app.forms.count(request, reply, [
        [app.forms.limits.dealerContactPerIp, clientKey(request)],
        [app.forms.limits.copiesPerRecipient, lead.email],
      ]);
      const cipher = app.dealerCipher;

      const leadId = randomUUID();
      const result = await app.db.transaction(async (tx) => {
        const [dealer] = await tx.query<{ name: string; email_encrypted: string; phone_encrypted: string; address: string; city: string; hours: string }>(
          `select d.name, d.email_encrypted, d.phone_encrypted, d.address, c.name as city, d.hours
             from distributors d join cities c on c.id = d.city_id where d.id = $1 and d.active`,
          [lead.distributorId],
        );
        if (!dealer) {
          throw new AppError(404, 'DEALER_NOT_FOUND', 'No encontramos a ese distribuidor. Actualiza la lista e intenta de nuevo.');
        }
        // The lead's id is chosen here: its folio goes in the dealer's e-mail, queued before the
        // lead that points to it.
        const folio = referenceFolio(leadId);
        const mailId = await enqueueMail(tx, {
          kind: 'dealer-lead',
          to: cipher.decrypt(dealer.email_encrypted),
          replyTo: lead.email,
          ...composeMail(folio, dealer.name, lead),
        });
        const [row] = await tx.query<{ id: string }>(
          `insert into dealer_leads (id, distributor_id, customer_id, name_encrypted, email_encrypted, phone_encrypted,
             message_encrypted, accepts_privacy, mail_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [leadId, lead.distributorId, request.customerId || null, cipher.encrypt(lead.name), cipher.encrypt(lead.email),
            cipher.encrypt(lead.phone), cipher.encrypt(lead.message), lead.acceptsPrivacy, mailId],
        );
        if (!row) throw new Error('El insert de dealer_leads no devolvió id');
        // A lead for the CRM that points to this one: no copy of the visitor's data, which stays encrypted (migration 0023).
        await tx.query(`insert into leads (source, dealer_lead_id, accepts_privacy) values ('dealer', $1, $2)`, [row.id, lead.acceptsPrivacy]);
        // The visitor gets a copy with the dealer's data, so they know who will call and can call first.
        await enqueueMail(tx, {
          kind: 'dealer-lead-copy',
          to: lead.email,
          ...composeVisitorCopy(folio, lead.name, {
            name: dealer.name,
            address: `${dealer.address}, ${dealer.city}`,
            phone: cipher.decrypt(dealer.phone_encrypted),
            email: cipher.decrypt(dealer.email_encrypted),
            hours: dealer.hours,
          }),
        });
        return { id: row.id, distributorName: dealer.name };
      });

      app.mail.enqueued();
      app.crm.enqueued();
      return reply.status(201).send(result);
    },
  );
};
