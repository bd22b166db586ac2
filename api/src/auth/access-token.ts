import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// Pinned claims: a token from another issuer/audience, or signed with another algorithm, is
// rejected even if the key matched.
export const ACCESS_TOKEN = {
  algorithm: 'HS256',
  issuer: 'fvc-api',
  audience: 'fvc-web',
  lifetimeSeconds: 10 * 60,
} as const;

export interface AccessTokenClaims {
  customerId: string;
  /** The server-side session: revoking it (logout) makes the token useless before it expires. */
  sessionId: string;
}

export interface AccessTokenService {
  issue(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: string }>;
  /** The claims of a well-signed, current token; throws on anything else. */
  verify(token: string): Promise<AccessTokenClaims>;
}

/** `key`: 32 bytes of its own (config/keys.ts, 'access-token'). */
export function createAccessTokenService(key: Uint8Array, now: () => number = Date.now): AccessTokenService {
  if (key.length < 32) throw new Error('La llave de los tokens de acceso debe tener al menos 32 bytes.');

  return {
    async issue({ customerId, sessionId }) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN.lifetimeSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT' })
        .setSubject(customerId)
        .setIssuer(ACCESS_TOKEN.issuer)
        .setAudience(ACCESS_TOKEN.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ACCESS_TOKEN.algorithm],
        // The token's type too (RFC 8725 §3.11): a signed object of another kind is no access token.
        typ: 'JWT',
        issuer: ACCESS_TOKEN.issuer,
        audience: ACCESS_TOKEN.audience,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        currentDate: new Date(now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('Token sin sujeto o sesión');
      return { customerId: payload.sub, sessionId: payload.sid };
    },
  };
}
