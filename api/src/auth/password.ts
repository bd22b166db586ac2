import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; the costs are OWASP's minimum for argon2id
// (19 MiB, 2 passes, 1 lane), written out so a library upgrade cannot silently lower them.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 work as a real check when the e-mail is unknown, so response time does
 * not reveal which e-mails have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('cuenta-inexistente');
  await verifyPassword(await dummyHash, password);
  return false;
}
