import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DocumentParamsSchema, DocumentsQuerySchema, InvoiceListSchema, PolicyListSchema, StatementListSchema } from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { renderInvoicePdf } from '../../../customer-documents/invoice-pdf';
import { renderPolicyPdf } from '../../../customer-documents/policy-pdf';
import { renderStatementPdf } from '../../../customer-documents/statement-pdf';
import { documentParties, findInvoice, findPolicy, findStatement, listInvoices, listPolicies, listStatements } from '../../../customer-data/documents';
import { statementData } from '../../../customer-data/statement-data';
import { errorResponses } from '../../error-responses';
import { notFound } from './not-found';

const FILE = (type: string) => ({ 200: Type.String({ description: type }), ...errorResponses(400, 401, 404, 429, 500) });

/** A download: the browser saves it under a name that says what it is. */
function sendFile(reply: FastifyReply, type: string, name: string, body: Buffer | string) {
  return reply
    .type(type)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .send(body);
}

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/statements',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyStatements',
        summary: 'Estados de cuenta',
        description: 'Un estado de cuenta por contrato y mes, del más reciente al más antiguo; filtro por contrato y meses (AAAA-MM).',
        querystring: DocumentsQuerySchema,
        response: { 200: StatementListSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { statements: await listStatements(app.db, request.customerId, request.query) };
    },
  );

  app.get(
    '/statements/:id/pdf',
    { schema: { tags: ['clientes'], operationId: 'downloadMyStatement', summary: 'Estado de cuenta en PDF', params: DocumentParamsSchema, response: FILE('application/pdf') } },
    async (request, reply) => {
      const statement = await findStatement(app.db, request.customerId, request.params.id);
      const data = statement && (await statementData(app.db, request.customerId, statement.contractId, statement.period));
      if (!statement || !data) throw notFound('statement');
      return sendFile(reply, 'application/pdf', `estado-de-cuenta-${data.contract.number}-${statement.period.slice(0, 7)}.pdf`, await renderStatementPdf(data));
    },
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyInvoices',
        summary: 'Facturas (CFDI)',
        description: 'Las facturas CFDI 4.0 emitidas al cliente, de la más reciente a la más antigua; filtro por contrato y meses (AAAA-MM).',
        querystring: DocumentsQuerySchema,
        response: { 200: InvoiceListSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { invoices: await listInvoices(app.db, request.customerId, request.query) };
    },
  );

  app.get(
    '/invoices/:id/xml',
    { schema: { tags: ['clientes'], operationId: 'downloadMyInvoiceXml', summary: 'Factura CFDI en XML', params: DocumentParamsSchema, response: FILE('application/xml') } },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, request.customerId, request.params.id);
      if (!invoice) throw notFound('invoice');
      return sendFile(reply, 'application/xml; charset=utf-8', `CFDI-${invoice.serie}${invoice.folio}-${invoice.fiscalUuid}.xml`, invoice.xml);
    },
  );

  app.get(
    '/invoices/:id/pdf',
    { schema: { tags: ['clientes'], operationId: 'downloadMyInvoicePdf', summary: 'Factura CFDI en PDF', params: DocumentParamsSchema, response: FILE('application/pdf') } },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, request.customerId, request.params.id);
      if (!invoice) throw notFound('invoice');
      return sendFile(reply, 'application/pdf', `CFDI-${invoice.serie}${invoice.folio}-${invoice.fiscalUuid}.pdf`, await renderInvoicePdf(invoice.data));
    },
  );

  app.get(
    '/insurance',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyPolicies',
        summary: 'Seguros',
        description: 'Las pólizas de las unidades financiadas; su vigencia coincide con la del contrato.',
        response: { 200: PolicyListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { policies: await listPolicies(app.db, request.customerId) };
    },
  );

  app.get(
    '/insurance/:id/pdf',
    { schema: { tags: ['clientes'], operationId: 'downloadMyPolicy', summary: 'Póliza en PDF', params: DocumentParamsSchema, response: FILE('application/pdf') } },
    async (request, reply) => {
      const policy = await findPolicy(app.db, request.customerId, request.params.id);
      const parties = policy && (await documentParties(app.db, request.customerId));
      if (!policy || !parties) throw notFound('policy');
      const pdf = await renderPolicyPdf({ ...parties, ...policy, contractNumber: policy.contractNumber });
      return sendFile(reply, 'application/pdf', `poliza-${policy.policyNumber}.pdf`, pdf);
    },
  );
};
