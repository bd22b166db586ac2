import { http } from '@fvc/shared/api';
import type { StaffChallenge, StaffCodeRequest, StaffSession, StaffSignInRequest } from '@fvc/shared/contracts';

/** The password: a code is e-mailed (the second factor is mandatory for staff). */
export async function startStaffSignIn(credentials: StaffSignInRequest): Promise<StaffChallenge> {
  return (await http.post<StaffChallenge>('/api/backoffice/auth/sign-in', credentials)).data;
}

/** The e-mailed code: the session opens (its refresh cookie is the API's to set). */
export async function verifyStaffCode(request: StaffCodeRequest): Promise<StaffSession> {
  return (await http.post<StaffSession>('/api/backoffice/auth/code', request)).data;
}
