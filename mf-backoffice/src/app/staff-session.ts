import { create } from 'zustand';
import { ApiError, http, toApiError } from '@fvc/shared/api';
import type { StaffMember, StaffRole, StaffSession } from '@fvc/shared/contracts';

/**
 * The staff member's session (issue #71): a separate identity from the customer's. Its access
 * token lives here, in this remote's own memory, and nowhere else: not in the page's shared store
 * (`appStore`, the customer's), not in localStorage or sessionStorage. A reload gets it back from
 * the back-office's own HttpOnly refresh cookie (`POST /api/backoffice/auth/refresh`), which the
 * browser sends by itself on the site's one origin.
 */
export interface StaffSessionState {
  staff: StaffMember | null;
  token: string | null;
  expiresAt: string | null;
  /** `checking` until this page has asked the refresh cookie once. */
  phase: 'checking' | 'signed-in' | 'signed-out';
  /**
   * The staff member whose pages stay open, hidden, while their session is renewed by signing in
   * again (it ended under them): what they were typing is still there when they come back.
   */
  keptFor: string | null;
  /** Why the sign-in page is shown when it was not asked for (the session ended, the check failed). */
  notice: string | null;
}

const INITIAL: StaffSessionState = { staff: null, token: null, expiresAt: null, phase: 'checking', keptFor: null, notice: null };

export const useStaffSession = create<StaffSessionState>(() => INITIAL);

/** Renewed a little before it lapses, so a call never leaves with a token about to expire. */
const EXPIRY_MARGIN_MS = 30_000;
export const SESSION_ENDED_MESSAGE = 'Tu sesión del back-office terminó. Inicia sesión de nuevo para continuar.';

const REFRESH_PATH = '/api/backoffice/auth/refresh';
let inFlight: Promise<string | null> | null = null;
/** Counts "Cerrar sesión": a refresh that started before one never signs the page in again. */
let signOuts = 0;

function isFresh(state: StaffSessionState): boolean {
  return state.token !== null && state.expiresAt !== null && Date.parse(state.expiresAt) - Date.now() > EXPIRY_MARGIN_MS;
}

/** A session the API opened (the e-mailed code, or a refresh). */
export function startStaffSession(session: StaffSession): void {
  useStaffSession.setState({
    staff: session.staff,
    token: session.jwt.token,
    expiresAt: session.jwt.expiresAt,
    phase: 'signed-in',
    keptFor: null,
    notice: null,
  });
}

/** The session ended without the staff member asking: their pages wait, hidden, for them to sign in again. */
function sessionEnded(notice: string | null): void {
  const { staff, keptFor } = useStaffSession.getState();
  useStaffSession.setState({ staff: null, token: null, expiresAt: null, phase: 'signed-out', keptFor: staff?.id ?? keptFor, notice });
}

/**
 * One refresh at a time for the whole remote: the refresh cookie rotates on each use, so two at
 * once would spend it twice. Null when there is no session (204, 401, 403); a network or server failure
 * is thrown, and leaves the session as it was.
 */
export function refreshStaffSession(): Promise<string | null> {
  const started = signOuts;
  inFlight ??= http
    .post<StaffSession | ''>(REFRESH_PATH)
    .then(
      ({ data, status }) => {
        // Signed out meanwhile: this answer must not sign the page in again.
        if (signOuts !== started) return null;
        // 204: this browser has no back-office session (opening it signed out is no error).
        if (status === 204 || !data) {
          const wasSignedIn = useStaffSession.getState().phase === 'signed-in';
          sessionEnded(wasSignedIn ? SESSION_ENDED_MESSAGE : null);
          return null;
        }
        startStaffSession(data);
        return data.jwt.token;
      },
      (error: unknown) => {
        const failure = toApiError(error);
        if (failure.status !== 401 && failure.status !== 403) throw failure;
        if (signOuts !== started) return null;
        const wasSignedIn = useStaffSession.getState().phase === 'signed-in';
        sessionEnded(wasSignedIn ? SESSION_ENDED_MESSAGE : null);
        return null;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** On page load: the refresh cookie first, so a reload keeps the session; the sign-in page otherwise. */
export async function restoreStaffSession(): Promise<void> {
  try {
    await refreshStaffSession();
  } catch (error) {
    useStaffSession.setState({ phase: 'signed-out', notice: `No pudimos comprobar tu sesión. ${toApiError(error).message}` });
  }
}

/** A token that is valid now: the one in memory, or a new one from the refresh cookie. */
async function currentToken(): Promise<string | null> {
  const state = useStaffSession.getState();
  if (isFresh(state)) return state.token;
  return refreshStaffSession();
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A 401 about the token. A step-up's code that has lapsed (`CHALLENGE_OVER`) is a 401 too, but it
 * is the answer to the code, not to the session: renewing the token would not change it.
 */
const refusedToken = (error: unknown) => {
  const failure = toApiError(error);
  return failure.status === 401 && failure.code !== 'CHALLENGE_OVER';
};

/**
 * A back-office call with the staff token, given explicitly (the shared client's own bearer is the
 * customer's). A 401 refreshes once and sends the call again; when that fails too, the session has
 * ended and the sign-in page takes over.
 */
export async function staffCall<T>(send: (headers: Record<string, string>) => Promise<{ data: T }>): Promise<T> {
  const token = await currentToken();
  if (!token) throw new ApiError(401, 'UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  try {
    return (await send(bearer(token))).data;
  } catch (error) {
    if (!refusedToken(error)) throw error;
    // Another call may have renewed it meanwhile; else renew it now, once.
    const current = useStaffSession.getState().token;
    const renewed = current && current !== token && isFresh(useStaffSession.getState()) ? current : await refreshStaffSession();
    if (!renewed) throw new ApiError(401, 'UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
    try {
      return (await send(bearer(renewed))).data;
    } catch (retryError) {
      if (refusedToken(retryError)) sessionEnded(SESSION_ENDED_MESSAGE);
      throw retryError;
    }
  }
}

/** The back-office API as the screens call it: the staff token on every call. */
export const staffApi = {
  /** `responseType: 'blob'` for a file (an invoice request's PDF or XML), read as it came. */
  get: <T>(url: string, options: { params?: Record<string, unknown>; signal?: AbortSignal; responseType?: 'json' | 'blob' } = {}) => staffCall<T>((headers) => http.get<T>(url, { ...options, headers })),
  /** A FormData body (a picture) goes as it is, multipart; anything else as JSON. */
  post: <T>(url: string, body?: unknown) => staffCall<T>((headers) => http.post<T>(url, body, { headers })),
  put: <T>(url: string, body?: unknown) => staffCall<T>((headers) => http.put<T>(url, body, { headers })),
  delete: <T>(url: string) => staffCall<T>((headers) => http.delete<T>(url, { headers })),
};

/**
 * "Cerrar sesión": this page forgets the session at once; the server ends it and clears its cookie
 * (with a token renewed for the purpose if the one in memory has lapsed: else a reload would find
 * the session still open). A failure there is not the staff member's problem: it lapses anyway.
 */
export async function signOutStaff(): Promise<void> {
  const state = useStaffSession.getState();
  const token = isFresh(state) ? state.token : null;
  signOuts += 1;
  inFlight = null;
  useStaffSession.setState({ ...INITIAL, phase: 'signed-out' });
  try {
    const bearerToken = token ?? (await http.post<StaffSession>(REFRESH_PATH)).data.jwt.token;
    await http.post('/api/backoffice/auth/sign-out', undefined, { headers: bearer(bearerToken) });
  } catch {
    // No session left to end, or the server did not answer: the session lapses on its own.
  }
}

export function hasAnyRole(staff: StaffMember | null, roles: readonly StaffRole[]): boolean {
  return Boolean(staff?.roles.some((role) => roles.includes(role)));
}

/** Back to the page's first state (tests, and nothing else). */
export function forgetStaffSession(): void {
  inFlight = null;
  useStaffSession.setState(INITIAL, true);
}
