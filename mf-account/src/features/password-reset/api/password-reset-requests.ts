import { http } from '@fvc/shared/api';
import type { AcceptedResponse, NewPasswordRequest, PasswordResetRequest, TokenRequest } from '@fvc/shared/contracts';

export async function requestPasswordReset(request: PasswordResetRequest): Promise<AcceptedResponse> {
  const { data } = await http.post<AcceptedResponse>('/api/auth/password-reset', request);
  return data;
}

export async function resetPassword(request: NewPasswordRequest): Promise<AcceptedResponse> {
  const { data } = await http.post<AcceptedResponse>('/api/auth/password-reset/confirm', request);
  return data;
}

/** Whether the e-mailed link still serves, without spending it (LINK_INVALID when it does not). */
export async function checkResetLink(request: TokenRequest): Promise<void> {
  await http.post<void>('/api/auth/password-reset/check', request);
}
