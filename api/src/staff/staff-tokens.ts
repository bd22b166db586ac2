import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Staff access tokens: the same construction as the customers' (auth/access-token.ts), with their
 * own key and audience, so a customer's token is never a staff token and the reverse. Shorter:
 * five minutes, renewed from the back-office's own cookie.
 */
export const STAFF_TOKEN = {
  algorithm: 'HS256',
  issuer: 'fvc-api',
  audience: 'fvc-backoffice',
  lifetimeSeconds: 5 * 60,
} as const;

export interface StaffTokenClaims {
  staffId: string;
  sessionId: string;
}

export function createStaffTokens(key: Uint8Array, now: () => number = Date.now) {
  if (key.length < 32) throw new Error('La llave de los tokens del personal debe tener al menos 32 bytes.');
  return {
    async issue({ staffId, sessionId }: StaffTokenClaims): Promise<{ token: string; expiresAt: string }> {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + STAFF_TOKEN.lifetimeSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: STAFF_TOKEN.algorithm, typ: 'JWT' })
        .setSubject(staffId)
        .setIssuer(STAFF_TOKEN.issuer)
        .setAudience(STAFF_TOKEN.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
    async verify(token: string): Promise<StaffTokenClaims> {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [STAFF_TOKEN.algorithm],
        typ: 'JWT',
        issuer: STAFF_TOKEN.issuer,
        audience: STAFF_TOKEN.audience,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        currentDate: new Date(now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('Token sin sujeto o sesión');
      return { staffId: payload.sub, sessionId: payload.sid };
    },
  };
}

export type StaffTokens = ReturnType<typeof createStaffTokens>;
