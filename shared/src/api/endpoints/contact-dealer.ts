import type { DealerContactRequest, DealerContactResponse } from '../../contracts';
import { http } from '../http-client';

/** docs/product.md §7 contact-dealer: the server stores the lead and e-mails the dealer (its contact data never reaches the browser encrypted). */
export async function contactDealer(request: DealerContactRequest): Promise<DealerContactResponse> {
  const { data } = await http.post<DealerContactResponse>('/api/auth/customers/contact-dealer', request);
  return data;
}
