import { http } from '@fvc/shared/api';
import type { AcceptedResponse, NewPasswordRequest, PasswordResetRequest } from '@fvc/shared/contracts';

export async function requestPasswordReset(request: PasswordResetRequest): Promise<AcceptedResponse> {
  const { data } = await http.post<AcceptedResponse>('/api/auth/password-reset', request);
  return data;
}

export async function resetPassword(request: NewPasswordRequest): Promise<AcceptedResponse> {
  const { data } = await http.post<AcceptedResponse>('/api/auth/password-reset/confirm', request);
  return data;
}
