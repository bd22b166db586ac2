import type { AlertFields, BannerFields, BrandFields, CompanyFields, FaqFields, NewsFields, PageFields, PlanCardFields, PromotionFields } from '@fvc/shared/contracts';
import { CONTENT_KEYS, CONTENT_KINDS } from '@fvc/shared/contracts/rules';

/** The kinds this editor edits (CONTENT_KINDS may name more), with their fields as the API takes and answers them. */
export interface ContentFieldsOf {
  promotion: PromotionFields;
  banner: BannerFields;
  brand: BrandFields;
  news: NewsFields;
  'plan-card': PlanCardFields;
  faq: FaqFields;
  alert: AlertFields;
  page: PageFields;
  company: CompanyFields;
}
export type EditedKindName = keyof ContentFieldsOf;
export type ContentFields = ContentFieldsOf[EditedKindName];

/** Any kind's item: its versions (newest first) and the one the site shows. */
export interface ContentItem<F = ContentFields> {
  /** A number for most kinds, an alert's uuid, a page's slug (CONTENT_KEYS). */
  id: number | string;
  state: 'draft' | 'scheduled' | 'published' | 'ended';
  liveVersion: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
  /** A publication set for later (any kind): that version goes out on its own at that minute. */
  scheduled: { version: number; publishAt: string; scheduledBy: string } | null;
  versions: { version: number; createdAt: string; createdBy: string; data: F }[];
}

/** A kind as the screens name it. Every kind's noun is feminine: "creada", "despublicada". */
export interface ContentKind {
  key: EditedKindName;
  /** The API's path segment: /api/backoffice/content/{api}. */
  api: string;
  /** The back-office's path segment: /backoffice/contenido/{segment}. */
  segment: string;
  /** "Promociones", "Carrusel de la portada", … "Avisos emergentes", "Páginas y textos legales", "Datos de la empresa y UNE". */
  name: string;
  /** "promoción", "diapositiva", "marca", "noticia", "tarjeta de plan", "pregunta frecuente", "alerta", "página", "ficha de la empresa". */
  one: string;
  /** "promociones", "diapositivas", … "alertas", "páginas", "fichas de la empresa". */
  many: string;
  /** What the home and the list say of it. */
  description: string;
  /**
   * The site's own set (its pages, the company's data): edited and published, never created nor
   * unpublished. The API has no such routes for it, so the screens offer neither.
   */
  fixedSet: boolean;
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
    fixedSet: CONTENT_KEYS.promotion.fixedSet,
  },
  banner: {
    key: 'banner',
    api: CONTENT_KINDS.banner.path,
    segment: 'carrusel',
    name: CONTENT_KINDS.banner.name,
    one: CONTENT_KINDS.banner.one,
    many: 'diapositivas',
    description: 'Las diapositivas del carrusel al inicio de la portada, con su imagen de escritorio y la de celular.',
    fixedSet: CONTENT_KEYS.banner.fixedSet,
  },
  brand: {
    key: 'brand',
    api: CONTENT_KINDS.brand.path,
    segment: 'marcas',
    name: CONTENT_KINDS.brand.name,
    one: CONTENT_KINDS.brand.one,
    many: 'marcas',
    description: 'Las marcas de vehículos que muestra la portada, cada una con su tarjeta y su enlace.',
    fixedSet: CONTENT_KEYS.brand.fixedSet,
  },
  news: {
    key: 'news',
    api: CONTENT_KINDS.news.path,
    segment: 'noticias',
    name: CONTENT_KINDS.news.name,
    one: CONTENT_KINDS.news.one,
    many: 'noticias',
    description: 'Las noticias del sitio, cada una con su tarjeta (imagen, título, resumen y botón) y su texto.',
    fixedSet: CONTENT_KEYS.news.fixedSet,
  },
  'plan-card': {
    key: 'plan-card',
    api: CONTENT_KINDS['plan-card'].path,
    segment: 'tarjetas-de-planes',
    name: CONTENT_KINDS['plan-card'].name,
    one: CONTENT_KINDS['plan-card'].one,
    many: 'tarjetas de planes',
    description: 'Las tarjetas de los planes de financiamiento de la portada, cada una con su ícono y la página del plan.',
    fixedSet: CONTENT_KEYS['plan-card'].fixedSet,
  },
  faq: {
    key: 'faq',
    api: CONTENT_KINDS.faq.path,
    segment: 'preguntas-frecuentes',
    name: CONTENT_KINDS.faq.name,
    one: CONTENT_KINDS.faq.one,
    many: 'preguntas frecuentes',
    description: 'Las preguntas de la página de preguntas frecuentes, cada una en su grupo y con su respuesta.',
    fixedSet: CONTENT_KEYS.faq.fixedSet,
  },
  alert: {
    key: 'alert',
    api: CONTENT_KINDS.alert.path,
    segment: 'avisos',
    name: CONTENT_KINDS.alert.name,
    one: CONTENT_KINDS.alert.one,
    many: 'alertas',
    description: 'El aviso que el sitio abre al entrar, o el del área de clientes: su imagen, su texto, su botón y sus fechas.',
    fixedSet: CONTENT_KEYS.alert.fixedSet,
  },
  page: {
    key: 'page',
    api: CONTENT_KINDS.page.path,
    segment: 'paginas',
    name: CONTENT_KINDS.page.name,
    one: CONTENT_KINDS.page.one,
    many: 'páginas',
    description: 'Los textos de las páginas del sitio: legales, acerca de, marcas, formularios, campaña y consulta de datos fiscales. Se editan y se publican; no se agregan ni se quitan.',
    fixedSet: CONTENT_KEYS.page.fixedSet,
  },
  company: {
    key: 'company',
    api: CONTENT_KINDS.company.path,
    segment: 'empresa',
    name: CONTENT_KINDS.company.name,
    one: CONTENT_KINDS.company.one,
    many: 'fichas de la empresa',
    description: 'Los datos de la empresa y de su UNE que muestran el encabezado, el pie de página, el contacto y la página de atención a usuarios.',
    fixedSet: CONTENT_KEYS.company.fixedSet,
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
  CONTENT_KIND_UI.alert,
  CONTENT_KIND_UI.page,
  CONTENT_KIND_UI.company,
];

/** What names a version in the page's heading and its versions (as the API names it in a list): its title, a FAQ's question, the company's name. */
export function titleOf(fields: ContentFields): string {
  if ('question' in fields) return fields.question;
  if ('name' in fields) return fields.name;
  return fields.title;
}

export const CONTENT_HOME_PATH = '/backoffice/contenido';
export const kindListPath = (kind: ContentKind) => `${CONTENT_HOME_PATH}/${kind.segment}`;
export const kindNewPath = (kind: ContentKind) => `${kindListPath(kind)}/nueva`;
export const kindItemPath = (kind: ContentKind, id: ContentItem['id']) => `${kindListPath(kind)}/${encodeURIComponent(String(id))}`;

export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
/** "Nueva promoción", "Nueva diapositiva", "Nueva marca", "Nueva noticia", "Nueva tarjeta de plan", "Nueva pregunta frecuente", "Nueva alerta". */
export const newLabel = (kind: ContentKind) => `Nueva ${kind.one}`;
