import { queryOptions } from '@tanstack/react-query';
import type { NewsItem, NewsList } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';
import { resolveApiUrl } from '../resolve-api-url';

export const withAbsoluteImage = (item: NewsItem): NewsItem => ({ ...item, imgback: resolveApiUrl(item.imgback) });

/** Published news, the most recent first; fixed during a visit, like the rest of the content. */
export async function getNews(): Promise<NewsItem[]> {
  const { data } = await http.get<NewsList>('/api/news');
  return data.items.map(withAbsoluteImage);
}

export const newsQuery = queryOptions({ queryKey: ['news'], queryFn: getNews, ...FIXED_DURING_A_VISIT });
