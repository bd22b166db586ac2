import { Type, type Static } from 'typebox';

// docs/product.md §3 field names, kept as the product's client reads them. Image fields are URLs relative to
// the API origin (e.g. `/media/banner-1-desktop.webp`) or absolute; the client resolves them.

const Nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const BannerSlideSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String({ description: 'Título de la diapositiva (también texto alternativo).' }),
    imgcontent: Type.String({ description: 'Imagen de escritorio, 1600×640.' }),
    imgmobilecontent: Type.String({ description: 'Imagen móvil, 750×900.' }),
    videourl: Nullable('Video que abre el ícono de reproducir, si lo hay.'),
    textfooter: Nullable('Texto al pie de la diapositiva, si lo hay.'),
    urlfooter: Nullable('Enlace del texto al pie, si lo hay.'),
  },
  { description: 'Diapositiva del carrusel principal.' },
);
export type BannerSlide = Static<typeof BannerSlideSchema>;

export const PlanCardSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    icnsummary: Type.String({ description: 'Ícono del plan, 64×64.' }),
    summary: Type.String({ description: 'Resumen visible.' }),
    summaryhover: Type.String({ description: 'Resumen al pasar el cursor o enfocar.' }),
    urlsummary: Type.String({ description: 'Ruta del sitio del botón VER MÁS.' }),
  },
  { description: 'Tarjeta de plan de la portada.' },
);
export type PlanCard = Static<typeof PlanCardSchema>;

export const PromotionSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String(),
    imgback: Type.String({ description: 'Imagen de fondo, 600×800.' }),
    urlbutton: Type.String({ description: 'Destino del botón de llamada a la acción.' }),
    vehiculo: Type.String({ description: 'Tipo de vehículo de la promoción.' }),
    textbutton: Type.String(),
  },
  { description: 'Promoción vigente.' },
);
export type Promotion = Static<typeof PromotionSchema>;

export const BrandSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String(),
    imgmobileback: Type.String({ description: 'Imagen de la marca (también fondo), 800×600.' }),
    urlbutton: Type.String({ description: 'Destino de CONOCE MÁS.' }),
  },
  { description: 'Marca.' },
);
export type Brand = Static<typeof BrandSchema>;

export const NewsItemSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String(),
    imgback: Type.String({ description: 'Imagen de la noticia, 800×500.' }),
    urlbutton: Type.String({ description: 'Ruta del sitio del botón (el detalle de la noticia).' }),
    textbutton: Type.String({ description: 'Texto del botón; CONOCE MÁS por omisión.' }),
    body: Type.String({ description: 'Cuerpo en HTML editorial; el cliente lo sanitiza antes de mostrarlo.' }),
    publishedAt: Type.String({ format: 'date-time' }),
    // Always sent; optional so that a page reading a response of an API before it still works.
    publishedOn: Type.Optional(
      Type.String({
        format: 'date',
        description: 'El día de `publishedAt` en la Ciudad de México (AAAA-MM-DD): el que la página muestra.',
      }),
    ),
  },
  { description: 'Noticia.' },
);
export type NewsItem = Static<typeof NewsItemSchema>;

export const HomeContentSchema = Type.Object(
  {
    mainbanners: Type.Array(BannerSlideSchema),
    plansbanners: Type.Object({ plansarray: Type.Array(PlanCardSchema) }),
    promocionesbanners: Type.Array(PromotionSchema),
    marcasbanners: Type.Array(BrandSchema),
    noticiasbanners: Type.Array(NewsItemSchema),
  },
  { description: 'Contenido de la portada (SPEC §3).' },
);
export type HomeContent = Static<typeof HomeContentSchema>;
