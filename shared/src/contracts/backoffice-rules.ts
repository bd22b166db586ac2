// The back-office's rules as plain values (issue #71), with no schema library: what the staff's
// screens import (browser code takes only types from @fvc/shared/contracts) and the contract's
// schemas (backoffice.ts) are built from: one source for each rule.

export const STAFF_ROLES = ['editor', 'publisher', 'agent', 'admin'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRoleName, string> = {
  editor: 'Edición de contenido',
  publisher: 'Publicación de contenido',
  agent: 'Atención a clientes',
  admin: 'Administración',
};

export const BACKOFFICE_LIMITS = {
  noteBody: 3000,
  replyBody: 5000,
  /** Requests per page of an inbox. */
  pageSize: 50,
  promotionTitle: 120,
  promotionSubtitle: 240,
  promotionButton: 40,
  promotionUrl: 300,
  vehicle: 60,
  /** An alert's text (limited HTML). */
  alertBody: 2000,
  /** A page's introduction (plain text) and text (limited HTML): the terms are the longest. */
  pageIntro: 500,
  pageBody: 60_000,
  /** An uploaded picture before conversion. */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/** A picture uploaded in the back-office, as the API serves it: `/media/<name>.webp`. */
export const MEDIA_PATH_PATTERN = '^/media/[a-z0-9-]+\\.webp$';

/** Where a link staff write may go (a promotion's button, a banner's footer, a brand's): a path of the site, or an https address. */
// `//host` and `/\host` are other sites to a browser: a path of the site starts with one slash only.
export const LINK_PATTERN = '^(/([^/\\\\\\s][^\\s]*)?|https://[^\\s]+)$';
/** An address on another site only (a video, the company's links). */
export const HTTPS_PATTERN = '^https://[^\\s]+$';
/** A button is its text and where it goes: both, or neither (an alert's). */
export const BUTTON_PAIR_MESSAGE = 'Escribe el texto del botón y su destino, o deja los dos vacíos.';
/** A page of the site only (a plan card's link): the path part of the pattern above. */
export const SITE_PATH_PATTERN = '^/([^/\\\\\\s][^\\s]*)?$';

/** The inbox's and the audit's filters, as the contract's query schemas bound them. */
export const BACKOFFICE_FILTER_LIMITS = {
  /** Part of the customer's name or e-mail, or a contract number. */
  customer: 100,
  /** Older than this many days, at most. */
  minAgeDays: 3650,
  auditAction: { maxLength: 60, pattern: '^[a-z.-]+$' },
} as const;

export const REQUEST_KINDS = ['support', 'capital_contribution', 'payoff'] as const;
export type RequestKindName = (typeof REQUEST_KINDS)[number];
export const REQUEST_KIND_NAMES: Record<RequestKindName, string> = {
  support: 'Soporte',
  capital_contribution: 'Aportación a capital',
  payoff: 'Liquidación anticipada',
};

export const REQUEST_STATUSES = ['received', 'in_progress', 'closed'] as const;
export type RequestStatusName = (typeof REQUEST_STATUSES)[number];
/** As the customer and staff read them. */
export const REQUEST_STATUS_NAMES: Record<RequestStatusName, string> = {
  received: 'Recibida',
  in_progress: 'En atención',
  closed: 'Cerrada',
};

/** An invoice request's statuses as staff and the customer read them (the portal's `bills/status`). */
export const INVOICE_REQUEST_STATUS_NAMES = {
  received: 'Recibida',
  in_review: 'En revisión',
  issued: 'Factura emitida',
  rejected: 'Rechazada',
} as const;

/** Where a lead came from, as staff read it. */
export const LEAD_SOURCE_NAMES = {
  quote: 'Cotización',
  'plans-contact': 'Contacto desde un plan',
  campaign: 'Campaña',
  syntage: 'Consulta de datos fiscales',
  contact: 'Contacto',
  dealer: 'Distribuidor',
  application: 'Solicitud en línea',
} as const;

/** A lead's forwarding to the CRM. */
export const CRM_STATUS_NAMES = {
  pending: 'Por enviar',
  sent: 'Enviado',
  failed: 'Falló',
} as const;

/** An e-mail's delivery from the outbox (a bill sent to a dealer), as staff read it. */
export const MAIL_STATUS_NAMES = {
  pending: 'En cola',
  sent: 'Enviado',
  failed: 'Falló',
} as const;

/** The note an agent writes when changing an invoice request's status; the customer reads it. */
export const INVOICE_NOTE_MAX = 500;

/**
 * The content kinds staff edit (issue #71), with the picture sizes the site shows for each: the
 * API crops uploads to them, the editor says them.
 */
export const CONTENT_KINDS = {
  promotion: { path: 'promotions', name: 'Promociones', one: 'promoción', pictures: { imgBack: { use: 'promotion', width: 600, height: 800 } } },
  banner: {
    path: 'banners',
    name: 'Carrusel de la portada',
    one: 'diapositiva',
    pictures: { imgDesktop: { use: 'banner-desktop', width: 1600, height: 640 }, imgMobile: { use: 'banner-mobile', width: 750, height: 900 } },
  },
  brand: { path: 'brands', name: 'Marcas', one: 'marca', pictures: { imgBack: { use: 'brand', width: 800, height: 600 } } },
  news: { path: 'news', name: 'Noticias', one: 'noticia', pictures: { imgBack: { use: 'news', width: 800, height: 500 } } },
  'plan-card': { path: 'plan-cards', name: 'Tarjetas de planes', one: 'tarjeta de plan', pictures: { icon: { use: 'plan-icon', width: 192, height: 192 } } },
  faq: { path: 'faqs', name: 'Preguntas frecuentes', one: 'pregunta frecuente', pictures: {} },
  alert: { path: 'alerts', name: 'Avisos emergentes', one: 'alerta', pictures: { imgBack: { use: 'alert', width: 960, height: 400 } } },
  page: { path: 'pages', name: 'Páginas y textos legales', one: 'página', pictures: {} },
  company: { path: 'company', name: 'Datos de la empresa y UNE', one: 'ficha de la empresa', pictures: {} },
} as const;
export type ContentKindName = keyof typeof CONTENT_KINDS;

/**
 * How an item of a kind is named, and what staff may do besides editing and publishing. Most
 * kinds are numbered rows staff create and unpublish; an alert is a uuid; the site's pages are its
 * routes (a slug each: staff edit them, never add or remove one); the company is one row, always shown.
 */
export const CONTENT_KEYS: Record<ContentKindName, { key: 'number' | 'uuid' | 'slug'; fixedSet: boolean }> = {
  promotion: { key: 'number', fixedSet: false },
  banner: { key: 'number', fixedSet: false },
  brand: { key: 'number', fixedSet: false },
  news: { key: 'number', fixedSet: false },
  'plan-card': { key: 'number', fixedSet: false },
  faq: { key: 'number', fixedSet: false },
  alert: { key: 'uuid', fixedSet: false },
  page: { key: 'slug', fixedSet: true },
  company: { key: 'number', fixedSet: true },
};
/** How far ahead a publication may be scheduled. */
export const CONTENT_SCHEDULE_MAX_DAYS = 366;
/** A page's slug, as the pages' table checks it. */
export const PAGE_SLUG_PATTERN = '^[a-z0-9-]+$';

/** The company's data as the footer, the contact page and the UNE block show it. */
export const COMPANY_LIMITS = { text: 200, legend: 1500, phone: 60, years: 200 } as const;
/** What an uploaded picture is for: its size comes from CONTENT_KINDS. */
export const MEDIA_USES = {
  promotion: { width: 600, height: 800 },
  'banner-desktop': { width: 1600, height: 640 },
  'banner-mobile': { width: 750, height: 900 },
  brand: { width: 800, height: 600 },
  news: { width: 800, height: 500 },
  // Shown at 64×64; three times that for sharp screens, as the demo icons are.
  'plan-icon': { width: 192, height: 192 },
  // The alert popup shows its picture at 480×200: twice that for sharp screens.
  alert: { width: 960, height: 400 },
} as const;

/** A FAQ's group and question, as long as the public page shows them. */
export const FAQ_LIMITS = { group: 80, question: 200 } as const;

/** A news body: what an editor may write (the API keeps only these tags, and links to the site or https). */
export const NEWS_BODY = { maxLength: 20_000, tags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a'] } as const;
export type MediaUse = keyof typeof MEDIA_USES;
