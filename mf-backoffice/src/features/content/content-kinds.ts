import type { BannerFields, BrandFields, FaqFields, NewsFields, PlanCardFields, PromotionFields } from '@fvc/shared/contracts';
import { CONTENT_KINDS } from '@fvc/shared/contracts/rules';

/** The kinds this editor edits (CONTENT_KINDS may name more), with their fields as the API takes and answers them. */
export interface ContentFieldsOf {
  promotion: PromotionFields;
  banner: BannerFields;
  brand: BrandFields;
  news: NewsFields;
  'plan-card': PlanCardFields;
  faq: FaqFields;
}
export type EditedKindName = keyof ContentFieldsOf;
export type ContentFields = ContentFieldsOf[EditedKindName];

/** Any kind's item: its versions (newest first) and the one the site shows. */
export interface ContentItem<F = ContentFields> {
  id: number;
  state: 'draft' | 'scheduled' | 'published' | 'ended';
  liveVersion: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
  versions: { version: number; createdAt: string; createdBy: string; data: F }[];
}

/** A kind as the screens name it. Every kind's noun is feminine: "creada", "despublicada". */
export interface ContentKind {
  key: EditedKindName;
  /** The API's path segment: /api/backoffice/content/{api}. */
  api: string;
  /** The back-office's path segment: /backoffice/contenido/{segment}. */
  segment: string;
  /** "Promociones", "Carrusel de la portada", "Marcas", "Noticias", "Tarjetas de planes", "Preguntas frecuentes". */
  name: string;
  /** "promoción", "diapositiva", "marca", "noticia", "tarjeta de plan", "pregunta frecuente". */
  one: string;
  /** "promociones", "diapositivas", "marcas", "noticias", "tarjetas de planes", "preguntas frecuentes". */
  many: string;
  /** What the home and the list say of it. */
  description: string;
}

export const CONTENT_KIND_UI: Record<EditedKindName, ContentKind> = {
  promotion: {
    key: 'promotion',
    api: CONTENT_KINDS.promotion.path,
    segment: 'promociones',
    name: CONTENT_KINDS.promotion.name,
    one: CONTENT_KINDS.promotion.one,
    many: 'promociones',
    description: 'Las tarjetas de promociones de la página de inicio.',
  },
  banner: {
    key: 'banner',
    api: CONTENT_KINDS.banner.path,
    segment: 'carrusel',
    name: CONTENT_KINDS.banner.name,
    one: CONTENT_KINDS.banner.one,
    many: 'diapositivas',
    description: 'Las diapositivas del carrusel al inicio de la portada, con su imagen de escritorio y la de celular.',
  },
  brand: {
    key: 'brand',
    api: CONTENT_KINDS.brand.path,
    segment: 'marcas',
    name: CONTENT_KINDS.brand.name,
    one: CONTENT_KINDS.brand.one,
    many: 'marcas',
    description: 'Las marcas de vehículos que muestra la portada, cada una con su tarjeta y su enlace.',
  },
  news: {
    key: 'news',
    api: CONTENT_KINDS.news.path,
    segment: 'noticias',
    name: CONTENT_KINDS.news.name,
    one: CONTENT_KINDS.news.one,
    many: 'noticias',
    description: 'Las noticias del sitio, cada una con su tarjeta (imagen, título, resumen y botón) y su texto.',
  },
  'plan-card': {
    key: 'plan-card',
    api: CONTENT_KINDS['plan-card'].path,
    segment: 'tarjetas-de-planes',
    name: CONTENT_KINDS['plan-card'].name,
    one: CONTENT_KINDS['plan-card'].one,
    many: 'tarjetas de planes',
    description: 'Las tarjetas de los planes de financiamiento de la portada, cada una con su ícono y la página del plan.',
  },
  faq: {
    key: 'faq',
    api: CONTENT_KINDS.faq.path,
    segment: 'preguntas-frecuentes',
    name: CONTENT_KINDS.faq.name,
    one: CONTENT_KINDS.faq.one,
    many: 'preguntas frecuentes',
    description: 'Las preguntas de la página de preguntas frecuentes, cada una en su grupo y con su respuesta.',
  },
};

/** In the order the content home shows them. */
export const CONTENT_KIND_LIST: readonly ContentKind[] = [
  CONTENT_KIND_UI.promotion,
  CONTENT_KIND_UI.banner,
  CONTENT_KIND_UI.brand,
  CONTENT_KIND_UI.news,
  CONTENT_KIND_UI['plan-card'],
  CONTENT_KIND_UI.faq,
];

/** What names a version in the page's heading and its versions: its title, or a FAQ's question. */
export const titleOf = (fields: ContentFields): string => ('question' in fields ? fields.question : fields.title);

export const CONTENT_HOME_PATH = '/backoffice/contenido';
export const kindListPath = (kind: ContentKind) => `${CONTENT_HOME_PATH}/${kind.segment}`;
export const kindNewPath = (kind: ContentKind) => `${kindListPath(kind)}/nueva`;
export const kindItemPath = (kind: ContentKind, id: number) => `${kindListPath(kind)}/${id}`;

export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
/** "Nueva promoción", "Nueva diapositiva", "Nueva marca", "Nueva noticia", "Nueva tarjeta de plan", "Nueva pregunta frecuente". */
export const newLabel = (kind: ContentKind) => `Nueva ${kind.one}`;
