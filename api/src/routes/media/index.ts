import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../app-error';
import { errorResponses } from '../error-responses';
import { findUploadedPicture, isUploadedPictureName } from '../../staff/media-upload';

export const MEDIA_DIR = fileURLToPath(new URL('../../../media/', import.meta.url));

/**
 * The demo images of the marketing content (api/media, made by api/scripts/generate-media.ts), WebP
 * only: an SVG picture costs the page a document of its own (decision 0021). Read
 * once at start: a fixed, small set, so a request never touches the disk and no path from the URL
 * ever reaches the file system.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox<{ dir?: string }> = async (app, { dir = MEDIA_DIR }) => {
  const files = new Map<string, Buffer>();
  for (const name of await readdir(dir)) {
    if (/^[a-z0-9-]+\.webp$/.test(name)) files.set(name, await readFile(join(dir, name)));
  }

  app.get(
    '/:file',
    {
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Imagen del contenido',
        description: 'WebP de las imágenes del contenido (carrusel, promociones, marcas, noticias, íconos), las de demostración y las que sube el personal.',
        params: Type.Object({ file: Type.String({ maxLength: 80, title: 'Archivo' }) }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', description: 'image/webp' }),
          301: Type.Null({ description: 'El nombre anterior de una imagen (`.svg`): la misma imagen en WebP, en Location.' }),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      // The demo pictures first (in memory); then those staff uploaded (issue #71), by their exact name.
      const body = files.get(file) ?? (isUploadedPictureName(file) ? await findUploadedPicture(app.db, file) : null);
      const webpTwin = /^[a-z0-9-]+\.svg$/.test(file) ? file.replace(/\.svg$/, '.webp') : null;
      if (!body && webpTwin && files.has(webpTwin)) {
        // The pictures were SVG until decision 0021. A page drawn before (a prerendered page until
        // its next run, an API process not yet replaced, a cached response) still names the old
        // file: it gets the same picture. Relative, so it holds under any path prefix.
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        return reply.redirect(webpTwin, 301);
      }
      if (!body) throw new AppError(404, 'NOT_FOUND', 'No encontramos esa imagen.');
      // A changed picture gets a new file name, so the bytes under a name never change.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      // Pictures are public and shown by the site from another origin.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.header('Content-Security-Policy', "default-src 'none'");
      return reply.type('image/webp').send(body);
    },
  );
};
