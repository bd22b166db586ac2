import { Type, type Static } from 'typebox';

/** The Core Web Vitals a visit reports (decision 0052). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * What a page reports as it is hidden: its route as the shell's table names it (a pattern such as
 * `/noticias/*`, never the address with its ids or query), the device's class, and its vitals. No
 * personal data: nothing that names or follows a visitor.
 */
export const VitalsReportSchema = Type.Object(
  {
    route: Type.String({ minLength: 1, maxLength: 120, pattern: '^/[A-Za-z0-9/_:*.-]*$', title: 'Ruta', description: 'La ruta de la tabla del shell, no la dirección.' }),
    device: Type.Union([Type.Literal('mobile'), Type.Literal('desktop')], { title: 'Tipo de dispositivo' }),
    metrics: Type.Array(
      Type.Object(
        {
          name: Type.Union([Type.Literal('LCP'), Type.Literal('INP'), Type.Literal('CLS')], { title: 'Métrica' }),
          // Milliseconds (LCP, INP) or a unitless score (CLS); a minute is far beyond any real page.
          value: Type.Number({ minimum: 0, maximum: 60_000, title: 'Valor' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 3 },
    ),
  },
  { additionalProperties: false, description: 'Las métricas de una visita (Core Web Vitals).' },
);
export type VitalsReport = Static<typeof VitalsReportSchema>;
