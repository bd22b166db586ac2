import type { NewsItem, NewsList } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';
import { resolveApiUrl } from '../resolve-api-url';

export const withAbsoluteImage = (item: NewsItem): NewsItem => ({ ...item, imgback: resolveApiUrl(item.imgback) });

/** Published news, the most recent first; fixed during a visit, like the rest of the content. */
export const getNews = cachedRequest('news', async (): Promise<NewsItem[]> => {
  const { data } = await http.get<NewsList>('/api/news');
  return data.items.map(withAbsoluteImage);
});
