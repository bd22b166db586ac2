import type { NewsItem } from '@fvc/shared/contracts';

/** A news item as the API gives it: published 23:30 on Dec 31 in Mexico City, dated that day. */
export const newsItem: NewsItem = {
  id: 7,
  title: 'Año nuevo en la sucursal',
  subtitle: 'Horario de fin de año.',
  imgback: 'http://localhost/media/news-1.webp',
  urlbutton: '/noticias/7',
  textbutton: 'CONOCE MÁS',
  body: '<p>x</p>',
  publishedAt: '2026-01-01T05:30:00Z',
  publishedOn: '2025-12-31',
};
