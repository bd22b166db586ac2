import { Type, type Static } from 'typebox';
import { NewsItemSchema } from './banners';

export const NewsListSchema = Type.Object(
  { items: Type.Array(NewsItemSchema) },
  { description: 'Noticias publicadas, la más reciente primero.' },
);
export type NewsList = Static<typeof NewsListSchema>;

export const NewsParamsSchema = Type.Object(
  { id: Type.String({ maxLength: 20, title: 'Noticia' }) },
  { description: 'Identificador numérico de la noticia.' },
);
export type NewsParams = Static<typeof NewsParamsSchema>;
