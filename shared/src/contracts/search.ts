import { Type, type Static } from 'typebox';

/** Longest phrase the search accepts; longer input is refused with a 400, never a 500. */
export const SEARCH_PHRASE_MAX = 200;
/** docs/product.md §5: the search runs from 3 characters on. */
export const SEARCH_PHRASE_MIN = 3;

export const SearchQuerySchema = Type.Object(
  {
    phrase: Type.String({
      minLength: SEARCH_PHRASE_MIN,
      maxLength: SEARCH_PHRASE_MAX,
      title: 'Búsqueda',
      description: 'Texto a buscar, de 3 a 200 caracteres.',
    }),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const SearchItemSchema = Type.Object({
  title: Type.String(),
  summary: Type.String({ description: 'Texto plano breve.' }),
  url: Type.String({ description: 'Ruta del sitio que abre el resultado.' }),
});
export type SearchItem = Static<typeof SearchItemSchema>;

export const SearchResultsSchema = Type.Record(Type.String(), Type.Array(SearchItemSchema), {
  description:
    'Resultados por sección (Crédito, Arrendamiento Puro, Noticias, Promociones, Preguntas frecuentes, Páginas…); solo secciones con resultados. El total es la suma de las listas.',
});
export type SearchResults = Static<typeof SearchResultsSchema>;
