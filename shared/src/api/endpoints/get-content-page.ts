import { queryOptions } from '@tanstack/react-query';
import type { ContentPage } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** Editorial pages (legal texts, about, brands…): fixed during a visit. */
export async function getContentPage(slug: string): Promise<ContentPage> {
  const { data } = await http.get<ContentPage>(`/api/pages/${encodeURIComponent(slug)}`);
  return data;
}

export const contentPageQuery = (slug: string) =>
  queryOptions({ queryKey: ['content-page', slug], queryFn: () => getContentPage(slug), ...FIXED_DURING_A_VISIT });
