import { jwtVerify, SignJWT } from 'jose';

// Pinned claims: a token from another issuer/audience, or signed with another algorithm, is
// rejected even if the key matched.
export const ACCESS_TOKEN = {
  algorithm: 'HS256',
  issuer: 'fvc-api',
  audience: 'fvc-web',
  lifetimeSeconds: 15 * 60,
} as const;

export interface AccessTokenService {
  issue(customerId: string): Promise<{ token: string; expiresAt: string }>;
  /** The customer id (`sub`) of a valid token; throws on anything else. */
  verify(token: string): Promise<string>;
}

export function createAccessTokenService(secret: string, now: () => number = Date.now): AccessTokenService {
  if (secret.length < 32) throw new Error('JWT_SECRET debe tener al menos 32 caracteres.');
  const key = new TextEncoder().encode(secret);

  return {
    async issue(customerId) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN.lifetimeSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT' })
        .setSubject(customerId)
        .setIssuer(ACCESS_TOKEN.issuer)
        .setAudience(ACCESS_TOKEN.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ACCESS_TOKEN.algorithm],
        issuer: ACCESS_TOKEN.issuer,
        audience: ACCESS_TOKEN.audience,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(now()),
      });
      if (typeof payload.sub !== 'string') throw new Error('Token sin sujeto');
      return payload.sub;
    },
  };
}
