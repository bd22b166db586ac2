import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BACKOFFICE_LIMITS,
  ContentParamsSchema,
  PromotionFieldsSchema,
  PromotionItemSchema,
  PromotionListSchema,
  PublishRequestSchema,
  UploadedMediaSchema,
  type PromotionFields,
  type StaffRole,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { storeUploadedPicture } from '../../../staff/media-upload';
import {
  adoptPromotionsWithoutVersions,
  createPromotion,
  findPromotion,
  listPromotions,
  publishPromotion,
  saveDraft,
  unpublishPromotion,
} from '../../../staff/promotions';
import { recordStaffAction } from '../../../staff/staff-audit';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const EDITORS: readonly StaffRole[] = ['editor', 'publisher'];
const WRITERS: readonly StaffRole[] = ['editor'];
const PUBLISHERS: readonly StaffRole[] = ['publisher'];
const NOT_FOUND = new AppError(404, 'NOT_FOUND', 'No encontramos esa promoción.');
const MB = 1024 * 1024;

const invalid = (field: string, message: string) => new AppError(400, 'VALIDATION_ERROR', message, { [field]: message });

/** What the schema cannot say: the end comes after the start. */
function checkDates(data: PromotionFields): PromotionFields {
  if (data.startsAt && data.endsAt && Date.parse(data.endsAt) <= Date.parse(data.startsAt)) throw invalid('endsAt', 'El fin debe ser después del inicio.');
  return { ...data, title: data.title.trim(), subtitle: data.subtitle.trim(), vehiculo: data.vehiculo.trim(), textButton: data.textButton.trim() };
}

/** Content the site reads (issue #71): drafts by editors, publishing by publishers, pictures for both. */
export const backofficeContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: BACKOFFICE_LIMITS.imageMaxBytes, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 50 } });

  const item = async (id: number) => {
    const found = await findPromotion(app.db, id);
    if (!found) throw NOT_FOUND;
    return found;
  };

  async function audited(request: FastifyRequest, action: string, id: number, change: (tx: Queryable) => Promise<void>) {
    await app.db.transaction(async (tx) => {
      const before = await findPromotion(tx, id);
      if (!before) throw NOT_FOUND;
      await change(tx);
      const after = await findPromotion(tx, id);
      await recordStaffAction(tx, {
        staffId: request.staffSession.staff.id,
        action,
        outcome: 'ok',
        target: `promotion:${id}`,
        before: { state: before.state, liveVersion: before.liveVersion, latestVersion: before.versions[0]?.version },
        after: { state: after?.state, liveVersion: after?.liveVersion, latestVersion: after?.versions[0]?.version, data: after?.versions[0]?.data },
        ip: request.ip,
      });
    });
    return item(id);
  }

  app.get(
    '/content/promotions',
    {
      schema: { tags, summary: 'Promociones', description: 'Cada promoción con su estado en el sitio y su última versión.', security, response: { 200: PromotionListSchema, ...errorResponses(401, 403, 429, 500) } },
      config: { staffRoles: EDITORS, staffAction: 'content.list' },
    },
    async () => {
      await app.db.transaction((tx) => adoptPromotionsWithoutVersions(tx));
      return listPromotions(app.db);
    },
  );

  app.get(
    '/content/promotions/:id',
    {
      schema: { tags, summary: 'Una promoción y sus versiones', security, params: ContentParamsSchema, response: { 200: PromotionItemSchema, ...errorResponses(400, 401, 403, 404, 429, 500) } },
      config: { staffRoles: EDITORS, staffAction: 'content.read' },
    },
    async (request) => {
      await app.db.transaction((tx) => adoptPromotionsWithoutVersions(tx));
      return item(request.params.id);
    },
  );

  app.post(
    '/content/promotions',
    {
      schema: { tags, summary: 'Nueva promoción (borrador)', security, body: PromotionFieldsSchema, response: { 201: PromotionItemSchema, ...errorResponses(400, 401, 403, 429, 500) } },
      config: { staffRoles: WRITERS, staffAction: 'content.create' },
    },
    async (request, reply) => {
      const data = checkDates(request.body);
      const id = await app.db.transaction(async (tx) => {
        const created = await createPromotion(tx, data, request.staffSession.staff.id);
        await recordStaffAction(tx, { staffId: request.staffSession.staff.id, action: 'content.create', outcome: 'ok', target: `promotion:${created}`, before: null, after: { data }, ip: request.ip });
        return created;
      });
      return reply.status(201).send(await item(id));
    },
  );

  app.put(
    '/content/promotions/:id/draft',
    {
      schema: { tags, summary: 'Guardar un borrador', description: 'Una versión nueva; lo publicado no cambia hasta que alguien de publicación la publique.', security, params: ContentParamsSchema, body: PromotionFieldsSchema, response: { 200: PromotionItemSchema, ...errorResponses(400, 401, 403, 404, 429, 500) } },
      config: { staffRoles: WRITERS, staffAction: 'content.draft' },
    },
    async (request) => {
      const data = checkDates(request.body);
      return audited(request, 'content.draft', request.params.id, async (tx) => {
        if ((await saveDraft(tx, request.params.id, data, request.staffSession.staff.id)) === null) throw NOT_FOUND;
      });
    },
  );

  app.post(
    '/content/promotions/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publicar una versión',
        description: 'La versión se ve en el sitio (en su fecha de inicio, si la tiene) en menos de un minuto, sin despliegue. Publicar una versión anterior es deshacer (rollback). Pide un segundo factor reciente.',
        security,
        params: ContentParamsSchema,
        body: PublishRequestSchema,
        response: { 200: PromotionItemSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: PUBLISHERS, staffAction: 'content.publish', staffStepUp: true },
    },
    async (request) => {
      const { id } = request.params;
      const current = await item(id);
      const latest = current.versions[0]!.version;
      const action = current.liveVersion !== null && request.body.version < latest && request.body.version !== current.liveVersion ? 'content.rollback' : 'content.publish';
      return audited(request, action, id, async (tx) => {
        if (!(await publishPromotion(tx, id, request.body.version, request.staffSession.staff.id))) throw invalid('version', 'Esa versión no existe.');
      });
    },
  );

  app.post(
    '/content/promotions/:id/unpublish',
    {
      schema: { tags, summary: 'Despublicar', description: 'Deja de verse en el sitio en menos de un minuto; sus versiones se quedan.', security, params: ContentParamsSchema, response: { 200: PromotionItemSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) } },
      config: { staffRoles: PUBLISHERS, staffAction: 'content.unpublish', staffStepUp: true },
    },
    async (request) =>
      audited(request, 'content.unpublish', request.params.id, async (tx) => {
        if (!(await unpublishPromotion(tx, request.params.id))) throw new AppError(409, 'NOT_PUBLISHED', 'Esta promoción no está publicada.');
      }),
  );

  app.post(
    '/media',
    {
      schema: {
        tags,
        summary: 'Subir una imagen',
        description: `multipart/form-data con \`file\` (JPEG, PNG o WebP, hasta ${BACKOFFICE_LIMITS.imageMaxBytes / MB} MB; se revisa el contenido, no el nombre) y \`use\` (promotion). Se recorta al tamaño que usa el sitio, se convierte a WebP y se sirve desde /media.`,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: UploadedMediaSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 500) },
      },
      config: { staffRoles: EDITORS, staffAction: 'media.upload' },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envía la imagen como formulario con archivo (multipart/form-data).');
      let bytes: Buffer | undefined;
      let use = 'promotion';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'use' && typeof part.value === 'string') use = part.value;
            continue;
          }
          if (part.fieldname !== 'file' || bytes) {
            await part.toBuffer().catch(() => undefined);
            throw invalid(part.fieldname, 'Envía una sola imagen en el campo file.');
          }
          bytes = await part.toBuffer();
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { statusCode?: number }).statusCode === 413) {
          throw new AppError(413, 'FILE_TOO_LARGE', `La imagen supera el límite de ${BACKOFFICE_LIMITS.imageMaxBytes / MB} MB.`, { file: `Supera el límite de ${BACKOFFICE_LIMITS.imageMaxBytes / MB} MB.` });
        }
        throw new AppError(400, 'INCOMPLETE_FORM', 'La imagen llegó incompleta. Revisa tu conexión y súbela de nuevo.');
      }
      if (use !== 'promotion') throw invalid('use', 'Ese uso de imagen no existe.');
      if (!bytes || bytes.length === 0) throw invalid('file', 'Elige una imagen.');
      const stored = await storeUploadedPicture(app.db, bytes, 'promotion', request.staffSession.staff.id);
      if (stored === 'not-an-image') throw new AppError(415, 'NOT_AN_IMAGE', 'El archivo no es una imagen JPEG, PNG o WebP.', { file: 'El archivo no es una imagen JPEG, PNG o WebP.' });
      if (stored === 'too-small') throw invalid('file', 'La imagen es muy pequeña: usa una de al menos 300×400 píxeles.');
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'media.upload', outcome: 'ok', target: stored.path, after: stored, ip: request.ip });
      return reply.status(201).send(stored);
    },
  );
};
