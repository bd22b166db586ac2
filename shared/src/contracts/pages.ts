import { Type, type Static } from 'typebox';

export const ContentPageSchema = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    intro: Type.String({ description: 'Introducción en texto plano.' }),
    bodyHtml: Type.String({ description: 'Cuerpo en HTML editorial; el cliente lo sanitiza antes de mostrarlo.' }),
    updatedAt: Type.String({ format: 'date-time', description: 'Última actualización del texto.' }),
  },
  { description: 'Página de contenido (legales, acerca de, marcas, formularios, campaña, syntage).' },
);
export type ContentPage = Static<typeof ContentPageSchema>;

export const ContentPageParamsSchema = Type.Object(
  { slug: Type.String({ maxLength: 60, title: 'Página' }) },
  { description: 'Identificador de la página.' },
);
export type ContentPageParams = Static<typeof ContentPageParamsSchema>;
