import { Type, type Static, type TSchema } from 'typebox';
import { EMAIL_MAX_LENGTH, PASSWORD_LIMITS, SIGN_IN_CODE } from './access-rules';
import { AccessTokenSchema } from './auth';
import { InvoiceRequestStatusSchema } from './billing';
import {
  BACKOFFICE_FILTER_LIMITS,
  BACKOFFICE_LIMITS,
  FAQ_LIMITS,
  INVOICE_NOTE_MAX,
  MEDIA_PATH_PATTERN,
  NEWS_BODY,
  LINK_PATTERN,
  HTTPS_PATTERN,
  COMPANY_LIMITS,
  CONTENT_SCHEDULE_MAX_DAYS,
  PAGE_SLUG_PATTERN,
  SITE_PATH_PATTERN,
  type RequestKindName,
  type RequestStatusName,
  type StaffRoleName,
} from './backoffice-rules';

/**
 * The back-office's contracts (issue #71); its plain values (roles, limits, names) are in
 * backoffice-rules.ts, which the staff's screens import: staff identity, the request inboxes, the content
 * editor. Staff are a separate identity from customers: their own accounts, sessions and tokens.
 */

// Every plain value of the back-office, beside the schemas built from them.
export * from './backoffice-rules';
export type StaffRole = StaffRoleName;
export type RequestKind = RequestKindName;
export type RequestStatus = RequestStatusName;

const Uuid = (title: string) => Type.String({ format: 'uuid', title });
const DateTime = Type.String({ format: 'date-time' });

// Staff identity -----------------------------------------------------------------------------

export const StaffSignInRequestSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH, title: 'Correo electrónico' }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_LIMITS.max, title: 'Contraseña' }),
  },
  { additionalProperties: false, description: 'Credenciales de una cuenta del personal.' },
);
export type StaffSignInRequest = Static<typeof StaffSignInRequestSchema>;

export const StaffChallengeSchema = Type.Object(
  {
    challengeId: Type.String({ format: 'uuid' }),
    sentTo: Type.String({ description: 'El correo al que se envió el código, parcialmente oculto.' }),
    codeExpiresAt: DateTime,
  },
  { description: 'Contraseña correcta: falta el código enviado por correo (obligatorio para el personal).' },
);
export type StaffChallenge = Static<typeof StaffChallengeSchema>;

export const StaffCodeRequestSchema = Type.Object(
  {
    challengeId: Uuid('Inicio de sesión'),
    code: Type.String({ pattern: `^[0-9]{${SIGN_IN_CODE.length}}$`, maxLength: SIGN_IN_CODE.length, title: 'Código' }),
  },
  { additionalProperties: false },
);
export type StaffCodeRequest = Static<typeof StaffCodeRequestSchema>;

const StaffRoleSchema = Type.Union([Type.Literal('editor'), Type.Literal('publisher'), Type.Literal('agent'), Type.Literal('admin')]);

export const StaffMemberSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  roles: Type.Array(StaffRoleSchema),
});
export type StaffMember = Static<typeof StaffMemberSchema>;

export const StaffSessionSchema = Type.Object(
  { staff: StaffMemberSchema, jwt: AccessTokenSchema },
  { description: 'Sesión del personal. La renovación viaja en una cookie HttpOnly propia del back-office.' },
);
export type StaffSession = Static<typeof StaffSessionSchema>;

export const StaffListSchema = Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), roles: Type.Array(StaffRoleSchema) }));
export type StaffList = Static<typeof StaffListSchema>;

// Audit --------------------------------------------------------------------------------------

export const AuditEntrySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  at: DateTime,
  staff: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  action: Type.String({ description: 'Qué se hizo, p. ej. `request.reply` o `content.publish`.' }),
  outcome: Type.Union([Type.Literal('ok'), Type.Literal('denied')]),
  target: Type.Union([Type.String(), Type.Null()], { description: 'Sobre qué: `request:<id>`, `promotion:<id>`.' }),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export const AuditPageSchema = Type.Object({ items: Type.Array(AuditEntrySchema), total: Type.Integer() });
export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditPage = Static<typeof AuditPageSchema>;

export const AuditQuerySchema = Type.Object(
  {
    action: Type.Optional(Type.String({ ...BACKOFFICE_FILTER_LIMITS.auditAction, title: 'Acción' })),
    outcome: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('denied')], { title: 'Resultado' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, title: 'Página' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;

// Requests -----------------------------------------------------------------------------------

const RequestKindSchema = Type.Union([Type.Literal('support'), Type.Literal('capital_contribution'), Type.Literal('payoff')], { title: 'Tipo' });
const RequestStatusSchema = Type.Union([Type.Literal('received'), Type.Literal('in_progress'), Type.Literal('closed')], { title: 'Estado' });

export const InboxQuerySchema = Type.Object(
  {
    kind: RequestKindSchema,
    status: Type.Optional(RequestStatusSchema),
    /** Older than this many days. */
    minAgeDays: Type.Optional(Type.Integer({ minimum: 0, maximum: BACKOFFICE_FILTER_LIMITS.minAgeDays, title: 'Antigüedad' })),
    /** Part of the customer's name or e-mail, or a contract number. */
    customer: Type.Optional(Type.String({ maxLength: BACKOFFICE_FILTER_LIMITS.customer, title: 'Cliente' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, title: 'Página' })),
  },
  { additionalProperties: false },
);
export type InboxQuery = Static<typeof InboxQuerySchema>;

export const InboxItemSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: RequestKindSchema,
  folio: Type.String(),
  status: RequestStatusSchema,
  subject: Type.String({ description: 'El asunto del mensaje, o el tipo de solicitud.' }),
  customer: Type.Object({ id: Type.String(), name: Type.String() }),
  contractNumber: Type.Union([Type.String(), Type.Null()]),
  assignee: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type InboxItem = Static<typeof InboxItemSchema>;
export const InboxPageSchema = Type.Object({ items: Type.Array(InboxItemSchema), total: Type.Integer() });
export type InboxPage = Static<typeof InboxPageSchema>;

export const RequestEntrySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Union([Type.Literal('note'), Type.Literal('reply'), Type.Literal('status')], {
    description: 'note: nota interna (solo el personal); reply: respuesta al cliente; status: cambio de estado.',
  }),
  author: Type.String(),
  body: Type.String(),
  status: Type.Union([RequestStatusSchema, Type.Null()]),
  createdAt: DateTime,
});
export type RequestEntry = Static<typeof RequestEntrySchema>;

export const StaffRequestDetailSchema = Type.Object({
  ...InboxItemSchema.properties,
  message: Type.Union([Type.String(), Type.Null()]),
  /** Amount and date of an early payment or payoff, in pesos as the customer wrote them. */
  amountCents: Type.Union([Type.Integer(), Type.Null()]),
  asOf: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  customerContext: Type.Object({
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    contracts: Type.Array(
      Type.Object({
        number: Type.String(),
        vehicle: Type.String(),
        standing: Type.Union([Type.Literal('current'), Type.Literal('overdue'), Type.Literal('settled')]),
        balance: Type.Integer({ description: 'En centavos.' }),
        daysOverdue: Type.Integer(),
      }),
    ),
  }),
  entries: Type.Array(RequestEntrySchema),
});
export type StaffRequestDetail = Static<typeof StaffRequestDetailSchema>;

export const RequestParamsSchema = Type.Object({ id: Uuid('Solicitud') });

export const AssignRequestSchema = Type.Object(
  { staffId: Type.Union([Uuid('Responsable'), Type.Null()]) },
  { additionalProperties: false },
);
export type AssignRequest = Static<typeof AssignRequestSchema>;

export const NoteRequestSchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.noteBody, pattern: '\\S', title: 'Nota' }) },
  { additionalProperties: false },
);
export type NoteRequest = Static<typeof NoteRequestSchema>;

export const ReplyRequestSchema = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.replyBody, pattern: '\\S', title: 'Respuesta' }),
    status: Type.Union([Type.Literal('in_progress'), Type.Literal('closed')], { title: 'Estado' }),
  },
  { additionalProperties: false },
);
export type ReplyRequest = Static<typeof ReplyRequestSchema>;

export const StatusChangeRequestSchema = Type.Object({ status: RequestStatusSchema }, { additionalProperties: false });
export type StatusChangeRequest = Static<typeof StatusChangeRequestSchema>;

// The customer's side: "Mis solicitudes" --------------------------------------------------------

export const MyRequestSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: RequestKindSchema,
  folio: Type.String(),
  status: RequestStatusSchema,
  subject: Type.String(),
  contractNumber: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
  updatedAt: DateTime,
  replies: Type.Array(Type.Object({ body: Type.String(), createdAt: DateTime }), {
    description: 'Las respuestas de atención a clientes; las notas internas nunca se muestran.',
  }),
});
export type MyRequest = Static<typeof MyRequestSchema>;
export const MyRequestListSchema = Type.Array(MyRequestSchema);
export type MyRequestList = Static<typeof MyRequestListSchema>;

// Content: promotions -----------------------------------------------------------------------

export const PromotionFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionTitle, pattern: '\\S', title: 'Título' }),
    subtitle: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionSubtitle, pattern: '\\S', title: 'Subtítulo' }),
    imgBack: Type.String({ pattern: MEDIA_PATH_PATTERN, maxLength: 120, title: 'Imagen' }),
    urlButton: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionUrl, pattern: LINK_PATTERN, title: 'Destino del botón' }),
    vehiculo: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.vehicle, pattern: '\\S', title: 'Vehículo' }),
    textButton: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionButton, pattern: '\\S', title: 'Texto del botón' }),
    startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: 'Inicio' }),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: 'Fin' }),
  },
  { additionalProperties: false, description: 'Una promoción como la edita el personal. Sin inicio, vale desde que se publica; sin fin, hasta que se despublica.' },
);
export type PromotionFields = Static<typeof PromotionFieldsSchema>;

/** An item's key: a number for most kinds, an alert's uuid, a page's slug (CONTENT_KEYS). */
const ContentKeySchema = Type.Union([Type.Integer(), Type.String()]);

const ContentStateSchema = Type.Union(
  [Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published'), Type.Literal('ended')],
  { description: 'draft: sin publicar; scheduled: publicada, empieza después; published: se ve en el sitio; ended: publicada, ya terminó.' },
);

const OptionalUrl = (title: string) =>
  Type.Union([Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionUrl, pattern: LINK_PATTERN }), Type.Null()], { title });
const Picture = (title: string) => Type.String({ pattern: MEDIA_PATH_PATTERN, maxLength: 120, title });

export const BannerFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionTitle, pattern: '\\S', title: 'Título (también texto alternativo)' }),
    imgDesktop: Picture('Imagen de escritorio'),
    imgMobile: Picture('Imagen móvil'),
    videoUrl: Type.Union([Type.String({ maxLength: BACKOFFICE_LIMITS.promotionUrl, pattern: HTTPS_PATTERN }), Type.Null()], { title: 'Video' }),
    textFooter: Type.Union([Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionSubtitle, pattern: '\\S' }), Type.Null()], { title: 'Texto al pie' }),
    urlFooter: OptionalUrl('Enlace del texto al pie'),
  },
  { additionalProperties: false, description: 'Una diapositiva del carrusel de la portada.' },
);
export type BannerFields = Static<typeof BannerFieldsSchema>;

export const BrandFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionTitle, pattern: '\\S', title: 'Nombre' }),
    subtitle: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionSubtitle, pattern: '\\S', title: 'Descripción' }),
    imgBack: Picture('Imagen'),
    urlButton: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionUrl, pattern: LINK_PATTERN, title: 'Destino de CONOCE MÁS' }),
  },
  { additionalProperties: false, description: 'Una marca de la portada.' },
);
export type BrandFields = Static<typeof BrandFieldsSchema>;

export const NewsFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionTitle, pattern: '\\S', title: 'Título' }),
    subtitle: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionSubtitle, pattern: '\\S', title: 'Resumen' }),
    imgBack: Picture('Imagen'),
    textButton: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionButton, pattern: '\\S', title: 'Texto del botón' }),
    body: Type.String({ minLength: 1, maxLength: NEWS_BODY.maxLength, pattern: '\\S', title: 'Texto' }),
    publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: 'Fecha de publicación' }),
  },
  {
    additionalProperties: false,
    description: `Una noticia. El texto es HTML limitado (${NEWS_BODY.tags.join(', ')}): la API quita todo lo demás. Sin fecha, se publica con la fecha en que se publica; con una fecha futura, aparece ese día.`,
  },
);
export type NewsFields = Static<typeof NewsFieldsSchema>;

export const PlanCardFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionTitle, pattern: '\\S', title: 'Título' }),
    icon: Picture('Ícono'),
    summary: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionSubtitle, pattern: '\\S', title: 'Resumen' }),
    summaryHover: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionSubtitle, pattern: '\\S', title: 'Resumen al pasar el cursor' }),
    url: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionUrl, pattern: SITE_PATH_PATTERN, title: 'Página del plan' }),
  },
  { additionalProperties: false, description: 'Una tarjeta de plan de la portada: lleva a una página del sitio.' },
);
export type PlanCardFields = Static<typeof PlanCardFieldsSchema>;

export const FaqFieldsSchema = Type.Object(
  {
    groupTitle: Type.String({ minLength: 1, maxLength: FAQ_LIMITS.group, pattern: '\\S', title: 'Grupo' }),
    question: Type.String({ minLength: 1, maxLength: FAQ_LIMITS.question, pattern: '\\S', title: 'Pregunta' }),
    answer: Type.String({ minLength: 1, maxLength: NEWS_BODY.maxLength, pattern: '\\S', title: 'Respuesta' }),
  },
  {
    additionalProperties: false,
    description: 'Una pregunta frecuente en su grupo (el grupo nuevo va al final de la página). La respuesta es HTML limitado, como el texto de una noticia.',
  },
);
export type FaqFields = Static<typeof FaqFieldsSchema>;

const OptionalText = (maxLength: number, title: string) => Type.Union([Type.String({ minLength: 1, maxLength, pattern: '\\S' }), Type.Null()], { title });
const Day = (title: string) => Type.Union([Type.String({ format: 'date' }), Type.Null()], { title });

export const AlertFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionTitle, pattern: '\\S', title: 'Título' }),
    description: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.alertBody, pattern: '\\S', title: 'Texto' }),
    imgBack: Type.Union([Picture('Imagen'), Type.Null()], { title: 'Imagen' }),
    url: OptionalUrl('Destino del botón'),
    textButton: OptionalText(BACKOFFICE_LIMITS.promotionButton, 'Texto del botón'),
    internal: Type.Boolean({ title: 'En el área de clientes', description: 'false: el sitio público; true: el área de clientes.' }),
    pc: Type.Boolean({ title: 'Variante de escritorio' }),
    startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: 'Inicio' }),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: 'Fin' }),
  },
  {
    additionalProperties: false,
    description: 'El aviso emergente que el sitio abre al entrar (o el del área de clientes). El texto es HTML limitado, como el de una noticia; el botón lleva texto y destino, los dos o ninguno. Si hay varios vigentes, se muestra el de inicio más reciente.',
  },
);
export type AlertFields = Static<typeof AlertFieldsSchema>;

export const PageFieldsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionTitle, pattern: '\\S', title: 'Título' }),
    intro: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.pageIntro, pattern: '\\S', title: 'Introducción' }),
    body: Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.pageBody, pattern: '\\S', title: 'Texto' }),
    revisedOn: Day('Última revisión'),
    validUntil: Day('Vigente hasta'),
  },
  {
    additionalProperties: false,
    description: 'Una página del sitio (textos legales, acerca de, marcas, formularios, campaña). El texto es HTML limitado; la fecha de revisión es la que la página muestra como “Última actualización”; pasada la vigencia, una campaña dice que terminó.',
  },
);
export type PageFields = Static<typeof PageFieldsSchema>;

const CompanyText = (title: string, maxLength: number = COMPANY_LIMITS.text) => Type.String({ minLength: 1, maxLength, pattern: '\\S', title });
const CompanyLink = (title: string) => Type.String({ minLength: 1, maxLength: BACKOFFICE_LIMITS.promotionUrl, pattern: HTTPS_PATTERN, title });
const CompanyEmail = (title: string) => Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH, title });

export const CompanyFieldsSchema = Type.Object(
  {
    name: CompanyText('Nombre comercial'),
    legalName: CompanyText('Razón social'),
    phone: CompanyText('Teléfono de atención', COMPANY_LIMITS.phone),
    email: CompanyEmail('Correo de atención'),
    hoursWeekdays: CompanyText('Horario de lunes a viernes'),
    hoursSaturday: CompanyText('Horario del sábado'),
    yearsInMarket: Type.Integer({ minimum: 0, maximum: COMPANY_LIMITS.years, title: 'Años en el mercado' }),
    dealerPortalUrl: CompanyLink('Portal de distribuidores'),
    facebookUrl: CompanyLink('Facebook'),
    linkedinUrl: CompanyLink('LinkedIn'),
    jobBoardUrl: CompanyLink('Bolsa de trabajo'),
    busBrandUrl: CompanyLink('Sitio de la marca de autobuses'),
    truckBrandUrl: CompanyLink('Sitio de la marca de camiones'),
    uneHead: CompanyText('Titular de la UNE'),
    uneAddress: CompanyText('Domicilio de la UNE'),
    unePhone: CompanyText('Teléfono de la UNE', COMPANY_LIMITS.phone),
    uneEmail: CompanyEmail('Correo de la UNE'),
    uneHours: CompanyText('Horario de la UNE'),
    condusefPhone: CompanyText('Teléfono de la CONDUSEF', COMPANY_LIMITS.phone),
    condusefUrl: CompanyLink('Sitio de la CONDUSEF'),
    buroUrl: CompanyLink('Buró de Entidades Financieras'),
    regulatorLegend: CompanyText('Leyenda de la SOFOM', COMPANY_LIMITS.legend),
  },
  { additionalProperties: false, description: 'Los datos de la empresa que muestran el encabezado, el pie, el contacto y el bloque de la UNE.' },
);
export type CompanyFields = Static<typeof CompanyFieldsSchema>;

/** An item of any kind with its versions (newest first) and the one the site shows. */
export function contentItemSchema<T extends TSchema>(fields: T) {
  return Type.Object({
    id: ContentKeySchema,
    state: ContentStateSchema,
    /** The version the site shows, if any. */
    liveVersion: Type.Union([Type.Integer(), Type.Null()]),
    publishedAt: Type.Union([DateTime, Type.Null()]),
    publishedBy: Type.Union([Type.String(), Type.Null()]),
    scheduled: Type.Union([Type.Object({ version: Type.Integer({ minimum: 1 }), publishAt: DateTime, scheduledBy: Type.String() }), Type.Null()], {
      description: 'Una publicación programada: esa versión se publica sola en ese minuto.',
    }),
    versions: Type.Array(Type.Object({ version: Type.Integer({ minimum: 1 }), createdAt: DateTime, createdBy: Type.String(), data: fields })),
  });
}

export const PromotionItemSchema = contentItemSchema(PromotionFieldsSchema);
export type PromotionItem = Static<typeof PromotionItemSchema>;
export const BannerItemSchema = contentItemSchema(BannerFieldsSchema);
export type BannerItem = Static<typeof BannerItemSchema>;
export const BrandItemSchema = contentItemSchema(BrandFieldsSchema);
export type BrandItem = Static<typeof BrandItemSchema>;
export const PlanCardItemSchema = contentItemSchema(PlanCardFieldsSchema);
export type PlanCardItem = Static<typeof PlanCardItemSchema>;
export const FaqItemSchema = contentItemSchema(FaqFieldsSchema);
export type FaqItem = Static<typeof FaqItemSchema>;
export const NewsItemEditSchema = contentItemSchema(NewsFieldsSchema);
export type NewsItemEdit = Static<typeof NewsItemEditSchema>;
export const AlertItemSchema = contentItemSchema(AlertFieldsSchema);
export type AlertItem = Static<typeof AlertItemSchema>;
export const PageItemSchema = contentItemSchema(PageFieldsSchema);
export type PageItem = Static<typeof PageItemSchema>;
export const CompanyItemSchema = contentItemSchema(CompanyFieldsSchema);
export type CompanyItem = Static<typeof CompanyItemSchema>;

export const ContentListSchema = Type.Array(
  Type.Object({
    id: ContentKeySchema,
    title: Type.String(),
    state: ContentStateSchema,
    liveVersion: Type.Union([Type.Integer(), Type.Null()]),
    latestVersion: Type.Integer(),
    updatedAt: DateTime,
  }),
);
export type ContentList = Static<typeof ContentListSchema>;
/** The promotions' list: the same shape as every kind's. */
export const PromotionListSchema = ContentListSchema;
export type PromotionList = ContentList;

export const ContentParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, title: 'Contenido' }) });
/** An alert's key. */
export const ContentUuidParamsSchema = Type.Object({ id: Uuid('Contenido') });
/** A page's key: its slug. */
export const ContentSlugParamsSchema = Type.Object({ id: Type.String({ pattern: PAGE_SLUG_PATTERN, maxLength: 60, title: 'Página' }) });
export const PublishRequestSchema = Type.Object(
  { version: Type.Integer({ minimum: 1, maximum: 100_000, title: 'Versión' }) },
  { additionalProperties: false },
);
export type PublishRequest = Static<typeof PublishRequestSchema>;
export const ScheduleRequestSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1, maximum: 100_000, title: 'Versión' }),
    publishAt: Type.String({ format: 'date-time', title: 'Publicar el' }),
  },
  { additionalProperties: false, description: `Programa la publicación de una versión: en el futuro, a no más de ${CONTENT_SCHEDULE_MAX_DAYS} días.` },
);
export type ScheduleRequest = Static<typeof ScheduleRequestSchema>;

export const UploadedMediaSchema = Type.Object({
  path: Type.String({ pattern: MEDIA_PATH_PATTERN }),
  width: Type.Integer(),
  height: Type.Integer(),
  bytes: Type.Integer({ description: 'Tamaño del WebP.' }),
});
export type UploadedMedia = Static<typeof UploadedMediaSchema>;

// Invoice requests (the portal's purchase invoices) -------------------------------------------

export const InvoiceInboxQuerySchema = Type.Object(
  {
    status: Type.Optional(InvoiceRequestStatusSchema),
    customer: Type.Optional(Type.String({ maxLength: BACKOFFICE_FILTER_LIMITS.customer, title: 'Cliente' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, title: 'Página' })),
  },
  { additionalProperties: false },
);
export type InvoiceInboxQuery = Static<typeof InvoiceInboxQuerySchema>;

export const StaffInvoiceRequestSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  folio: Type.String(),
  status: InvoiceRequestStatusSchema,
  statusNote: Type.Union([Type.String(), Type.Null()]),
  customer: Type.Object({ id: Type.String(), name: Type.String() }),
  contractNumber: Type.String(),
  purchaseDate: Type.String({ format: 'date' }),
  invoiceName: Type.String({ description: 'Nombre o razón social a facturar.' }),
  rfc: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type StaffInvoiceRequest = Static<typeof StaffInvoiceRequestSchema>;
export const InvoiceInboxPageSchema = Type.Object({ items: Type.Array(StaffInvoiceRequestSchema), total: Type.Integer() });
export type InvoiceInboxPage = Static<typeof InvoiceInboxPageSchema>;

export const InvoiceStatusChangeSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('in_review'), Type.Literal('issued'), Type.Literal('rejected')], { title: 'Estado' }),
    note: Type.Optional(Type.String({ maxLength: INVOICE_NOTE_MAX, title: 'Nota para el cliente' })),
  },
  { additionalProperties: false },
);
export type InvoiceStatusChange = Static<typeof InvoiceStatusChangeSchema>;

export const InvoiceFileParamsSchema = Type.Object({
  id: Uuid('Solicitud'),
  file: Type.Union([Type.Literal('docs'), Type.Literal('sat')], { title: 'Archivo' }),
});

// Leads and their forwarding to the CRM ---------------------------------------------------------

const LeadSourceSchema = Type.Union(
  [Type.Literal('quote'), Type.Literal('plans-contact'), Type.Literal('campaign'), Type.Literal('syntage'), Type.Literal('contact'), Type.Literal('dealer'), Type.Literal('application')],
  { title: 'Origen', description: 'contact: el formulario de contacto del sitio; dealer: el formulario de contacto de un distribuidor; application: una solicitud de financiamiento en línea enviada.' },
);
const CrmStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')], { title: 'Envío al CRM' });

export const LeadQuerySchema = Type.Object(
  {
    source: Type.Optional(LeadSourceSchema),
    crmStatus: Type.Optional(CrmStatusSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, title: 'Página' })),
  },
  { additionalProperties: false },
);
export type LeadQuery = Static<typeof LeadQuerySchema>;

export const StaffLeadSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  source: LeadSourceSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  distributor: Type.Union([Type.String(), Type.Null()], { description: 'El distribuidor al que el visitante pidió que lo contactara (origen dealer).' }),
  crmStatus: CrmStatusSchema,
  crmAttempts: Type.Integer(),
  crmLastError: Type.Union([Type.String(), Type.Null()]),
  crmSentAt: Type.Union([DateTime, Type.Null()]),
  createdAt: DateTime,
});
export type StaffLead = Static<typeof StaffLeadSchema>;
export const LeadPageSchema = Type.Object({ items: Type.Array(StaffLeadSchema), total: Type.Integer() });
export type LeadPage = Static<typeof LeadPageSchema>;
export const LeadParamsSchema = Type.Object({ id: Uuid('Prospecto') });
