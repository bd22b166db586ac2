import { http } from '@fvc/shared/api';
import type { AcceptedResponse, ConfirmEmailResponse, RegisterRequest } from '@fvc/shared/contracts';

export async function register(request: RegisterRequest): Promise<AcceptedResponse> {
  const { data } = await http.post<AcceptedResponse>('/api/auth/register', request);
  return data;
}

export async function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  const { data } = await http.post<ConfirmEmailResponse>('/api/auth/register/confirm', { token });
  return data;
}
