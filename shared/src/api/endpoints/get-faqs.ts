import { queryOptions } from '@tanstack/react-query';
import type { Faqs } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** The general FAQs, grouped; fixed during a visit. */
export async function getFaqs(): Promise<Faqs> {
  const { data } = await http.get<Faqs>('/api/faqs');
  return data;
}

export const faqsQuery = queryOptions({ queryKey: ['faqs'], queryFn: getFaqs, ...FIXED_DURING_A_VISIT });
