import { Type, type Static } from 'typebox';

export const ContentPageSchema = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    intro: Type.String({ description: 'Introducción en texto plano.' }),
    bodyHtml: Type.String({ description: 'Cuerpo en HTML editorial; el cliente lo sanitiza antes de mostrarlo.' }),
    updatedAt: Type.String({ format: 'date-time', description: 'Cuándo se guardó el registro por última vez.' }),
    revisedOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
      description: 'Fecha de la última revisión del texto (legales); se muestra como “Última actualización”.',
    }),
    validUntil: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
      description: 'Último día de vigencia (campañas); después la página dice que terminó.',
    }),
  },
  { description: 'Página de contenido (legales, acerca de, marcas, formularios, campaña, syntage).' },
);
export type ContentPage = Static<typeof ContentPageSchema>;

export const ContentPageParamsSchema = Type.Object(
  { slug: Type.String({ maxLength: 60, title: 'Página' }) },
  { description: 'Identificador de la página.' },
);
export type ContentPageParams = Static<typeof ContentPageParamsSchema>;
