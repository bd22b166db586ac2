import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Queryable } from '../db/database';

const CHALLENGE_SECONDS = 5 * 60;

export interface RelyingParty {
  /** The site's host name (a passkey belongs to it): `localhost` locally. */
  id: string;
  /** The site's origin, where the browser runs the ceremony. */
  origin: string;
}

export function relyingPartyFor(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin };
}

async function storeChallenge(db: Pick<Queryable, 'query'>, purpose: 'register' | 'authenticate', challenge: string, accountId: string | null): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into webauthn_challenges (account_id, purpose, challenge, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning id`,
    [accountId, purpose, challenge, CHALLENGE_SECONDS],
  );
  if (!row) throw new Error('No se guardó el reto WebAuthn');
  return row.id;
}

/** Takes a challenge once: used, expired or of another purpose or account gives null. */
async function takeChallenge(db: Pick<Queryable, 'query'>, id: string, purpose: 'register' | 'authenticate', accountId: string | null): Promise<string | null> {
  const [row] = await db.query<{ challenge: string }>(
    `update webauthn_challenges set used_at = now()
      where id = $1 and purpose = $2 and used_at is null and expires_at > now()
        and account_id is not distinct from $3
      returning challenge`,
    [id, purpose, accountId],
  );
  return row?.challenge ?? null;
}

interface PasskeyRow {
  id: string;
  account_id: string;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string[];
}

export function createPasskeyService(db: Pick<Queryable, 'query'>, rp: RelyingParty) {
  return {
    async registrationOptions(account: { id: string; email: string; name: string }, companyName: string) {
      const existing = await db.query<{ credential_id: string; transports: string[] }>(
        'select credential_id, transports from passkeys where account_id = $1',
        [account.id],
      );
      const options = await generateRegistrationOptions({
        rpName: companyName,
        rpID: rp.id,
        userName: account.email,
        userDisplayName: account.name,
        // The account id, not the e-mail: the authenticator keeps this handle.
        userID: new TextEncoder().encode(account.id),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
        // A discoverable credential with user verification: it can sign in without a password.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const challengeId = await storeChallenge(db, 'register', options.challenge, account.id);
      return { challengeId, options };
    },

    /** Verifies the new credential and stores it; null when it does not verify. */
    async register(accountId: string, challengeId: string, credential: RegistrationResponseJSON, name: string) {
      const challenge = await takeChallenge(db, challengeId, 'register', accountId);
      if (!challenge) return null;
      const result = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => ({ verified: false as const }));
      if (!result.verified) return null;
      const { credential: verified } = result.registrationInfo;
      const [row] = await db.query<{ id: string; name: string; created_at: Date | string }>(
        `insert into passkeys (account_id, credential_id, public_key, counter, transports, name)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (credential_id) do nothing
         returning id, name, created_at`,
        [accountId, verified.id, Buffer.from(verified.publicKey).toString('base64url'), verified.counter, verified.transports ?? [], name],
      );
      return row ?? null;
    },

    async authenticationOptions() {
      // No allowCredentials: the browser offers the passkeys it has for this site (passwordless).
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
      const challengeId = await storeChallenge(db, 'authenticate', options.challenge, null);
      return { challengeId, options };
    },

    /** The account whose passkey signed the challenge, or null. */
    async authenticate(challengeId: string, credential: AuthenticationResponseJSON): Promise<{ accountId: string; passkeyId: string } | null> {
      const challenge = await takeChallenge(db, challengeId, 'authenticate', null);
      if (!challenge) return null;
      const [row] = await db.query<PasskeyRow>(
        'select id, account_id, credential_id, public_key, counter, transports from passkeys where credential_id = $1',
        [credential.id],
      );
      if (!row) return null;
      const result = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: {
          id: row.credential_id,
          publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
          counter: Number(row.counter),
          transports: row.transports,
        },
      }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
      if (!result.verified || !result.authenticationInfo) return null;
      await db.query('update passkeys set counter = $2, last_used_at = now() where id = $1', [row.id, result.authenticationInfo.newCounter]);
      return { accountId: row.account_id, passkeyId: row.id };
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
