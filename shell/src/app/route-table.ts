import type { RemoteName } from '@fvc/shared/federation';

/** Page metadata per route (docs/product.md §2 "Page titles"); the default is the company name. */
export interface RouteMeta {
  title?: string;
  description?: string;
  keywords?: string;
  /** `<meta name="robots">` while the route is open: `noindex` for pages no search engine should list. */
  robots?: string;
}

export interface RouteEntry {
  /** react-router path pattern; `/*` owns the sub-paths too. */
  path: string;
  remote: RemoteName;
  meta?: RouteMeta;
}

export interface RedirectEntry {
  path: string;
  to: string;
}

const PLANS_KEYWORDS = 'financiamiento, camiones, autobuses, tractocamiones';

/**
 * Every route of docs/product.md §2 and the remote that owns it (docs/architecture.md §1). The owning remote renders the
 * page; the shell only decides who, lazy-loads them, and keeps the chrome around them.
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', remote: 'home' },
  { path: '/acerca', remote: 'home', meta: { title: '¿Quiénes somos?', description: 'Más de 30 años financiando el transporte de México.' } },
  { path: '/about', remote: 'home', meta: { title: '¿Quiénes somos?', description: 'Más de 30 años financiando el transporte de México.' } },
  { path: '/noticias/*', remote: 'home', meta: { title: 'Noticias' } },
  { path: '/news-details/*', remote: 'home', meta: { title: 'Noticias' } },
  { path: '/brand-financial', remote: 'home', meta: { title: 'Servicios financieros' } },
  { path: '/brand-insurance', remote: 'home', meta: { title: 'Seguros' } },
  { path: '/brand-daimler', remote: 'home', meta: { title: 'Nuestras marcas' } },
  { path: '/contacto', remote: 'home', meta: { title: 'Contacto', description: 'Escríbenos o llámanos: atención a clientes de lunes a sábado.', keywords: 'contacto, atención a clientes, teléfono' } },
  { path: '/faqs/*', remote: 'home', meta: { title: 'Preguntas frecuentes' } },
  { path: '/legales/*', remote: 'home', meta: { title: 'Legales' } },
  { path: '/legal', remote: 'home', meta: { title: 'Legales' } },
  { path: '/formularios', remote: 'home', meta: { title: 'Formularios' } },
  { path: '/atencion-a-usuarios', remote: 'home', meta: { title: 'Atención a usuarios (UNE)', description: 'Unidad Especializada de Atención a Usuarios, CONDUSEF y Buró de Entidades Financieras.' } },
  { path: '/campaign', remote: 'home', meta: { title: 'Campaña' } },
  { path: '/syntage', remote: 'home', meta: { title: 'Consulta de datos fiscales' } },
  { path: '/planes-financiamiento', remote: 'plans', meta: { title: 'Planes de financiamiento', keywords: PLANS_KEYWORDS } },
  { path: '/planes-financiamiento/credito-directo', remote: 'plans', meta: { title: 'Crédito', description: 'Crédito directo a plazo de hasta 72 meses con tasa fija.', keywords: `crédito, ${PLANS_KEYWORDS}` } },
  { path: '/planes-financiamiento/arrendamiento-puro', remote: 'plans', meta: { title: 'Arrendamiento puro', keywords: `arrendamiento puro, ${PLANS_KEYWORDS}` } },
  { path: '/planes-financiamiento/arrendamiento-financiero', remote: 'plans', meta: { title: 'Arrendamiento financiero', keywords: `arrendamiento financiero, ${PLANS_KEYWORDS}` } },
  { path: '/planes-financiamiento/flexibility', remote: 'plans', meta: { title: 'Flexibilidad', keywords: `flexibilidad, flexibility, pagos estacionales, ${PLANS_KEYWORDS}` } },
  { path: '/planes-financiamiento/insurance', remote: 'plans', meta: { title: 'Seguros', keywords: `seguros, ${PLANS_KEYWORDS}` } },
  { path: '/calculadora/*', remote: 'calculator', meta: { title: 'Calculadora', description: 'Calcula tu financiamiento y recibe la cotización por correo.', keywords: 'cotizador, calculadora, financiamiento' } },
  { path: '/calculator/vehicles', remote: 'calculator', meta: { title: 'Calculadora' } },
  // The online application continues the quote (decision 0055): the applicant's own data, behind
  // the e-mailed link, client-rendered and kept out of search engines.
  { path: '/solicitud/*', remote: 'calculator', meta: { title: 'Solicitud de crédito', robots: 'noindex, nofollow' } },
  { path: '/distribuidores', remote: 'dealers', meta: { title: 'Distribuidores', description: 'Encuentra el distribuidor más cercano.', keywords: 'distribuidores, concesionarios' } },
  { path: '/registro', remote: 'account', meta: { title: 'Registro' } },
  { path: '/acceso', remote: 'account', meta: { title: 'Acceso clientes' } },
  { path: '/welcome', remote: 'account', meta: { title: 'Bienvenido' } },
  { path: '/reset-password', remote: 'account', meta: { title: 'Recuperar contraseña' } },
  { path: '/new-password', remote: 'account', meta: { title: 'Nueva contraseña' } },
  { path: '/my-account/*', remote: 'account', meta: { title: 'Mi cuenta' } },
  // One return page for every outcome (approved, declined, pending): a neutral title.
  { path: '/paymentok.html', remote: 'account', meta: { title: 'Resultado de tu pago' } },
  // The link at the foot of every notice e-mail (issue #70): works without signing in.
  { path: '/avisos/cancelar', remote: 'account', meta: { title: 'Dejar de recibir avisos' } },
  // The company's staff (issue #71): client-rendered only, and kept out of search engines.
  { path: '/backoffice/*', remote: 'backoffice', meta: { title: 'Back-office', robots: 'noindex, nofollow' } },
];

/** docs/product.md §2: /login goes to /acceso; any unknown path goes home (handled by the router). */
export const REDIRECTS: readonly RedirectEntry[] = [{ path: '/login', to: '/acceso' }];
