import type { ContactRequest, ContactResponse } from '../../contracts';
import { http } from '../http-client';

export async function sendContactMessage(message: ContactRequest): Promise<ContactResponse> {
  const { data } = await http.post<ContactResponse>('/api/contact', message);
  return data;
}
