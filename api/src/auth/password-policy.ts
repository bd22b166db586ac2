import { readFileSync } from 'node:fs';
import { ACCESS_MESSAGES, PASSWORD_LIMITS } from '@fvc/shared/contracts';

// Loaded once, on first use: ~20,000 lines, a few milliseconds.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/**
 * NIST SP 800-63B: 8 to 128 characters, any characters, no composition rules, and not a password
 * everyone guesses first. Returns the Spanish message for the field, or null when it is fine.
 * `personal` values (the e-mail, the RFC) are refused too: they are the first thing tried.
 */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_LIMITS.min || length > PASSWORD_LIMITS.max) return ACCESS_MESSAGES.passwordLength;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return ACCESS_MESSAGES.passwordCommon;
  if (personal.some((value) => value && lower === value.toLowerCase())) return ACCESS_MESSAGES.passwordCommon;
  return null;
}
