import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for single database fields (dealer contact data, leads). The stored text is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url: a fresh 12-byte IV per value, and the GCM tag makes a
 * tampered value fail loudly instead of decrypting to garbage. The version prefix lets a future
 * key or algorithm change coexist with old rows. Runs on the server only (docs/product.md §10): the browser
 * only ever receives decrypted values it is allowed to show.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
export const DEALER_DATA_KEY_BYTES = 32;

/** The key as configured: 32 bytes written as base64/base64url (43-44 chars) or hex (64 chars). */
export function parseDataKey(text: string): Buffer | undefined {
  const value = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  return bytes.length === DEALER_DATA_KEY_BYTES ? bytes : undefined;
}

export function createFieldCipher(keyText: string): FieldCipher {
  const key = parseDataKey(keyText);
  if (!key) throw new Error(`La clave de cifrado debe tener ${DEALER_DATA_KEY_BYTES} bytes (base64 o hex).`);

  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('Valor cifrado con un formato desconocido');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
