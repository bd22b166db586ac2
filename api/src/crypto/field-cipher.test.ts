import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadOrCreateDealerDataKey } from '../config/dealer-data-key';
import { readEnv } from '../config/env';
import { createFieldCipher, parseDataKey } from './field-cipher';

const KEY = randomBytes(32).toString('base64url');

test('field cipher (AES-256-GCM)', async (t) => {
  await t.test('round trip: what is encrypted decrypts to the same text, accents included', () => {
    const cipher = createFieldCipher(KEY);
    for (const text of ['ventas@centro-camionero-leon.example', '477 555 0101', 'Teléfono: (55) 1234-5678 ñ', '']) {
      assert.equal(cipher.decrypt(cipher.encrypt(text)), text);
    }
  });

  await t.test('the stored value never shows the text, and the same text encrypts differently each time', () => {
    const cipher = createFieldCipher(KEY);
    const a = cipher.encrypt('ventas@distribuidor.example');
    const b = cipher.encrypt('ventas@distribuidor.example');
    assert.notEqual(a, b);
    assert.doesNotMatch(a, /ventas|distribuidor/);
    assert.match(a, /^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  await t.test('a tampered value or another key fails instead of giving garbage', () => {
    const cipher = createFieldCipher(KEY);
    const stored = cipher.encrypt('477 555 0101');
    const [version, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    assert.throws(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.')));
    assert.throws(() => createFieldCipher(randomBytes(32).toString('hex')).decrypt(stored));
    assert.throws(() => cipher.decrypt('texto-plano'));
  });

  await t.test('keys: 32 bytes as base64 or hex; anything else is refused', () => {
    assert.ok(parseDataKey(randomBytes(32).toString('base64')));
    assert.ok(parseDataKey(randomBytes(32).toString('hex')));
    assert.equal(parseDataKey('corta'), undefined);
    assert.throws(() => createFieldCipher(randomBytes(16).toString('base64')), /32 bytes/);
  });

  await t.test('DEALER_DATA_KEY is checked at start, never echoed', () => {
    assert.equal(readEnv({ DEALER_DATA_KEY: KEY }).dealerDataKey, KEY);
    assert.equal(readEnv({}).dealerDataKey, undefined);
    assert.throws(
      () => readEnv({ DEALER_DATA_KEY: 'no-es-una-clave-valida' }),
      (error: Error) => /DEALER_DATA_KEY debe ser una clave de 32 bytes/.test(error.message) && !error.message.includes('no-es-una-clave-valida'),
    );
  });

  await t.test('without configuration a key is generated once, kept (mode 600) and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fvc-key-'));
    try {
      const file = join(dir, 'sub', 'dealer-data-key');
      const first = loadOrCreateDealerDataKey(undefined, file);
      assert.ok(parseDataKey(first));
      assert.equal(readFileSync(file, 'utf8').trim(), first);
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.equal(loadOrCreateDealerDataKey(undefined, file), first);
      assert.equal(loadOrCreateDealerDataKey(KEY, file), KEY);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
