import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyRequestListSchema, RequestReceiptSchema, SupportContactRequestSchema } from '@fvc/shared/contracts';
import { businessToday } from '../../../customer-data/business-date';
import { findContractCard } from '../../../customer-data/contracts';
import { findCustomerContact } from '../../../customer-data/customer-profile';
import { nextFolio } from '../../../customer-data/folio';
import { enqueueMail } from '../../../mail/outbox';
import { listMyRequests } from '../../../staff/request-inbox';
import { errorResponses } from '../../error-responses';
import { notFound } from './not-found';
import { composeRequestMails } from './request-mail';

export const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/requests',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyRequests',
        summary: 'Mis solicitudes',
        description: 'Las solicitudes del cliente (soporte, aportaciones a capital, liquidaciones) con su estado y las respuestas de atención a clientes; nunca las notas internas.',
        response: { 200: MyRequestListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listMyRequests(app.db, request.customerId);
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'contactSupport',
        summary: 'Contacto con soporte',
        description: 'SPEC §7 `POST /api/customers/contact`: guarda el mensaje con un folio y lo envía a atención a clientes (con copia al cliente).',
        body: SupportContactRequestSchema,
        response: { 201: RequestReceiptSchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const { subject, message, contractId } = request.body;
      const contract = contractId ? await findContractCard(app.db, request.customerId, contractId, businessToday()) : null;
      if (contractId && !contract) throw notFound('contract');
      const customer = await findCustomerContact(app.db, request.customerId);
      if (!customer) throw notFound('contract');
      const receipt = await app.db.transaction(async (tx) => {
        const folio = await nextFolio(tx, 'SOL');
        const [row] = await tx.query<{ id: string; created_at: Date }>(
          `insert into customer_requests (customer_id, contract_id, kind, folio, subject, message)
           values ($1, $2, 'support', $3, $4, $5) returning id, created_at`,
          [request.customerId, contract?.id ?? null, folio, subject.trim(), message.trim()],
        );
        const [company] = await tx.query<{ email: string }>('select email from company where id = 1');
        const mails = composeRequestMails({
          folio,
          title: 'Mensaje a soporte',
          customer,
          contract: contract?.number,
          summary: [['Asunto', subject.trim()]],
          message: message.trim(),
        });
        await enqueueMail(tx, { kind: 'support', to: company!.email, replyTo: customer.email, ...mails.toStaff });
        await enqueueMail(tx, { kind: 'support-copy', to: customer.email, ...mails.toCustomer });
        return { id: row!.id, folio, createdAt: new Date(row!.created_at).toISOString() };
      });
      app.mail.enqueued();
      return reply.status(201).send(receipt);
    },
  );
};
