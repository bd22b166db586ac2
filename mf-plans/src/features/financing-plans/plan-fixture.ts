import type { FinancingPlanDetail, FinancingPlanSummary } from '@fvc/shared/contracts';

// Test data shaped like the API's answers (tests only; no page imports it).
export const PLAN_LIST: FinancingPlanSummary[] = [
  { ID: 1, title: 'Crédito directo', slug: 'credito-directo', summary: 'Compra tu unidad con tasa fija.' },
  { ID: 2, title: 'Arrendamiento puro', slug: 'arrendamiento-puro', summary: 'Usa la unidad.' },
  { ID: 4, title: 'Flexibility', slug: 'flexibility', summary: 'Pagos estacionales.' },
];

export const CREDIT_PLAN: FinancingPlanDetail = {
  ...PLAN_LIST[0]!,
  whatIs: 'Eres el propietario legal y fiscal de la unidad.',
  whyUs: 'Más de 30 años en el mercado.',
  optionplans: {
    options: [
      { opttitle: 'Crédito tradicional', description: 'Mensualidades fijas.' },
      { opttitle: 'Flexibility', description: 'Pagos estacionales.' },
    ],
  },
  lists: {
    caracteristicas: { fisica: ['Plazos de hasta 72 meses.'], moral: ['Financiamiento de flotillas.'] },
    ventajas: { fisica: ['Deduces los intereses.'], moral: ['La empresa deduce el activo.'] },
    documentos: {
      fisica: [
        { name: 'Acta de nacimiento o de matrimonio', optional: false },
        { name: 'Contratos con clientes', optional: true },
      ],
      moral: [{ name: 'Acta constitutiva y poderes', optional: false }],
    },
    descargas: {
      fisica: [{ title: 'Solicitud de crédito persona física', url: '/api/financingplans/documents/a.pdf' }],
      moral: [{ title: 'Solicitud de crédito persona moral', url: '/api/financingplans/documents/b.pdf' }],
    },
    faqs: [
      { title: 'Condiciones generales', entries: [{ question: 'Aprobación', answer: 'Sujeto a aprobación previa.' }] },
      { title: 'Leyendas de riesgo', entries: [{ question: null, answer: 'Incumplir genera intereses moratorios.' }] },
      { title: 'Preguntas frecuentes', entries: [{ question: '¿Quién es el dueño?', answer: 'Tú.' }] },
    ],
    faqsclient: [{ question: '¿Cómo hago una aportación a capital?', answer: 'Escríbenos.' }],
  },
};
