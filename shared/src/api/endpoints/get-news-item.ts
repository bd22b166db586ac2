import type { NewsItem } from '../../contracts';
import { http } from '../http-client';
import { withAbsoluteImage } from './get-news';

/** One news item; rejects with a 404 ApiError ("No encontramos esa noticia…") when it is gone. */
export async function getNewsItem(id: string | number): Promise<NewsItem> {
  const { data } = await http.get<NewsItem>(`/api/news/${encodeURIComponent(String(id))}`);
  return withAbsoluteImage(data);
}
