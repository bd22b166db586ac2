import { queryOptions } from '@tanstack/react-query';
import type { Company } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** Company data (name, phone, e-mail, hours, links) for the chrome; fixed during a visit. */
export async function getCompany(): Promise<Company> {
  const { data } = await http.get<Company>('/api/company');
  return data;
}

export const companyQuery = queryOptions({ queryKey: ['company'], queryFn: getCompany, ...FIXED_DURING_A_VISIT });
