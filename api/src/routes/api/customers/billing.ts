import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BillDeliveryListSchema,
  BillDeliveryReceiptSchema,
  BillDistributorListSchema,
  BillDistributorsRequestSchema,
  CUSTOMER_AREA_LIMITS,
  InvoiceRequestListSchema,
  InvoiceRequestReceiptSchema,
  PurchaseRequestPrefillRequestSchema,
  PurchaseRequestPrefillSchema,
  SendBillRequestSchema,
} from '@fvc/shared/contracts';
import { DEFAULT_CFDI_USE } from '@fvc/shared/contracts/rules';
import { AppError } from '../../../app-error';
import { renderInvoicePdf } from '../../../customer-documents/invoice-pdf';
import { cfdiUseLabel, taxRegimeLabel } from '../../../customer-documents/sat-catalogs';
import { businessToday } from '../../../customer-data/business-date';
import { findContractCard } from '../../../customer-data/contracts';
import { findCustomerContact } from '../../../customer-data/customer-profile';
import { findInvoice } from '../../../customer-data/documents';
import { nextFolio } from '../../../customer-data/folio';
import { holderProblems, readInvoiceRequestFields } from '../../../customer-data/invoice-request-form';
import { enqueueMail } from '../../../mail/outbox';
import { escapeHtml } from '../../../mail/escape-html';
import { oneLine } from '../../../mail/plain-text';
import { isPdf, readSatXml, storableFileName } from '../../../uploads/file-checks';
import type { StoredUpload } from '../../../uploads/upload-store';
import { errorResponses } from '../../error-responses';
import { notFound } from './not-found';

const FILE_FIELDS = { docs: CUSTOMER_AREA_LIMITS.docsMaxBytes, sat: CUSTOMER_AREA_LIMITS.satMaxBytes } as const;
type FileField = keyof typeof FILE_FIELDS;

const invalid = (fields: Record<string, string>) => new AppError(400, 'VALIDATION_ERROR', Object.values(fields)[0]!, fields);

/** docs/product.md §3 billing form and the /bills calls of docs/product.md §7: invoices for a purchase, bills sent to dealers. */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart only here, with limits that stop an upload as soon as it goes over.
  await app.register(multipart, {
    limits: { fileSize: CUSTOMER_AREA_LIMITS.docsMaxBytes, files: 2, fields: 14, fieldSize: 1024, parts: 16, headerPairs: 50 },
  });

  app.post(
    '/bills/purchase',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'requestPurchaseInvoice',
        summary: 'Solicitar factura de una compra',
        description:
          'SPEC §3: multipart/form-data con date, name, contract_id, customer_id, rfc, tax_regime y cfdi_use (catálogos del SAT, CFDI 4.0), street, neighborhood, city, zipcode, state y dos archivos: docs (PDF, hasta 5 MB) y sat (XML del SAT, hasta 2 MB). Se revisa el contenido (un PDF de verdad; un XML sin DTD ni entidades, con un CFDI timbrado) y que la factura sea del titular (SPEC §9: el RFC y el receptor del CFDI son los del cliente), se guardan con nombres generados fuera del sitio web y se envía la solicitud a atención a clientes. Un dato o archivo inválido responde 4xx y no guarda nada.',
        consumes: ['multipart/form-data'],
        response: { 201: InvoiceRequestReceiptSchema, ...errorResponses(400, 401, 404, 413, 415, 429, 500) },
      },
      // The multipart parser throws a plain Error (a 500) on a form type without its boundary.
      preValidation: async (request) => {
        if (request.isMultipart() && !/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
          throw new AppError(400, 'BAD_REQUEST', 'No pudimos leer el formulario. Envíalo de nuevo desde la página.');
        }
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envía la solicitud como formulario con archivos (multipart/form-data).');
      const raw: Record<string, string> = {};
      const files: Partial<Record<FileField, { bytes: Buffer; name: string }>> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') raw[part.fieldname] = part.value;
            continue;
          }
          const field = part.fieldname as FileField;
          if (!(field in FILE_FIELDS) || files[field]) {
            await part.toBuffer().catch(() => undefined);
            throw invalid({ [part.fieldname]: 'Ese archivo no corresponde a la solicitud.' });
          }
          const bytes = await part.toBuffer();
          if (bytes.length > FILE_FIELDS[field]) {
            throw new AppError(413, 'FILE_TOO_LARGE', `El archivo ${field === 'sat' ? 'XML' : 'PDF'} supera el límite de ${FILE_FIELDS[field] / 1024 / 1024} MB.`, {
              [field]: `Supera el límite de ${FILE_FIELDS[field] / 1024 / 1024} MB.`,
            });
          }
          files[field] = { bytes, name: storableFileName(part.filename) };
        }
      } catch (error) {
        // The form's own refusals and the parser's limits (413) say what they are. Anything else the
        // parser meets is a body that did not arrive whole: a dropped connection, a proxy's cut.
        if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
        request.log.info({ err: (error as Error).message }, 'formulario incompleto');
        throw new AppError(400, 'INCOMPLETE_FORM', 'El formulario llegó incompleto. Revisa tu conexión y envíalo de nuevo; tus datos siguen en la página.');
      }

      const today = businessToday();
      const read = readInvoiceRequestFields(raw, today);
      const errors: Record<string, string> = 'errors' in read ? { ...read.errors } : {};
      if (!files.docs) errors.docs = 'Adjunta el documento de la compra en PDF.';
      else if (!isPdf(files.docs.bytes)) errors.docs = 'El documento debe ser un PDF válido.';
      const sat = files.sat ? readSatXml(files.sat.bytes) : null;
      if (!files.sat) errors.sat = 'Adjunta el XML del SAT.';
      else if (sat && !sat.ok) errors.sat = sat.reason;
      if (Object.keys(errors).length > 0 || !('fields' in read) || !sat?.ok) throw invalid(errors);
      const { fields } = read;

      // The customer id in the form, when sent, must be the session's; the contract, theirs.
      if (fields.customerId && fields.customerId !== request.customerId) throw notFound('contract');
      const contract = await findContractCard(app.db, request.customerId, fields.contractId, today);
      if (!contract) throw notFound('contract');
      const customer = await findCustomerContact(app.db, request.customerId);
      if (!customer) throw notFound('contract');
      // docs/product.md §9: the invoice is in the credit holder's name, never another person's. Checked once the
      // contract is known to be theirs, so someone else's contract still answers 404.
      const holderErrors = holderProblems(customer.rfc, fields.rfc, sat);
      if (Object.keys(holderErrors).length > 0) throw invalid(holderErrors);

      const stored: StoredUpload[] = [];
      try {
        const docs = await app.uploads.save(files.docs!.bytes, 'pdf');
        stored.push(docs);
        const satFile = await app.uploads.save(files.sat!.bytes, 'xml');
        stored.push(satFile);
        const receipt = await app.db.transaction(async (tx) => {
          const insertFile = async (upload: StoredUpload, name: string, type: string) => {
            const [row] = await tx.query<{ id: string }>(
              `insert into uploaded_files (customer_id, original_name, stored_name, content_type, size_bytes, sha256)
               values ($1, $2, $3, $4, $5, $6) returning id`,
              [request.customerId, name, upload.storedName, type, upload.size, upload.sha256],
            );
            return row!.id;
          };
          const docsId = await insertFile(docs, files.docs!.name, 'application/pdf');
          const satId = await insertFile(satFile, files.sat!.name, 'application/xml');
          const folio = await nextFolio(tx, 'FAC');
          const [row] = await tx.query<{ id: string }>(
            `insert into invoice_requests (customer_id, contract_id, folio, purchase_date, name, rfc, tax_regime, cfdi_use, street, neighborhood, city, zipcode, state_id, docs_file_id, sat_file_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
            [
              request.customerId,
              contract.id,
              folio,
              fields.date,
              fields.name,
              fields.rfc,
              fields.taxRegime,
              fields.cfdiUse,
              fields.street,
              fields.neighborhood,
              fields.city,
              fields.zipcode,
              fields.stateId,
              docsId,
              satId,
            ],
          );
          const [company] = await tx.query<{ email: string }>('select email from company where id = 1');
          const lines = [
            ['Folio', folio],
            ['Cliente', customer.name],
            ['Contrato', contract.number],
            ['Fecha de la compra', fields.date],
            ['Facturar a', `${fields.name} (${fields.rfc})`],
            ['Régimen fiscal', taxRegimeLabel(fields.taxRegime)],
            ['Uso del CFDI', cfdiUseLabel(fields.cfdiUse)],
            ['Domicilio', `${fields.street}, ${fields.neighborhood}, ${fields.city}, C.P. ${fields.zipcode}`],
            ['XML del SAT', `UUID ${sat.uuid}, RFC emisor ${sat.rfcEmisor ?? '—'}, total ${sat.total ?? '—'}`],
          ];
          await enqueueMail(tx, {
            kind: 'invoice-request',
            to: company!.email,
            replyTo: customer.email,
            subject: `Solicitud de factura ${folio}: ${customer.name}`,
            text: `${lines.map(([label, value]) => `${label}: ${oneLine(value!)}`).join('\n')}\n\nLos archivos están en el expediente de la solicitud.\n`,
            html: `<ul>${lines.map(([label, value]) => `<li><strong>${escapeHtml(label!)}:</strong> ${escapeHtml(value!)}</li>`).join('')}</ul>`,
          });
          return { id: row!.id, folio, status: 'received' as const };
        });
        app.mail.enqueued();
        return reply.status(201).send(receipt);
      } catch (error) {
        // Nothing half-stored: a file without its request is removed.
        await Promise.all(stored.map((upload) => app.uploads.remove(upload.storedName)));
        throw error;
      }
    },
  );

  app.post(
    '/bills/status',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyInvoiceRequests',
        summary: 'Estado de mis solicitudes de factura',
        description: 'SPEC §7 `POST /api/customers/bills/status`: las solicitudes de factura del cliente con su estado.',
        response: { 200: InvoiceRequestListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const rows = await app.db.query<{ id: string; folio: string; number: string; purchase_date: string; status: 'received' | 'in_review' | 'issued' | 'rejected'; status_note: string | null; created_at: Date; updated_at: Date }>(
        `select r.id, r.folio, c.number, r.purchase_date::text as purchase_date, r.status, r.status_note, r.created_at, r.updated_at
           from invoice_requests r join contracts c on c.id = r.contract_id
          where r.customer_id = $1 order by r.created_at desc`,
        [request.customerId],
      );
      reply.header('Cache-Control', 'private, no-store');
      return {
        requests: rows.map((row) => ({
          id: row.id,
          folio: row.folio,
          contractNumber: row.number,
          purchaseDate: row.purchase_date,
          status: row.status,
          statusNote: row.status_note,
          createdAt: new Date(row.created_at).toISOString(),
          updatedAt: new Date(row.updated_at).toISOString(),
        })),
      };
    },
  );

  app.post(
    '/bills/distributors',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listBillDistributors',
        summary: 'Distribuidores a los que enviar una factura',
        description: 'SPEC §7 `POST /api/customers/bills/distributors`: los distribuidores activos del estado elegido.',
        body: BillDistributorsRequestSchema,
        response: { 200: BillDistributorListSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const rows = await app.db.query<{ id: string; name: string; city: string; address: string }>(
        `select d.id, d.name, ci.name as city, d.address from distributors d join cities ci on ci.id = d.city_id
          where d.active and ci.state_id = $1 order by ci.name, d.name`,
        [request.body.stateId],
      );
      return { distributors: rows };
    },
  );

  app.post(
    '/send-bill',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'sendBillToDistributor',
        summary: 'Enviar una factura a un distribuidor',
        description:
          'SPEC §7 `POST /api/customers/send-bill`: envía por correo al distribuidor el CFDI (XML y PDF) de una factura del cliente, desde la bandeja de salida; el envío se sigue en /bills/delivery.',
        body: SendBillRequestSchema,
        response: { 201: BillDeliveryReceiptSchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, request.customerId, request.body.invoiceId);
      if (!invoice) throw notFound('invoice');
      const [dealer] = await app.db.query<{ id: string; name: string; email_encrypted: string }>(
        'select id, name, email_encrypted from distributors where id = $1 and active',
        [request.body.distributorId],
      );
      if (!dealer) throw notFound('distributor');
      const customer = await findCustomerContact(app.db, request.customerId);
      if (!customer) throw notFound('invoice');
      const pdf = await renderInvoicePdf(invoice.data);
      const name = `CFDI-${invoice.serie}${invoice.folio}-${invoice.fiscalUuid}`;
      const receipt = await app.db.transaction(async (tx) => {
        const folio = await nextFolio(tx, 'ENV');
        const mailId = await enqueueMail(tx, {
          kind: 'bill-to-dealer',
          to: app.dealerCipher.decrypt(dealer.email_encrypted),
          replyTo: customer.email,
          subject: `Factura ${invoice.serie}${invoice.folio} de ${customer.name}`,
          text: `${dealer.name}:\n\n${customer.name} (RFC ${customer.rfc}) te envía la factura ${invoice.serie}${invoice.folio}, folio fiscal ${invoice.fiscalUuid}, del contrato ${invoice.contractNumber}. Adjuntamos el XML y el PDF.\n\nFolio de envío: ${folio}\n`,
          html: `<p>${escapeHtml(dealer.name)}:</p><p>${escapeHtml(customer.name)} (RFC ${escapeHtml(customer.rfc)}) te envía la factura ${escapeHtml(invoice.serie + invoice.folio)}, folio fiscal ${escapeHtml(invoice.fiscalUuid)}, del contrato ${escapeHtml(invoice.contractNumber)}. Adjuntamos el XML y el PDF.</p><p>Folio de envío: ${escapeHtml(folio)}</p>`,
          attachments: [
            { filename: `${name}.xml`, contentType: 'application/xml', content: Buffer.from(invoice.xml, 'utf8') },
            { filename: `${name}.pdf`, contentType: 'application/pdf', content: pdf },
          ],
        });
        const [row] = await tx.query<{ id: string }>(
          'insert into bill_deliveries (customer_id, invoice_id, distributor_id, folio, mail_id) values ($1, $2, $3, $4, $5) returning id',
          [request.customerId, invoice.id, dealer.id, folio, mailId],
        );
        return { id: row!.id, folio };
      });
      app.mail.enqueued();
      return reply.status(201).send(receipt);
    },
  );

  app.post(
    '/bills/delivery',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyBillDeliveries',
        summary: 'Entrega de las facturas enviadas',
        description: 'SPEC §7 `POST /api/customers/bills/delivery`: cada factura enviada a un distribuidor y si el correo ya salió.',
        response: { 200: BillDeliveryListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const rows = await app.db.query<{ id: string; folio: string; invoice: string; distributor: string; created_at: Date; status: 'pending' | 'sent' | 'failed' }>(
        `select b.id, b.folio, i.serie || i.folio as invoice, d.name as distributor, b.created_at, m.status
           from bill_deliveries b
           join cfdi_invoices i on i.id = b.invoice_id
           join distributors d on d.id = b.distributor_id
           join mail_outbox m on m.id = b.mail_id
          where b.customer_id = $1 order by b.created_at desc`,
        [request.customerId],
      );
      reply.header('Cache-Control', 'private, no-store');
      return { deliveries: rows.map(({ created_at: createdAt, ...row }) => ({ ...row, createdAt: new Date(createdAt).toISOString() })) };
    },
  );
};

interface FiscalDataRow {
  name: string;
  rfc: string;
  tax_regime: string;
  fiscal_zip: string;
  fiscal_street: string | null;
  fiscal_neighborhood: string | null;
  fiscal_city: string | null;
  fiscal_state_id: number | null;
}

/** docs/product.md §7 `POST /api/bills/customers/purchaseRequest`: what the billing form starts with. */
export const purchaseRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/purchaseRequest',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'prefillPurchaseRequest',
        summary: 'Datos para la solicitud de factura',
        description: 'Los datos fiscales del cliente (nombre, RFC, régimen fiscal, domicilio y código postal) y el uso de CFDI propuesto, para prellenar el formulario de SPEC §3 con lo que pide el CFDI 4.0.',
        body: PurchaseRequestPrefillRequestSchema,
        response: { 200: PurchaseRequestPrefillSchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request) => {
      const contract = await findContractCard(app.db, request.customerId, request.body.contractId, businessToday());
      if (!contract) throw notFound('contract');
      const [row] = await app.db.query<FiscalDataRow>(
        `select name, rfc, tax_regime, fiscal_zip, fiscal_street, fiscal_neighborhood, fiscal_city, fiscal_state_id
           from customers where id = $1`,
        [request.customerId],
      );
      if (!row) throw notFound('contract');
      return {
        customerId: request.customerId,
        contractId: contract.id,
        contractNumber: contract.number,
        name: row.name,
        rfc: row.rfc,
        zipcode: row.fiscal_zip,
        taxRegime: row.tax_regime,
        cfdiUse: DEFAULT_CFDI_USE,
        street: row.fiscal_street ?? '',
        neighborhood: row.fiscal_neighborhood ?? '',
        city: row.fiscal_city ?? '',
        state: row.fiscal_state_id === null ? '' : String(row.fiscal_state_id),
      };
    },
  );
};
