import type { ContentPage } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** Editorial pages (legal texts, about, brands…): fixed during a visit, cached per slug. */
export const getContentPage = cachedRequest(
  'content-page',
  async (slug: string): Promise<ContentPage> => {
    const { data } = await http.get<ContentPage>(`/api/pages/${encodeURIComponent(slug)}`);
    return data;
  },
  (slug) => slug,
);
