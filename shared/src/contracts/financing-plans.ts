import { Type, type Static } from 'typebox';
import { INTEGER_ID_MAX } from './id-limits';

/** docs/product.md §3 "Person type": the lists of a plan differ for individuals and companies. */
export const PersonTypeSchema = Type.Union([Type.Literal('fisica'), Type.Literal('moral')], {
  description: 'fisica: persona física (o con actividad empresarial); moral: persona moral.',
});
export type PersonType = Static<typeof PersonTypeSchema>;

const perPersonType = <T extends Parameters<typeof Type.Array>[0]>(item: T, description: string) =>
  Type.Object({ fisica: Type.Array(item), moral: Type.Array(item) }, { description });

export const FinancingPlansQuerySchema = Type.Object(
  {
    id: Type.Optional(
      Type.Integer({ minimum: 1, maximum: INTEGER_ID_MAX, title: 'Plan', description: 'ID del plan; sin él se devuelve la lista de planes.' }),
    ),
  },
  { additionalProperties: false },
);
export type FinancingPlansQuery = Static<typeof FinancingPlansQuerySchema>;

/** docs/product.md §3 list item: ID and title, plus what a plan card needs. */
export const FinancingPlanSummarySchema = Type.Object(
  {
    ID: Type.Integer({ description: 'Identificador del plan (`?id=`).' }),
    title: Type.String({ description: 'Nombre del plan, p. ej. “Crédito directo”.' }),
    slug: Type.String({ description: 'Segmento de ruta bajo /planes-financiamiento.' }),
    summary: Type.String({ description: 'Resumen de una o dos frases.' }),
  },
  { description: 'Un plan de la lista.' },
);
export type FinancingPlanSummary = Static<typeof FinancingPlanSummarySchema>;

export const PlanOptionSchema = Type.Object(
  {
    opttitle: Type.String({ description: 'Nombre de la modalidad.' }),
    description: Type.String({ description: 'En qué consiste, en texto plano.' }),
  },
  { description: 'Una modalidad del plan.' },
);
export type PlanOption = Static<typeof PlanOptionSchema>;

export const PlanDocumentSchema = Type.Object(
  {
    name: Type.String({ description: 'Documento solicitado.' }),
    optional: Type.Boolean({ description: 'true si puede omitirse según el caso.' }),
  },
  { description: 'Documento requerido.' },
);
export type PlanDocument = Static<typeof PlanDocumentSchema>;

export const PlanDownloadSchema = Type.Object(
  {
    title: Type.String({ description: 'Nombre del formato.' }),
    url: Type.String({ description: 'Ruta del PDF en esta API (relativa a su origen).' }),
  },
  { description: 'Formato descargable (PDF).' },
);
export type PlanDownload = Static<typeof PlanDownloadSchema>;

export const PlanFaqEntrySchema = Type.Object(
  {
    question: Type.Union([Type.String(), Type.Null()], { description: 'Pregunta o subtítulo; null para un párrafo.' }),
    answer: Type.String({ description: 'Texto plano.' }),
  },
  { description: 'Una entrada de un panel.' },
);
export type PlanFaqEntry = Static<typeof PlanFaqEntrySchema>;

export const PlanFaqPanelSchema = Type.Object(
  {
    title: Type.String({ description: 'Condiciones generales, Leyendas de riesgo o Preguntas frecuentes.' }),
    entries: Type.Array(PlanFaqEntrySchema),
  },
  { description: 'Un panel del acordeón “Conoce todos los detalles”.' },
);
export type PlanFaqPanel = Static<typeof PlanFaqPanelSchema>;

export const FinancingPlanDetailSchema = Type.Object(
  {
    ...FinancingPlanSummarySchema.properties,
    whatIs: Type.String({ description: 'Texto de “Qué es”.' }),
    whyUs: Type.String({ description: 'Texto de “Por qué con nosotros”.' }),
    optionplans: Type.Object(
      { options: Type.Array(PlanOptionSchema) },
      { description: 'Modalidades; el sitio descarta la de opttitle “Flexibilidad” (antes “Flexibility”, SPEC §7).' },
    ),
    lists: Type.Object(
      {
        caracteristicas: perPersonType(Type.String(), 'Características por tipo de persona.'),
        ventajas: perPersonType(Type.String(), 'Ventajas por tipo de persona.'),
        documentos: perPersonType(PlanDocumentSchema, 'Documentación requerida por tipo de persona.'),
        descargas: perPersonType(PlanDownloadSchema, 'Formatos descargables por tipo de persona.'),
        faqs: Type.Array(PlanFaqPanelSchema, { description: 'Paneles del acordeón, en orden.' }),
        faqsclient: Type.Array(PlanFaqEntrySchema, {
          description: 'Preguntas solo para clientes con sesión (SPEC §4); puede estar vacía.',
        }),
      },
      { description: 'Listas del plan.' },
    ),
  },
  { description: 'Detalle de un plan.' },
);
export type FinancingPlanDetail = Static<typeof FinancingPlanDetailSchema>;

export const FinancingPlanListResponseSchema = Type.Object(
  { financingplans: Type.Array(FinancingPlanSummarySchema) },
  { description: 'Lista de planes (sin `id`).' },
);
export type FinancingPlanListResponse = Static<typeof FinancingPlanListResponseSchema>;

export const FinancingPlanDetailResponseSchema = Type.Object(
  { financingplans: FinancingPlanDetailSchema },
  { description: 'Detalle del plan pedido (con `id`).' },
);
export type FinancingPlanDetailResponse = Static<typeof FinancingPlanDetailResponseSchema>;

export const PlanDocumentParamsSchema = Type.Object(
  {
    file: Type.String({
      pattern: '^[a-z0-9-]+\\.pdf$',
      maxLength: 80,
      title: 'Archivo',
      description: 'Nombre del PDF, p. ej. solicitud-credito-persona-fisica.pdf.',
    }),
  },
  { additionalProperties: false },
);
export type PlanDocumentParams = Static<typeof PlanDocumentParamsSchema>;

/** OpenAPI only: the body is the PDF itself, never serialized as JSON. */
export const PlanDocumentPdfSchema = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'El PDF (application/pdf).',
});
