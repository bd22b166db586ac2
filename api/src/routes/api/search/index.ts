import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SEARCH_PHRASE_MIN,
  SearchQuerySchema,
  SearchResultsSchema,
  type SearchItem,
  type SearchResults,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { PORTAL_TASKS } from '../../../content-data/portal-tasks';
import { createQueryGate } from '../../../db/query-gate';
import { errorResponses } from '../../error-responses';

/** Results per section: the panel lists them all, so a vague phrase must not flood it. */
const PER_SECTION = 8;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The portal's tasks, numbered in their order, as the search query's fourth parameter. */
const PORTAL_TASKS_PARAM = JSON.stringify(PORTAL_TASKS.map((task, ord) => ({ ...task, ord })));

/**
 * Words people type for what the site says otherwise: each also finds its synonyms (issue #69).
 * "cat" is the Costo Anual Total; the keys are folded (no accents) as the phrase is.
 */
const SYNONYMS: Readonly<Record<string, readonly string[][]>> = {
  cat: [['costo', 'anual', 'total']],
  liquidar: [['liquidacion'], ['finiquito']],
  domiciliacion: [['domiciliar'], ['cargo', 'automatico']],
  domiciliar: [['domiciliacion']],
  pagar: [['pago'], ['mensualidad']],
  factura: [['cfdi']],
};

/** docs/product.md §7's section names for the plans (the shell maps them to plan routes). */
const PLAN_SECTIONS: Record<string, string> = {
  'credito-directo': 'Crédito',
  'arrendamiento-puro': 'Arrendamiento Puro',
  'arrendamiento-financiero': 'Arrendamiento Financiero',
  flexibility: 'Flexibilidad',
  insurance: 'Seguros',
};

/**
 * Turns what a visitor typed into a tsquery of prefix terms ("arren camio" finds "arrendamiento
 * de camiones" while typing). Accents are folded the way `fvc_unaccent` folds the documents, and
 * only [a-z0-9] survives, so quotes, operators or SQL in the phrase are plain separators: the
 * query can never be malformed. Returns null when nothing searchable is left.
 */
export function toPrefixQuery(phrase: string): string | null {
  const words = phrase
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  const unique = [...new Set(words)].slice(0, MAX_WORDS);
  const term = (word: string) => {
    const alternatives = (SYNONYMS[word] ?? []).map((phrase) => (phrase.length === 1 ? `${phrase[0]}:*` : `(${phrase.map((part) => `${part}:*`).join(' & ')})`));
    return alternatives.length ? `(${[`${word}:*`, ...alternatives].join(' | ')})` : `${word}:*`;
  };
  return unique.length ? unique.map(term).join(' & ') : null;
}

interface Hit extends SearchItem {
  section: string;
  plan_slug: string | null;
}

// Each document's vector is stored with its row (migration 0012, with the weights: title A, the
// rest B), so a search reads vectors instead of building them from every text on every query.
const SEARCH_SQL = `
with q as (select to_tsquery('spanish', $1) as query),
docs as (
  select 'plan' as kind, slug as plan_slug, title, summary,
         '/planes-financiamiento/' || slug as url, sort_order as rank_order, search_vector as vector
    from financing_plans
  union all
  select 'Noticias', null, title, subtitle, '/noticias/' || id, 0, search_vector
    from news where published_at <= now()
  union all
  select 'Promociones', null, title, subtitle, '/?section=promociones', sort_order, search_vector
    from promotions
   where (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
  union all
  -- The answer as text: tags become spaces (a paragraph's end still parts two words), then runs
  -- of spaces one, and none left before punctuation that followed a closing tag ("clientes</a>.").
  select 'Preguntas frecuentes', null, question,
         left(btrim(regexp_replace(regexp_replace(regexp_replace(answer_html, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g'), ' ([.,;:!?)])', '\\1', 'g')), 200),
         '/faqs/general-questions', sort_order, search_vector
    from faqs
  union all
  select 'Páginas', null, title, intro, path, 0, search_vector
    from content_pages where searchable and (valid_until is null or valid_until >= current_date)
  union all
  -- What customers come to do (content-data/portal-tasks.ts), weighted like the rest.
  select 'Mi cuenta', null, t.title, t.summary, t.url, t.ord,
         setweight(to_tsvector('spanish', fvc_unaccent(t.title)), 'A') || setweight(to_tsvector('spanish', fvc_unaccent(t.words)), 'B')
    from jsonb_to_recordset($4::jsonb) as t(title text, summary text, url text, words text, ord int)
),
ranked as (
  select d.kind, d.plan_slug, d.title, d.summary, d.url,
         ts_rank(d.vector, q.query)
           -- What the visitor typed begins the title, or one of its words: that is what they look for.
           + case when fvc_unaccent(lower(d.title)) like $3 || '%' then 2
                  when fvc_unaccent(lower(d.title)) like '% ' || $3 || '%' then 1 else 0 end
           + case when d.kind = 'plan' then 0.5 else 0 end as score,
         row_number() over (partition by d.kind, d.plan_slug order by ts_rank(d.vector, q.query) desc, d.rank_order) as n
    from docs d
    cross join q
   where d.vector @@ q.query
)
-- Sections come in the order of their best result, so "cre" shows "Crédito directo" first.
select kind as section, plan_slug, title, regexp_replace(trim(summary), '\\s+', ' ', 'g') as summary, url
  from (select *, max(score) over (partition by kind, plan_slug) as section_score from ranked where n <= $2) best
 order by section_score desc, kind, plan_slug, score desc`;

export const SEARCH_BUSY_MESSAGE = 'Hay muchas búsquedas en este momento. Intenta de nuevo en unos segundos.';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Phrases not seen since the content last changed go to the database two at a time: a flood of
  // new phrases then waits here instead of ahead of every other query (health, sign-in, quotes).
  const gate = createQueryGate({
    concurrency: 2,
    maxWaiting: 200,
    busy: () => new AppError(503, 'BUSY', SEARCH_BUSY_MESSAGE),
  });

  app.get(
    '',
    {
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Buscar en el sitio',
        description:
          'Búsqueda de texto completo en español, sin distinguir acentos ni mayúsculas, en planes, noticias, promociones, preguntas frecuentes, páginas y las tareas del portal de clientes (Mi cuenta). Cada palabra cuenta como prefijo y con sus sinónimos (liquidar, domiciliación, CAT, pagar). Resultados agrupados por sección; solo aparecen secciones con resultados.',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema, ...errorResponses(400, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const phrase = request.query.phrase.trim();
      if (phrase.length < SEARCH_PHRASE_MIN) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Escribe al menos 3 caracteres para buscar.', {
          phrase: 'Escribe al menos 3 caracteres para buscar.',
        });
      }
      const query = toPrefixQuery(phrase);
      if (!query) return {};

      const typed = phrase.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[%_\\]/g, '');
      // Keyed by what the query depends on, not by the raw phrase: "Crédito", "credito " and
      // "CREDITO" share one entry. Kept until the content changes (content-cache).
      return app.searchCache.send(request, reply, {
        key: `${query}|${typed}`,
        load: async () => {
          const hits = await gate.run(() => app.db.query<Hit>(SEARCH_SQL, [query, PER_SECTION, typed, PORTAL_TASKS_PARAM]));
          const results: SearchResults = {};
          for (const { section, plan_slug: slug, title, summary, url } of hits) {
            const key = section === 'plan' ? (PLAN_SECTIONS[slug ?? ''] ?? title) : section;
            (results[key] ??= []).push({ title, summary, url });
          }
          return results;
        },
      });
    },
  );
};
