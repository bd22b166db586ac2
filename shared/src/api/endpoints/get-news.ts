import type { NewsItem, NewsList } from '../../contracts';
import { http } from '../http-client';
import { resolveApiUrl } from '../resolve-api-url';

export const withAbsoluteImage = (item: NewsItem): NewsItem => ({ ...item, imgback: resolveApiUrl(item.imgback) });

/** Published news, the most recent first. */
export async function getNews(): Promise<NewsItem[]> {
  const { data } = await http.get<NewsList>('/api/news');
  return data.items.map(withAbsoluteImage);
}
