import type { LoginRequest, LoginResponse } from '../../contracts';
import { http } from '../http-client';

export async function signIn(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>('/api/auth/login', credentials);
  return data;
}
