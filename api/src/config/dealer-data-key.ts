import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEALER_DATA_KEY_BYTES, parseDataKey } from '../crypto/field-cipher';
import { DEALER_DATA_KEY_FILE } from './paths';

/**
 * The configured AES key for dealer contact data, or one generated on first start and kept in
 * `file` (mode 600), like the JWT secret: losing it would make the stored contact data unreadable,
 * so it must survive restarts. Never printed.
 */
export function loadOrCreateDealerDataKey(configured: string | undefined, file = DEALER_DATA_KEY_FILE): string {
  if (configured) return configured;
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (parseDataKey(stored)) return stored;
  } catch {
    // No file yet: create it below.
  }
  const key = randomBytes(DEALER_DATA_KEY_BYTES).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
