import type { Company } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** Company data (name, phone, e-mail, hours, links) for the chrome; fixed during a visit. */
export const getCompany = cachedRequest('company', async (): Promise<Company> => {
  const { data } = await http.get<Company>('/api/company');
  return data;
});
