import { queryOptions } from '@tanstack/react-query';
import { getCustomerProfile, http } from '@fvc/shared/api';
import type {
  ActiveSessionList,
  AddPasskeyRequest,
  ChangePasswordRequest,
  EmailChangePending,
  UpdateContactRequest,
  Passkey,
  PasskeyList,
  WebAuthnOptions,
} from '@fvc/shared/contracts';

export const profileQuery = queryOptions({ queryKey: ['account', 'profile'], queryFn: getCustomerProfile });

export const passkeysQuery = queryOptions({
  queryKey: ['account', 'passkeys'],
  queryFn: async () => (await http.get<PasskeyList>('/api/auth/passkeys')).data.passkeys,
});

export const sessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: async () => (await http.get<ActiveSessionList>('/api/auth/sessions')).data.sessions,
});

/** Confirms the password for the sensitive changes of the next 5 minutes (decision 0043). */
export async function confirmPassword(password: string): Promise<void> {
  await http.post('/api/auth/step-up', { password });
}

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await http.post('/api/auth/password', request);
}

export async function getPasskeyRegistrationOptions(): Promise<WebAuthnOptions> {
  return (await http.post<WebAuthnOptions>('/api/auth/passkeys/options')).data;
}

export async function addPasskey(request: AddPasskeyRequest): Promise<Passkey> {
  return (await http.post<Passkey>('/api/auth/passkeys', request)).data;
}

export async function renamePasskey(id: string, name: string): Promise<Passkey> {
  return (await http.patch<Passkey>(`/api/auth/passkeys/${encodeURIComponent(id)}`, { name })).data;
}

export async function removePasskey(id: string): Promise<void> {
  await http.delete(`/api/auth/passkeys/${encodeURIComponent(id)}`);
}

export async function signOutEverywhere(): Promise<void> {
  await http.post('/api/auth/logout-all');
}

export async function updateContact(request: UpdateContactRequest): Promise<void> {
  await http.put('/api/customers/contact', request);
}

/** Sends a code to the new address; the change is made when it is typed (`confirmEmailChange`). */
export async function requestEmailChange(email: string): Promise<EmailChangePending> {
  return (await http.post<EmailChangePending>('/api/customers/email-change', { email })).data;
}

export async function confirmEmailChange(code: string): Promise<{ email: string }> {
  return (await http.post<{ email: string }>('/api/customers/email-change/confirm', { code })).data;
}
