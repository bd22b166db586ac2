import { AppError } from '../app-error';
import type { Queryable } from '../db/database';

/**
 * Sensitive changes (a passkey added or removed) need the password confirmed by this session in
 * the last 5 minutes, not only a valid access token (issue #66: a token taken from a page could
 * add a passkey that then signed in alone). The password change asks for the current password
 * itself; a password reset removes every passkey.
 */
export const STEP_UP_SECONDS = 5 * 60;

export const STEP_UP_MESSAGE = 'Por seguridad, confirma tu contraseña para continuar.';

export async function markSteppedUp(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update auth_sessions set stepped_up_at = now() where id = $1', [sessionId]);
}

/** 403 STEP_UP_REQUIRED unless the session confirmed its password within STEP_UP_SECONDS. */
export async function requireRecentStepUp(db: Queryable, sessionId: string): Promise<void> {
  const [row] = await db.query<{ fresh: boolean }>(
    'select coalesce(stepped_up_at > now() - make_interval(secs => $2), false) as fresh from auth_sessions where id = $1',
    [sessionId, STEP_UP_SECONDS],
  );
  if (!row?.fresh) throw new AppError(403, 'STEP_UP_REQUIRED', STEP_UP_MESSAGE);
}
