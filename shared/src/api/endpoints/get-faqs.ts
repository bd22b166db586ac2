import type { Faqs } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** The general FAQs, grouped; fixed during a visit. */
export const getFaqs = cachedRequest('faqs', async (): Promise<Faqs> => {
  const { data } = await http.get<Faqs>('/api/faqs');
  return data;
});
