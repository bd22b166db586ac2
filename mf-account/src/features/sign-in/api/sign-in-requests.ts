import { http } from '@fvc/shared/api';
import type {
  ChallengeRequest,
  LoginRequest,
  PasskeySignInRequest,
  SessionResponse,
  SignInChallenge,
  SignInCodeRequest,
  WebAuthnOptions,
} from '@fvc/shared/contracts';

/** Step 1: the password; the API e-mails a code and answers with the challenge. */
export async function startSignIn(credentials: LoginRequest): Promise<SignInChallenge> {
  const { data } = await http.post<SignInChallenge>('/api/auth/login', credentials);
  return data;
}

/** Step 2: the e-mailed code; the API opens the session (refresh token in an HttpOnly cookie). */
export async function verifySignInCode(request: SignInCodeRequest): Promise<SessionResponse> {
  const { data } = await http.post<SessionResponse>('/api/auth/login/code', request);
  return data;
}

export async function resendSignInCode(request: ChallengeRequest): Promise<SignInChallenge> {
  const { data } = await http.post<SignInChallenge>('/api/auth/login/code/resend', request);
  return data;
}

export async function getPasskeySignInOptions(): Promise<WebAuthnOptions> {
  const { data } = await http.post<WebAuthnOptions>('/api/auth/login/passkey/options');
  return data;
}

export async function signInWithPasskey(request: PasskeySignInRequest): Promise<SessionResponse> {
  const { data } = await http.post<SessionResponse>('/api/auth/login/passkey', request);
  return data;
}
