import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FinancingPlanDetailResponseSchema,
  FinancingPlanListResponseSchema,
  FinancingPlansQuerySchema,
  PlanDocumentParamsSchema,
  PlanDocumentPdfSchema,
  type FinancingPlanDetail,
  type FinancingPlanSummary,
  type PersonType,
  type PlanFaqEntry,
} from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { errorResponses } from '../../error-responses';
import { planDocumentFile, renderPlanDocument } from './plan-documents';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

// Plans change only when an editor changes them, and the site caches them for the visit anyway
// (docs/product.md §7); a few minutes in shared caches spare the database, stale-while-revalidate hides
// the refresh.
const PLANS_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';
// The PDFs are generated from code, so they change only with a deploy.
const DOCUMENT_CACHE_CONTROL = 'public, max-age=86400';

const PANEL_TITLES = [
  ['condiciones', 'Condiciones generales'],
  ['riesgos', 'Leyendas de riesgo'],
  ['preguntas', 'Preguntas frecuentes'],
] as const;

interface PlanRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  what_is: string;
  why_us: string;
}

const documentUrl = (file: string) => `/api/financingplans/documents/${file}`;

async function loadDetail(db: Queryable, id: number): Promise<FinancingPlanDetail | null> {
  const [plan] = await db.query<PlanRow>(
    'select id, slug, title, summary, what_is, why_us from financing_plans where id = $1',
    [id],
  );
  if (!plan) return null;

  const [options, items, downloads, faqs] = await Promise.all([
    db.query<{ opttitle: string; description: string }>(
      'select opttitle, description from financing_plan_options where plan_id = $1 order by sort_order, id',
      [id],
    ),
    db.query<{ list: 'caracteristicas' | 'ventajas' | 'documentos'; person_type: PersonType; text: string; optional: boolean }>(
      `select list, person_type, text, optional from financing_plan_list_items
        where plan_id = $1 order by sort_order, id`,
      [id],
    ),
    db.query<{ person_type: PersonType; title: string; file: string }>(
      'select person_type, title, file from financing_plan_downloads where plan_id = $1 order by sort_order, id',
      [id],
    ),
    db.query<{ panel: string; question: string | null; answer: string }>(
      'select panel, question, answer from financing_plan_faqs where plan_id = $1 order by sort_order, id',
      [id],
    ),
  ]);

  const lines = (list: string, personType: PersonType) =>
    items.filter((item) => item.list === list && item.person_type === personType);
  const textsOf = (list: string) => ({
    fisica: lines(list, 'fisica').map((item) => item.text),
    moral: lines(list, 'moral').map((item) => item.text),
  });
  const documentsOf = (personType: PersonType) =>
    lines('documentos', personType).map((item) => ({ name: item.text, optional: item.optional }));
  const downloadsOf = (personType: PersonType) =>
    downloads
      .filter((download) => download.person_type === personType)
      .map((download) => ({ title: download.title, url: documentUrl(download.file) }));
  const entriesOf = (panel: string): PlanFaqEntry[] =>
    faqs.filter((faq) => faq.panel === panel).map(({ question, answer }) => ({ question, answer }));

  return {
    ID: plan.id,
    title: plan.title,
    slug: plan.slug,
    summary: plan.summary,
    whatIs: plan.what_is,
    whyUs: plan.why_us,
    optionplans: { options },
    lists: {
      caracteristicas: textsOf('caracteristicas'),
      ventajas: textsOf('ventajas'),
      documentos: { fisica: documentsOf('fisica'), moral: documentsOf('moral') },
      descargas: { fisica: downloadsOf('fisica'), moral: downloadsOf('moral') },
      faqs: PANEL_TITLES.map(([panel, title]) => ({ title, entries: entriesOf(panel) })).filter(
        (panel) => panel.entries.length > 0,
      ),
      faqsclient: entriesOf('clientes'),
    },
  };
}

/** The quote engine's plan behind each plan page: its terms are the page's terms. */
const QUOTE_PLAN_OF: Record<string, string> = {
  'credito-directo': 'credit',
  flexibility: 'credit',
  'arrendamiento-puro': 'pure-lease',
  'arrendamiento-financiero': 'financial-lease',
};

async function termRange(db: Queryable, slug: string): Promise<{ min: number; max: number } | null> {
  const plan = QUOTE_PLAN_OF[slug];
  if (!plan) return null;
  const [row] = await db.query<{ min: number | null; max: number | null }>(
    'select min(t)::int as min, max(t)::int as max from quote_plan_params, unnest(terms) as t where plan = $1',
    [plan],
  );
  return row?.min && row.max ? { min: row.min, max: row.max } : null;
}

/**
 * Plan texts say `{plazo}` where the terms go; they are filled in from the same parameters the
 * calculator and the quote use, so "de 24 a 60 meses" cannot drift from what is quoted.
 */
function withTermsFromParameters<T>(detail: T, range: { min: number; max: number } | null): T {
  const words = range ? `de ${range.min} a ${range.max} meses` : 'a tu medida';
  return JSON.parse(JSON.stringify(detail).replaceAll('{plazo}', words)) as T;
}

export const financingPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['planes'],
        security: [],
        summary: 'Planes de financiamiento',
        description:
          'SPEC §7. Sin `id`: la lista de planes (`financingplans` con `ID` y `title`). Con `id`: el detalle del plan con `optionplans` y `lists` (incluye `faqsclient`). Público, sin token.',
        querystring: FinancingPlansQuerySchema,
        response: {
          200: Type.Union([FinancingPlanListResponseSchema, FinancingPlanDetailResponseSchema], {
            description: 'Lista (sin `id`) o detalle (con `id`).',
          }),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    // From memory (content-cache): read once per change of the plans or their parameters.
    async (request, reply) => {
      const { id } = request.query;
      if (id === undefined) {
        return app.contentCache.send(request, reply, {
          key: 'plans',
          cacheControl: PLANS_CACHE_CONTROL,
          load: async () => {
            const rows = await app.db.query<PlanRow>('select id, slug, title, summary from financing_plans order by sort_order, id');
            const financingplans: FinancingPlanSummary[] = rows.map((row) => ({
              ID: row.id,
              title: row.title,
              slug: row.slug,
              summary: row.summary,
            }));
            return { financingplans };
          },
        });
      }
      return app.contentCache.send(request, reply, {
        key: `plan:${id}`,
        cacheControl: PLANS_CACHE_CONTROL,
        load: async () => {
          const detail = await loadDetail(app.db, id);
          if (!detail) throw new AppError(404, 'PLAN_NOT_FOUND', 'No encontramos ese plan de financiamiento.');
          return { financingplans: withTermsFromParameters(detail, await termRange(app.db, detail.slug)) };
        },
      });
    },
  );

  app.get(
    '/documents/:file',
    {
      schema: {
        tags: ['planes'],
        security: [],
        summary: 'Formato descargable de un plan (PDF)',
        description:
          'SPEC §9: solicitud de crédito, checklist y anexo por tipo de persona. Se abre en una pestaña nueva (inline).',
        params: PlanDocumentParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PlanDocumentPdfSchema, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const file = planDocumentFile(request.params.file);
      if (!file) throw new AppError(404, 'DOCUMENT_NOT_FOUND', 'No encontramos ese documento.');
      const pdf = await renderPlanDocument(file);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${file}"`)
        .header('Cache-Control', DOCUMENT_CACHE_CONTROL)
        .send(pdf);
    },
  );
};
