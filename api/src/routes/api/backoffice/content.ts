import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import {
  AlertFieldsSchema,
  AlertItemSchema,
  BACKOFFICE_LIMITS,
  BUTTON_PAIR_MESSAGE,
  BannerFieldsSchema,
  BannerItemSchema,
  BrandFieldsSchema,
  BrandItemSchema,
  CompanyFieldsSchema,
  CompanyItemSchema,
  CONTENT_KEYS,
  CONTENT_KINDS,
  ContentListSchema,
  ContentParamsSchema,
  ContentSlugParamsSchema,
  ContentUuidParamsSchema,
  FaqFieldsSchema,
  FaqItemSchema,
  NewsFieldsSchema,
  NewsItemEditSchema,
  PageFieldsSchema,
  PageItemSchema,
  PlanCardFieldsSchema,
  PlanCardItemSchema,
  PromotionFieldsSchema,
  PromotionItemSchema,
  PublishRequestSchema,
  ScheduleRequestSchema,
  CONTENT_SCHEDULE_MAX_DAYS,
  MEDIA_USES,
  UploadedMediaSchema,
  type ContentKindName,
  type StaffRole,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { isMediaUse, storeUploadedPicture } from '../../../staff/media-upload';
import {
  adoptRowsWithoutVersions,
  CONTENT,
  createContent,
  findContent,
  listContent,
  publishContent,
  saveDraft,
  unpublishContent,
  type ContentItem,
  type ContentKey,
  type ContentKind,
} from '../../../staff/content-items';
import { sanitizeNewsBody } from '../../../staff/news-body';
import { cancelSchedule, changeContent, scheduleContent } from '../../../staff/content-changes';
import { recordStaffAction } from '../../../staff/staff-audit';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const EDITORS: readonly StaffRole[] = ['editor', 'publisher'];
const WRITERS: readonly StaffRole[] = ['editor'];
const PUBLISHERS: readonly StaffRole[] = ['publisher'];
const MB = 1024 * 1024;
/** Half the size the site shows, at least (media-upload.ts). */
const MEDIA_MIN = Object.fromEntries(Object.entries(MEDIA_USES).map(([use, size]) => [use, `${size.width / 2}×${size.height / 2}`]));

const invalid = (field: string, message: string) => new AppError(400, 'VALIDATION_ERROR', message, { [field]: message });

/** Each kind's fields (what an editor sends) and its item (what the editor reads back). */
const SCHEMAS: Record<ContentKindName, { fields: TSchema; item: TSchema }> = {
  promotion: { fields: PromotionFieldsSchema, item: PromotionItemSchema },
  banner: { fields: BannerFieldsSchema, item: BannerItemSchema },
  brand: { fields: BrandFieldsSchema, item: BrandItemSchema },
  news: { fields: NewsFieldsSchema, item: NewsItemEditSchema },
  'plan-card': { fields: PlanCardFieldsSchema, item: PlanCardItemSchema },
  faq: { fields: FaqFieldsSchema, item: FaqItemSchema },
  alert: { fields: AlertFieldsSchema, item: AlertItemSchema },
  page: { fields: PageFieldsSchema, item: PageItemSchema },
  company: { fields: CompanyFieldsSchema, item: CompanyItemSchema },
};
/** How each kind's items are named in a path (CONTENT_KEYS). */
const PARAMS = { number: ContentParamsSchema, uuid: ContentUuidParamsSchema, slug: ContentSlugParamsSchema };

type Data = Record<string, unknown>;

/** What a schema cannot say: the end comes after the start; text without its outer spaces. */
function checked(kind: ContentKind, data: Data): Data {
  if (kind.window?.endsAt) {
    const startsAt = data[kind.window.startsAt] as string | null;
    const endsAt = data[kind.window.endsAt] as string | null;
    if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) throw invalid(kind.window.endsAt, 'El fin debe ser después del inicio.');
  }
  for (const [first, second] of kind.together ?? []) {
    if ((data[first] === null) !== (data[second] === null)) throw invalid(data[first] === null ? first : second, BUTTON_PAIR_MESSAGE);
  }
  const cleaned = Object.fromEntries(Object.entries(data).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]));
  for (const field of kind.html ?? []) {
    cleaned[field] = sanitizeNewsBody(String(cleaned[field] ?? ''));
    if (cleaned[field] === '') throw invalid(field, 'El texto quedó vacío: usa párrafos, listas, títulos, negritas o enlaces.');
  }
  return cleaned;
}

/** Content the site reads (issue #71): drafts by editors, publishing by publishers, pictures for both. */
export const backofficeContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: BACKOFFICE_LIMITS.imageMaxBytes, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 50 } });

  for (const kind of Object.values(CONTENT)) {
    const { path, one } = CONTENT_KINDS[kind.kind];
    const schemas = SCHEMAS[kind.kind];
    const params = PARAMS[CONTENT_KEYS[kind.kind].key];
    const { fixedSet } = CONTENT_KEYS[kind.kind];
    const base = `/content/${path}`;
    const notFound = new AppError(404, 'NOT_FOUND', `No encontramos esa ${one}.`);

    const item = async (id: ContentKey) => {
      const found = await findContent(app.db, kind, id);
      if (!found) throw notFound;
      return found;
    };

    /** One audited change to the item, under its lock (staff/content-changes.ts). */
    const audited = async (request: FastifyRequest, action: string | ((before: ContentItem) => string), id: ContentKey, change: (tx: Queryable) => Promise<void>) => {
      const after = await changeContent(app.db, { kind, id, staffId: request.staffSession.staff.id, ip: request.ip, action, change });
      if (!after) throw notFound;
      return after;
    };

    app.get(
      base,
      {
        schema: { tags, summary: `${CONTENT_KINDS[kind.kind].name}: lista`, description: 'Cada elemento con su estado en el sitio y su última versión.', security, response: { 200: ContentListSchema, ...errorResponses(401, 403, 429, 500) } },
        config: { staffRoles: EDITORS, staffAction: 'content.list' },
      },
      async () => {
        await app.db.transaction((tx) => adoptRowsWithoutVersions(tx, kind));
        return listContent(app.db, kind);
      },
    );

    app.get<{ Params: { id: ContentKey } }>(
      `${base}/:id`,
      {
        schema: { tags, summary: `Una ${one} y sus versiones`, security, params, response: { 200: schemas.item, ...errorResponses(400, 401, 403, 404, 429, 500) } },
        config: { staffRoles: EDITORS, staffAction: 'content.read' },
      },
      async (request) => {
        await app.db.transaction((tx) => adoptRowsWithoutVersions(tx, kind));
        return item(request.params.id);
      },
    );

    // The site's pages and the company's data are a fixed set: edited and published, never added or removed.
    if (!fixedSet) {
      app.post<{ Body: Data }>(
        base,
        {
          schema: { tags, summary: `Nueva ${one} (borrador)`, security, body: schemas.fields, response: { 201: schemas.item, ...errorResponses(400, 401, 403, 429, 500) } },
          config: { staffRoles: WRITERS, staffAction: 'content.create' },
        },
        async (request, reply) => {
          const data = checked(kind, request.body);
          const id = await app.db.transaction(async (tx) => {
            const created = await createContent(tx, kind, data, request.staffSession.staff.id);
            await recordStaffAction(tx, { staffId: request.staffSession.staff.id, action: 'content.create', outcome: 'ok', target: `${kind.kind}:${created}`, before: null, after: { data }, ip: request.ip });
            return created;
          });
          return reply.status(201).send(await item(id));
        },
      );
    }

    app.put<{ Params: { id: ContentKey }; Body: Data }>(
      `${base}/:id/draft`,
      {
        schema: { tags, summary: 'Guardar un borrador', description: 'Una versión nueva; lo publicado no cambia hasta que alguien de publicación la publique.', security, params, body: schemas.fields, response: { 200: schemas.item, ...errorResponses(400, 401, 403, 404, 429, 500) } },
        config: { staffRoles: WRITERS, staffAction: 'content.draft' },
      },
      async (request) => {
        const data = checked(kind, request.body);
        return audited(request, 'content.draft', request.params.id, async (tx) => {
          if ((await saveDraft(tx, kind, request.params.id, data, request.staffSession.staff.id)) === null) throw notFound;
        });
      },
    );

    app.post<{ Params: { id: ContentKey }; Body: { version: number } }>(
      `${base}/:id/publish`,
      {
        schema: {
          tags,
          summary: 'Publicar una versión',
          description: 'La versión se ve en el sitio (en su fecha de inicio, si la tiene) en menos de un minuto, sin despliegue. Publicar una versión anterior es deshacer (rollback). Pide un segundo factor reciente.',
          security,
          params,
          body: PublishRequestSchema,
          response: { 200: schemas.item, ...errorResponses(400, 401, 403, 404, 429, 500) },
        },
        config: { staffRoles: PUBLISHERS, staffAction: 'content.publish', staffStepUp: true },
      },
      async (request) => {
        const { id, version } = { ...request.params, ...request.body };
        const rollback = (before: ContentItem) => (before.liveVersion !== null && version < before.versions[0]!.version && version !== before.liveVersion ? 'content.rollback' : 'content.publish');
        return audited(request, rollback, id, async (tx) => {
          if (!(await publishContent(tx, kind, id, request.body.version, request.staffSession.staff.id))) throw invalid('version', 'Esa versión no existe.');
        });
      },
    );

    app.post<{ Params: { id: ContentKey }; Body: { version: number; publishAt: string } }>(
      `${base}/:id/schedule`,
      {
        schema: {
          tags,
          summary: 'Programar la publicación de una versión',
          description: 'La versión se publica sola en ese minuto (el trabajo contenido-programado), a nombre de quien la programó; reemplaza una programación anterior. Pide un segundo factor reciente.',
          security,
          params,
          body: ScheduleRequestSchema,
          response: { 200: schemas.item, ...errorResponses(400, 401, 403, 404, 429, 500) },
        },
        config: { staffRoles: PUBLISHERS, staffAction: 'content.schedule', staffStepUp: true },
      },
      async (request) => {
        const at = Date.parse(request.body.publishAt);
        if (at <= Date.now()) throw invalid('publishAt', 'Elige un momento en el futuro.');
        if (at > Date.now() + CONTENT_SCHEDULE_MAX_DAYS * 86_400_000) throw invalid('publishAt', `Programa con no más de ${CONTENT_SCHEDULE_MAX_DAYS} días de anticipación.`);
        return audited(request, 'content.schedule', request.params.id, async (tx) => {
          const publishAt = new Date(at).toISOString();
          if (!(await scheduleContent(tx, kind, request.params.id, request.body.version, publishAt, request.staffSession.staff.id))) throw invalid('version', 'Esa versión no existe.');
        });
      },
    );

    app.delete<{ Params: { id: ContentKey } }>(
      `${base}/:id/schedule`,
      {
        schema: { tags, summary: 'Cancelar la publicación programada', security, params, response: { 200: schemas.item, ...errorResponses(400, 401, 403, 404, 409, 429, 500) } },
        config: { staffRoles: PUBLISHERS, staffAction: 'content.unschedule' },
      },
      async (request) =>
        audited(request, 'content.unschedule', request.params.id, async (tx) => {
          if (!(await cancelSchedule(tx, kind, request.params.id))) throw new AppError(409, 'NOT_SCHEDULED', `Esta ${one} no tiene una publicación programada.`);
        }),
    );

    if (!fixedSet) {
      app.post<{ Params: { id: ContentKey } }>(
        `${base}/:id/unpublish`,
        {
          schema: { tags, summary: 'Despublicar', description: 'Deja de verse en el sitio en menos de un minuto; sus versiones se quedan.', security, params, response: { 200: schemas.item, ...errorResponses(400, 401, 403, 404, 409, 429, 500) } },
          config: { staffRoles: PUBLISHERS, staffAction: 'content.unpublish', staffStepUp: true },
        },
        async (request) =>
          audited(request, 'content.unpublish', request.params.id, async (tx) => {
            if (!(await unpublishContent(tx, kind, request.params.id))) throw new AppError(409, 'NOT_PUBLISHED', `Esta ${one} no está publicada.`);
          }),
      );
    }
  }

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
      let use = '';
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
      if (!isMediaUse(use)) throw invalid('use', 'Ese uso de imagen no existe.');
      if (!bytes || bytes.length === 0) throw invalid('file', 'Elige una imagen.');
      const stored = await storeUploadedPicture(app.db, bytes, use, request.staffSession.staff.id);
      if (stored === 'not-an-image') throw new AppError(415, 'NOT_AN_IMAGE', 'El archivo no es una imagen JPEG, PNG o WebP.', { file: 'El archivo no es una imagen JPEG, PNG o WebP.' });
      if (stored === 'too-small') throw invalid('file', `La imagen es muy pequeña: usa una de al menos ${MEDIA_MIN[use]} píxeles.`);
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'media.upload', outcome: 'ok', target: stored.path, after: stored, ip: request.ip });
      return reply.status(201).send(stored);
    },
  );
};
