import type {
  AlertFields,
  AlertItem,
  BannerFields,
  BannerItem,
  BrandFields,
  BrandItem,
  CompanyFields,
  CompanyItem,
  FaqFields,
  FaqItem,
  NewsFields,
  NewsItemEdit,
  PageFields,
  PageItem,
  PlanCardFields,
  PlanCardItem,
  PromotionFields,
  PromotionItem,
  StaffMember,
  StaffRequestDetail,
  StaffSession,
} from '@fvc/shared/contracts';
import { renderApp } from '@fvc/shared/testing/render-app';
import { forgetStaffSession, startStaffSession } from '../app/staff-session';
import { BackofficeScreens } from '../routes';

export const AGENT: StaffMember = { id: '0f5b6a52-1c1e-4b6e-9a7b-2f4f3b0c1a01', name: 'Ana Torres', email: 'agente@demo.mx', roles: ['agent'] };
export const ADMIN: StaffMember = { id: '0f5b6a52-1c1e-4b6e-9a7b-2f4f3b0c1a02', name: 'Luis Méndez', email: 'admin@demo.mx', roles: ['admin'] };
export const EDITOR: StaffMember = { id: '0f5b6a52-1c1e-4b6e-9a7b-2f4f3b0c1a03', name: 'Carla Ruiz', email: 'editor@demo.mx', roles: ['editor'] };
export const PUBLISHER: StaffMember = { id: '0f5b6a52-1c1e-4b6e-9a7b-2f4f3b0c1a04', name: 'Jorge Paz', email: 'publicacion@demo.mx', roles: ['publisher'] };

/** A session as the API answers it, its token valid ten minutes. */
export function sessionOf(staff: StaffMember, token = 'staff-jwt-1', expiresInMs = 600_000): StaffSession {
  return { staff, jwt: { token, expiresAt: new Date(Date.now() + expiresInMs).toISOString() } };
}

/**
 * The back-office at `route`, as the shell composes it: signed in as `signedInAs` (its token in
 * the remote's memory, as after the e-mailed code), or with no session yet, in which case the page
 * first asks the refresh cookie (the test answers `POST /api/backoffice/auth/refresh`).
 */
export function renderBackoffice(route: string, { signedInAs }: { signedInAs?: StaffMember } = {}) {
  if (signedInAs) startStaffSession(sessionOf(signedInAs));
  return renderApp(<BackofficeScreens />, { route });
}

// Every test starts as a page just loaded: no staff session in memory.
afterEach(() => forgetStaffSession());

export const REQUEST_ID = '7d4c1a9e-2b3f-4c5d-8e6f-9a0b1c2d3e4f';

/** A support request as the detail answers it. */
export function requestDetail(changes: Partial<StaffRequestDetail> = {}): StaffRequestDetail {
  return {
    id: REQUEST_ID,
    kind: 'support',
    folio: 'SOL-2026-000042',
    status: 'received',
    subject: 'Mi pago no aparece',
    customer: { id: 'c-1', name: 'Mariana López' },
    contractNumber: 'FVC-2024-000123',
    assignee: null,
    createdAt: '2026-03-05T20:05:00.000Z',
    updatedAt: '2026-03-05T20:05:00.000Z',
    message: 'Pagué el 3 de marzo y no veo el pago en mi saldo.',
    amountCents: null,
    asOf: null,
    customerContext: {
      email: 'cliente@demo.mx',
      phone: '5512345678',
      contracts: [
        { number: 'FVC-2024-000123', vehicle: 'Tractocamión T-880', standing: 'overdue', balance: 123456789, daysOverdue: 12 },
        { number: 'FVC-2021-000045', vehicle: 'Autobús Boxer', standing: 'settled', balance: 0, daysOverdue: 0 },
      ],
    },
    entries: [
      { id: 'e0000000-0000-4000-8000-000000000001', kind: 'note', author: 'Ana Torres', body: 'Reviso con tesorería.', status: null, createdAt: '2026-03-05T21:00:00.000Z' },
    ],
    ...changes,
  };
}

export const PROMOTION_ID = 7;

/** A promotion's fields as an editor saved them. */
export function promotionFields(changes: Partial<PromotionFields> = {}): PromotionFields {
  return {
    title: 'Tractocamión con 10% de enganche',
    subtitle: 'Solo en marzo, con tasa fija.',
    imgBack: '/media/promotion-1a2b3c.webp',
    urlButton: '/planes',
    vehiculo: 'Tractocamión',
    textButton: 'Cotizar',
    startsAt: null,
    endsAt: null,
    ...changes,
  };
}

/** A promotion as its page reads it: two versions, the first one on the site. */
export function promotionItem(changes: Partial<PromotionItem> = {}): PromotionItem {
  return {
    id: PROMOTION_ID,
    state: 'published',
    liveVersion: 1,
    publishedAt: '2026-03-02T16:00:00.000Z',
    publishedBy: 'Jorge Paz',
    scheduled: null,
    versions: [
      { version: 2, createdAt: '2026-03-04T18:30:00.000Z', createdBy: 'Carla Ruiz', data: promotionFields({ title: 'Tractocamión con 5% de enganche' }) },
      { version: 1, createdAt: '2026-03-01T17:00:00.000Z', createdBy: 'Carla Ruiz', data: promotionFields() },
    ],
    ...changes,
  };
}

/** Two versions of any kind's item, the first one on the site. */
function twoVersions<F>(first: F, second: F) {
  return {
    state: 'published' as const,
    liveVersion: 1,
    publishedAt: '2026-03-02T16:00:00.000Z',
    publishedBy: 'Jorge Paz',
    scheduled: null,
    versions: [
      { version: 2, createdAt: '2026-03-04T18:30:00.000Z', createdBy: 'Carla Ruiz', data: second },
      { version: 1, createdAt: '2026-03-01T17:00:00.000Z', createdBy: 'Carla Ruiz', data: first },
    ],
  };
}

export const BANNER_ID = 3;

/** A carousel slide's fields as an editor saved them, its optional ones empty. */
export function bannerFields(changes: Partial<BannerFields> = {}): BannerFields {
  return {
    title: 'Tractocamiones en la carretera al amanecer',
    imgDesktop: '/media/banner-desktop-1a2b3c.webp',
    imgMobile: '/media/banner-mobile-1a2b3c.webp',
    videoUrl: null,
    textFooter: null,
    urlFooter: null,
    ...changes,
  };
}

/** A slide as its page reads it: two versions, the first one on the site. */
export function bannerItem(changes: Partial<BannerItem> = {}): BannerItem {
  return { id: BANNER_ID, ...twoVersions(bannerFields(), bannerFields({ title: 'Autobuses en la terminal' })), ...changes };
}

export const BRAND_ID = 5;

/** A brand's fields as an editor saved them. */
export function brandFields(changes: Partial<BrandFields> = {}): BrandFields {
  return { title: 'Kenworth', subtitle: 'Tractocamiones para largas distancias.', imgBack: '/media/brand-1a2b3c.webp', urlButton: '/vehiculos/kenworth', ...changes };
}

/** A brand as its page reads it: two versions, the first one on the site. */
export function brandItem(changes: Partial<BrandItem> = {}): BrandItem {
  return { id: BRAND_ID, ...twoVersions(brandFields(), brandFields({ title: 'Kenworth México' })), ...changes };
}

export const NEWS_ID = 11;

/** A news item's fields as an editor saved them (its body as the API stored it), with no date of its own. */
export function newsFields(changes: Partial<NewsFields> = {}): NewsFields {
  return {
    title: 'Llegan los nuevos tractocamiones',
    subtitle: 'Financiamiento para el modelo 2026.',
    imgBack: '/media/news-1a2b3c.webp',
    textButton: 'CONOCE MÁS',
    body: '<p>Ya puedes cotizar el <strong>T-680</strong>.</p>',
    publishedAt: null,
    ...changes,
  };
}

/** A news item as its page reads it: two versions, the first one on the site. */
export function newsItem(changes: Partial<NewsItemEdit> = {}): NewsItemEdit {
  return { id: NEWS_ID, ...twoVersions(newsFields(), newsFields({ title: 'Llegan los tractocamiones 2026' })), ...changes };
}

export const PLAN_CARD_ID = 13;

/** A plan card's fields as an editor saved them. */
export function planCardFields(changes: Partial<PlanCardFields> = {}): PlanCardFields {
  return {
    title: 'Crédito directo',
    icon: '/media/plan-icon-1a2b3c.webp',
    summary: 'Tu unidad a plazos fijos.',
    summaryHover: 'Hasta 60 meses, con tasa fija y sin aval.',
    url: '/planes-financiamiento/credito-directo',
    ...changes,
  };
}

/** A plan card as its page reads it: two versions, the first one on the site. */
export function planCardItem(changes: Partial<PlanCardItem> = {}): PlanCardItem {
  return { id: PLAN_CARD_ID, ...twoVersions(planCardFields(), planCardFields({ title: 'Crédito directo sin aval' })), ...changes };
}

export const FAQ_ID = 17;

/** A FAQ's fields as an editor saved them (its answer as the API stored it). */
export function faqFields(changes: Partial<FaqFields> = {}): FaqFields {
  return {
    groupTitle: 'Planes de financiamiento',
    question: '¿Qué enganche necesito?',
    answer: '<p>Desde el <strong>10%</strong> del valor de la unidad.</p>',
    ...changes,
  };
}

/** A FAQ as its page reads it: two versions, the first one on the site. */
export function faqItem(changes: Partial<FaqItem> = {}): FaqItem {
  return { id: FAQ_ID, ...twoVersions(faqFields(), faqFields({ question: '¿Qué enganche mínimo necesito?' })), ...changes };
}

export const ALERT_ID = '3f6c2b1a-8d4e-4f5a-9b6c-7d8e9f0a1b2c';

/** An alert's fields as an editor saved them (its text as the API stored it): the public site's, with a button and no dates. */
export function alertFields(changes: Partial<AlertFields> = {}): AlertFields {
  return {
    title: 'Buen Fin en Financiera Vial',
    description: '<p>Enganche desde <strong>10%</strong>.</p>',
    imgBack: '/media/alert-1a2b3c.webp',
    url: '/promociones',
    textButton: 'Ver promociones',
    internal: false,
    pc: false,
    startsAt: null,
    endsAt: null,
    ...changes,
  };
}

/** An alert as its page reads it: two versions, the first one on the site. */
export function alertItem(changes: Partial<AlertItem> = {}): AlertItem {
  return { id: ALERT_ID, ...twoVersions(alertFields(), alertFields({ title: 'Buen Fin: enganche desde 10%' })), ...changes };
}

/** A page is named by its slug, as the site's route to it. */
export const PAGE_ID = 'privacy';

/** A page's fields as an editor saved them (its text as the API stored it). */
export function pageFields(changes: Partial<PageFields> = {}): PageFields {
  return {
    title: 'Aviso de privacidad',
    intro: 'Aviso de privacidad integral conforme a la ley.',
    body: '<h2>Responsable</h2><p>Financiera Vial del Centro es responsable de tus datos.</p>',
    revisedOn: '2026-01-15',
    validUntil: null,
    ...changes,
  };
}

/** A page as its page reads it: two versions, the first one on the site. */
export function pageItem(changes: Partial<PageItem> = {}): PageItem {
  return { id: PAGE_ID, ...twoVersions(pageFields(), pageFields({ title: 'Aviso de privacidad integral' })), ...changes };
}

/** The company is one record. */
export const COMPANY_ID = 1;

/** The company's data as the demo company has it. */
export function companyFields(changes: Partial<CompanyFields> = {}): CompanyFields {
  return {
    name: 'Financiera Vial del Centro',
    legalName: 'Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R.',
    phone: '800 555 0123',
    email: 'atencion@financieravial.example',
    hoursWeekdays: 'Lunes a viernes de 8:00 a 20:00 h',
    hoursSaturday: 'Sábado de 9:00 a 14:00 h',
    yearsInMarket: 30,
    dealerPortalUrl: 'https://distribuidores.financieravial.example',
    facebookUrl: 'https://facebook.example/financieravialdelcentro',
    linkedinUrl: 'https://linkedin.example/company/financieravialdelcentro',
    jobBoardUrl: 'https://empleos.financieravial.example',
    busBrandUrl: 'https://autobuses.example',
    truckBrandUrl: 'https://camiones.example',
    uneHead: 'Titular de la UNE: Lic. Andrea Salinas Ruiz',
    uneAddress: 'Av. Constituyentes 1000, piso 4, Col. Centro, 76000 Santiago de Querétaro, Qro.',
    unePhone: '800 555 0199',
    uneEmail: 'une@financieravial.example',
    uneHours: 'Lunes a viernes de 9:00 a 17:00 h',
    condusefPhone: '55 5340 0999 y 800 999 8080',
    condusefUrl: 'https://www.condusef.gob.mx',
    buroUrl: 'https://www.buro.condusef.gob.mx',
    regulatorLegend: 'Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R. es una sociedad financiera de objeto múltiple, entidad no regulada.',
    ...changes,
  };
}

/** The company's record as its page reads it: two versions, the first one on the site. */
export function companyItem(changes: Partial<CompanyItem> = {}): CompanyItem {
  return { id: COMPANY_ID, ...twoVersions(companyFields(), companyFields({ phone: '800 555 0124' })), ...changes };
}
