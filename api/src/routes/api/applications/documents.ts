import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationDocumentParamsSchema, ApplicationViewSchema, APPLICATION_UPLOAD, documentsFor } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { applicationOfRequest, applicationView, loadApplication, type ApplicationRow } from '../../../applications/application-store';
import type { Queryable } from '../../../db/database';
import { documentTypeOf, STORED_EXTENSION } from '../../../uploads/document-type';
import { storableFileName } from '../../../uploads/file-checks';
import type { StoredUpload } from '../../../uploads/upload-store';
import { errorResponses } from '../../error-responses';
import { APPLICATION_SECURITY, notEditable } from './security';

const MAX_MB = APPLICATION_UPLOAD.maxBytes / 1024 / 1024;
const TOO_LARGE = `El archivo pesa más de ${MAX_MB} MB. Sube un PDF más ligero o una foto de menor resolución.`;
const WRONG_TYPE = 'El archivo no es un PDF, JPG ni PNG. Sube el documento escaneado en PDF o una foto en JPG o PNG.';

const fileProblem = (status: 400 | 413 | 415, code: string, message: string) => new AppError(status, code, message, { file: message });

/** The document of this applicant type named `key`, or a 404 (a key of another type, or none at all). */
function documentOf(application: ApplicationRow, key: string) {
  const document = application.applicant_type ? documentsFor(application.applicant_type).find((item) => item.key === key) : undefined;
  if (!application.applicant_type) {
    throw new AppError(409, 'APPLICANT_FIRST', 'Completa primero los datos del solicitante: de ellos depende qué documentos pedimos.');
  }
  if (!document) throw new AppError(404, 'DOCUMENT_NOT_FOUND', 'Ese documento no es de los que pide tu solicitud.');
  return document;
}

/**
 * Whether the applicant can change this document now: any of them in a draft; once submitted, only
 * one staff asked for (status "Faltan documentos").
 */
async function mayUpload(db: Queryable, application: ApplicationRow, key: string): Promise<boolean> {
  if (application.status === 'draft') return true;
  if (application.status !== 'documents_missing') return false;
  const [row] = await db.query<{ requested: boolean }>(
    'select requested_at is not null as requested from credit_application_documents where application_id = $1 and document_key = $2',
    [application.id, key],
  );
  return row?.requested === true;
}

/** Reads the one file of the form, stopping at the size limit; anything else in the form is refused. */
async function readFile(parts: AsyncIterableIterator<Multipart>): Promise<{ bytes: Buffer; name: string }> {
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer().catch(() => undefined);
        throw fileProblem(400, 'VALIDATION_ERROR', 'Envía un solo archivo, en el campo “file”.');
      }
      file = { bytes: await part.toBuffer(), name: storableFileName(part.filename) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileProblem(413, 'FILE_TOO_LARGE', TOO_LARGE);
    if ((error as { statusCode?: number }).statusCode) throw error;
    // A body that did not arrive whole: a dropped connection, a proxy's cut. The page retries.
    throw new AppError(400, 'INCOMPLETE_FORM', 'El archivo llegó incompleto. Revisa tu conexión y vuelve a subirlo.');
  }
  if (!file) throw fileProblem(400, 'VALIDATION_ERROR', 'Elige el archivo del documento.');
  if (file.bytes.length === 0) throw fileProblem(400, 'VALIDATION_ERROR', 'El archivo está vacío.');
  return file;
}

/** Uploading and removing the application's documents (decision 0055): checked by their bytes, kept outside any web root. */
export const applicationDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart only here: one file, stopped as soon as it goes over the limit.
  await app.register(multipart, {
    limits: { fileSize: APPLICATION_UPLOAD.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });

  app.put(
    '/current/documents/:key',
    {
      schema: {
        tags: ['solicitudes'],
        security: APPLICATION_SECURITY,
        summary: 'Subir un documento de la solicitud',
        description: `multipart/form-data con un archivo en el campo \`file\`: PDF, JPG o PNG de hasta ${MAX_MB} MB, reconocido por su contenido (no por su nombre ni por el tipo que manda el navegador). Reemplaza el archivo anterior del mismo documento. En borrador, cualquier documento del tipo de solicitante; con “Faltan documentos”, solo los que se pidieron, y al subirlos todos la solicitud vuelve a “En revisión”. Demasiado grande: 413; de otro tipo: 415; en ambos casos no se guarda nada.`,
        consumes: ['multipart/form-data'],
        params: ApplicationDocumentParamsSchema,
        response: { 200: ApplicationViewSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429, 500) },
      },
      // The multipart parser throws a plain Error (a 500) on a form type without its boundary.
      preValidation: async (request) => {
        if (request.isMultipart() && !/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
          throw new AppError(400, 'BAD_REQUEST', 'No pudimos leer el formulario. Envíalo de nuevo desde la página.');
        }
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      // The link and the document first: a stranger or a closed application never gets to send bytes we read.
      const { application } = await applicationOfRequest(app.db, app.applicationTokens, request);
      documentOf(application, key);
      if (!(await mayUpload(app.db, application, key))) throw notEditable();
      if (!request.isMultipart()) throw fileProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envía el documento como formulario con archivo (multipart/form-data).');

      const file = await readFile(request.parts());
      const contentType = await documentTypeOf(file.bytes);
      if (!contentType) throw fileProblem(415, 'UNSUPPORTED_FILE_TYPE', WRONG_TYPE);

      const stored: StoredUpload = await app.uploads.save(file.bytes, STORED_EXTENSION[contentType]);
      let replaced: string | null = null;
      try {
        const view = await app.db.transaction(async (tx) => {
          // Again under the row's lock: the status may have changed while the file was read.
          const { application: current, linkExpiresAt } = await applicationOfRequest(tx, app.applicationTokens, request, true);
          if (!(await mayUpload(tx, current, key))) throw notEditable();
          const [previous] = await tx.query<{ stored_name: string | null }>(
            'select stored_name from credit_application_documents where application_id = $1 and document_key = $2',
            [current.id, key],
          );
          replaced = previous?.stored_name ?? null;
          await tx.query(
            `insert into credit_application_documents (application_id, document_key, original_name, stored_name, content_type, size_bytes, sha256, uploaded_at)
             values ($1, $2, $3, $4, $5, $6, $7, now())
             on conflict (application_id, document_key) do update set original_name = excluded.original_name, stored_name = excluded.stored_name,
               content_type = excluded.content_type, size_bytes = excluded.size_bytes, sha256 = excluded.sha256, uploaded_at = excluded.uploaded_at,
               requested_at = null, request_note = null`,
            [current.id, key, file.name, stored.storedName, contentType, stored.size, stored.sha256],
          );
          if (current.status === 'documents_missing') {
            const [pending] = await tx.query<{ count: number }>(
              'select count(*)::int as count from credit_application_documents where application_id = $1 and requested_at is not null',
              [current.id],
            );
            if (pending?.count === 0) {
              await tx.query(`update credit_applications set status = 'in_review', updated_at = now() where id = $1`, [current.id]);
              await tx.query(
                `insert into credit_application_events (application_id, status, note) values ($1, 'in_review', $2)`,
                [current.id, 'Recibimos los documentos que faltaban; seguimos con la revisión.'],
              );
            }
          } else {
            await tx.query('update credit_applications set updated_at = now() where id = $1', [current.id]);
          }
          return applicationView(tx, (await loadApplication(tx, current.id))!, linkExpiresAt);
        });
        // The old file goes only once the new one is recorded: a failed upload keeps the last good one.
        if (replaced) await app.uploads.remove(replaced);
        return reply.header('cache-control', 'private, no-store').send(view);
      } catch (error) {
        await app.uploads.remove(stored.storedName);
        throw error;
      }
    },
  );

  app.delete(
    '/current/documents/:key',
    {
      schema: {
        tags: ['solicitudes'],
        security: APPLICATION_SECURITY,
        summary: 'Quitar un documento de la solicitud',
        description: 'Solo en borrador: quita el archivo subido de ese documento (si no había, no cambia nada) y devuelve la solicitud. Una solicitud enviada: 409.',
        params: ApplicationDocumentParamsSchema,
        response: { 200: ApplicationViewSchema, ...errorResponses(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      let removed: string | null = null;
      const view = await app.db.transaction(async (tx) => {
        const { application, linkExpiresAt } = await applicationOfRequest(tx, app.applicationTokens, request, true);
        documentOf(application, key);
        if (application.status !== 'draft') throw notEditable();
        const [row] = await tx.query<{ stored_name: string }>(
          'delete from credit_application_documents where application_id = $1 and document_key = $2 returning stored_name',
          [application.id, key],
        );
        removed = row?.stored_name ?? null;
        return applicationView(tx, application, linkExpiresAt);
      });
      if (removed) await app.uploads.remove(removed);
      return reply.header('cache-control', 'private, no-store').send(view);
    },
  );
};
