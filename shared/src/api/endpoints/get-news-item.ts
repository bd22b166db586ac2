import type { NewsItem } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';
import { withAbsoluteImage } from './get-news';

/**
 * One news item, cached per id like the list (fixed during a visit), so a prerendered item's page
 * draws it at once through `peek`. Rejects with a 404 ApiError ("No encontramos esa noticia…")
 * when it is gone; a failure is not kept, so "Reintentar" asks again.
 */
export const getNewsItem = cachedRequest(
  'news-item',
  async (id: string): Promise<NewsItem> => {
    const { data } = await http.get<NewsItem>(`/api/news/${encodeURIComponent(id)}`);
    return withAbsoluteImage(data);
  },
  (id) => id,
);
