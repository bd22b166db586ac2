import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomeContentSchema, type HomeContent } from '@fvc/shared/contracts';
import type { Queryable } from '../../../db/database';
import { errorResponses } from '../../error-responses';
import { listNews } from '../../../content-data/news';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

/** Everything the home page shows, in docs/product.md §3's field names. */
export async function loadHomeContent(db: Queryable): Promise<HomeContent> {
  const [mainbanners, plansarray, promocionesbanners, marcasbanners, noticiasbanners] = await Promise.all([
    db.query<HomeContent['mainbanners'][number]>(
      `select id, title, img_desktop as imgcontent, img_mobile as imgmobilecontent, video_url as videourl,
              text_footer as textfooter, url_footer as urlfooter
         from banner_slides where active order by sort_order, id`,
    ),
    db.query<HomeContent['plansbanners']['plansarray'][number]>(
      `select id, title, icon as icnsummary, summary, summary_hover as summaryhover, url as urlsummary
         from plan_cards order by sort_order, id`,
    ),
    db.query<HomeContent['promocionesbanners'][number]>(
      `select id, title, subtitle, img_back as imgback, url_button as urlbutton, vehiculo, text_button as textbutton
         from promotions
        where (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
        order by sort_order, id`,
    ),
    db.query<HomeContent['marcasbanners'][number]>(
      `select id, title, subtitle, img_back as imgmobileback, url_button as urlbutton
         from brands order by sort_order, id`,
    ),
    listNews(db, 10),
  ]);
  return { mainbanners, plansbanners: { plansarray }, promocionesbanners, marcasbanners, noticiasbanners };
}

export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Contenido de la portada',
        description:
          'Carrusel, tarjetas de planes, promociones vigentes, marcas y noticias recientes (SPEC §3). El cliente quita la tarjeta “Flexi…” y la marca “Financial” (SPEC §7). Imágenes relativas al origen de esta API.',
        response: { 200: HomeContentSchema, ...errorResponses(429, 500) },
      },
    },
    // The site caches it for the visit and shared caches for a minute: what the back-office
    // publishes reaches a visitor's in-site navigation within a minute too, as it reaches the
    // prerendered page (issue #71). The API serves it from memory with an ETag (content-cache), so
    // a revalidation is a 304 without a body.
    async (request, reply) =>
      app.contentCache.send(request, reply, { key: 'banners', cacheControl: 'public, max-age=60', load: () => loadHomeContent(app.db) }),
  );
};
