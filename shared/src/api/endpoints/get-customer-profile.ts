import type { CustomerProfile } from '../../contracts';
import { http } from '../http-client';

export async function getCustomerProfile(): Promise<CustomerProfile> {
  const { data } = await http.get<CustomerProfile>('/api/customers/me');
  return data;
}
