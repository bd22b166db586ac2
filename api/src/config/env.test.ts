import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readEnv } from './env';

test('configuración del entorno', async (t) => {
  await t.test('sin variables: valores por defecto, sin SMTP ni CRM', () => {
    const env = readEnv({});
    assert.equal(env.port, 4000);
    assert.equal(env.smtpUrl, undefined);
    assert.equal(env.crmUrl, undefined);
  });

  await t.test('una URL de CRM vacía cuenta como no configurada (docker compose la pasa así)', () => {
    assert.equal(readEnv({ CRM_URL: '' }).crmUrl, undefined);
    assert.equal(readEnv({ CRM_URL: 'https://crm.example.com/leads', CRM_TOKEN: 'x' }).crmToken, 'x');
  });

  await t.test('lista todos los problemas juntos y nunca repite una URL con contraseña', () => {
    assert.throws(
      () => readEnv({ PORT: '0', CRM_URL: 'ftp://user:secreto@crm', SMTP_URL: 'http://user:secreto@mail' }),
      (error: Error) => {
        assert.match(error.message, /PORT/);
        assert.match(error.message, /CRM_URL/);
        assert.match(error.message, /SMTP_URL/);
        assert.doesNotMatch(error.message, /secreto/);
        return true;
      },
    );
  });
});
