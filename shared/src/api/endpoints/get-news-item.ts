import { queryOptions } from '@tanstack/react-query';
import type { NewsItem } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';
import { withAbsoluteImage } from './get-news';

/**
 * One news item. Rejects with a 404 ApiError ("No encontramos esa noticia…") when it is gone; a
 * failure is not kept, so "Reintentar" asks again.
 */
export async function getNewsItem(id: string): Promise<NewsItem> {
  const { data } = await http.get<NewsItem>(`/api/news/${encodeURIComponent(id)}`);
  return withAbsoluteImage(data);
}

export const newsItemQuery = (id: string) => queryOptions({ queryKey: ['news-item', id], queryFn: () => getNewsItem(id), ...FIXED_DURING_A_VISIT });
