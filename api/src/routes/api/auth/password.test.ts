import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, lastMailTo, loginAs } from '../../../testing/build-test-app';

const requestReset = (email: string, remoteAddress = '10.2.0.1') => ({ method: 'POST' as const, url: '/api/auth/password-reset', payload: { email }, remoteAddress });
const tokenOf = (body: string) => /#token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
const me = (token: string) => ({ url: '/api/customers/me', headers: { authorization: `Bearer ${token}` } });

test('password reset and change', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('the same answer whether or not the e-mail has an account; only the owner gets a link', async () => {
    const known = await app.inject(requestReset('cliente@demo.mx'));
    const unknown = await app.inject(requestReset('nadie@demo.mx'));
    assert.equal(known.statusCode, 202);
    assert.equal(unknown.statusCode, 202);
    assert.equal(known.json().message.replace('cliente@demo.mx', 'X'), unknown.json().message.replace('nadie@demo.mx', 'X'));
    assert.equal(await lastMailTo(app, 'nadie@demo.mx', 'password-reset'), undefined);
    const mail = await lastMailTo(app, 'cliente@demo.mx', 'password-reset');
    assert.match(mail!.body_text, /\/new-password#token=/);
  });

  await t.test('the link sets a new password once and ends every session', async () => {
    const session = await loginAs(app, 'cliente@demo.mx');
    // A passkey added by whoever held the account: a reset takes it off, and the e-mail says so.
    await app.db.query(
      `insert into passkeys (account_id, credential_id, public_key, name)
       select id, 'credencial-de-prueba', 'llave-publica', 'Llave del intruso' from customer_accounts where email = 'cliente@demo.mx'`,
    );
    await app.inject(requestReset('cliente@demo.mx'));
    const token = tokenOf((await lastMailTo(app, 'cliente@demo.mx', 'password-reset'))!.body_text);

    // The page asks first whether the link still serves: asking does not spend it.
    const check = () => app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
    assert.equal((await check()).statusCode, 204);
    assert.equal((await check()).statusCode, 204);

    const common = await app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'qwerty123' } });
    assert.equal(common.statusCode, 400);
    assert.match(common.json().fields.password, /muy común/);

    const done = await app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'mi nueva frase segura' } });
    assert.equal(done.statusCode, 200);
    assert.equal((await app.inject(me(session.jwt.token))).statusCode, 401);
    await loginAs(app, 'cliente@demo.mx', 'mi nueva frase segura');
    const reuse = await app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'otra frase segura' } });
    assert.equal(reuse.json().code, 'LINK_INVALID');
    const used = await check();
    assert.equal(used.statusCode, 400);
    assert.equal(used.json().code, 'LINK_INVALID');
    assert.match(used.json().message, /ya se usó o venció/);
    const changed = await lastMailTo(app, 'cliente@demo.mx', 'password-changed');
    assert.match(changed!.body_text, /También quitamos tus llaves de acceso: “Llave del intruso”/);
    const [left] = await app.db.query<{ count: number }>("select count(*)::int as count from passkeys p join customer_accounts a on a.id = p.account_id where a.email = 'cliente@demo.mx'");
    assert.equal(left!.count, 0);
  });

  await t.test('adding or removing a passkey needs the password confirmed by this session in the last 5 minutes', async () => {
    const session = await loginAs(app, 'empresa@demo.mx');
    const other = await loginAs(app, 'empresa@demo.mx');
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const options = (token: string) => app.inject({ method: 'POST', url: '/api/auth/passkeys/options', headers: as(token) });
    const [{ id: passkeyId }] = (await app.db.query<{ id: string }>(
      `insert into passkeys (account_id, credential_id, public_key, name)
       select id, 'credencial-de-empresa', 'llave-publica', 'Llave de la oficina' from customer_accounts where email = 'empresa@demo.mx' returning id`,
    )) as [{ id: string }];
    const remove = (token: string) => app.inject({ method: 'DELETE', url: `/api/auth/passkeys/${passkeyId}`, headers: as(token) });

    // The access token alone is not enough (before, it added a key that then signed in alone).
    const refused = await options(session.jwt.token);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual([refused.json().code, refused.json().message], ['STEP_UP_REQUIRED', 'Por seguridad, confirma tu contraseña para continuar.']);
    assert.equal((await remove(session.jwt.token)).statusCode, 403);

    const stepUp = (password: string) => app.inject({ method: 'POST', url: '/api/auth/step-up', headers: as(session.jwt.token), payload: { password } });
    const wrong = await stepUp('no es la contraseña');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().fields.password, 'La contraseña no es correcta.');
    assert.equal((await options(session.jwt.token)).statusCode, 403);

    assert.equal((await stepUp('Demo.2026!')).statusCode, 204);
    assert.equal((await options(session.jwt.token)).statusCode, 200);
    // Per session: the account's other session has not confirmed anything.
    assert.equal((await options(other.jwt.token)).statusCode, 403);
    // Five minutes later it has to be confirmed again.
    await app.db.query(`update auth_sessions set stepped_up_at = now() - interval '6 minutes' where stepped_up_at is not null`);
    assert.equal((await remove(session.jwt.token)).statusCode, 403);
    assert.equal((await stepUp('Demo.2026!')).statusCode, 204);
    assert.equal((await remove(session.jwt.token)).statusCode, 204);
  });

  await t.test('a link older than 30 minutes is refused', async () => {
    await app.inject(requestReset('flotilla@demo.mx', '10.2.1.1'));
    const token = tokenOf((await lastMailTo(app, 'flotilla@demo.mx', 'password-reset'))!.body_text);
    const [row] = await app.db.query<{ minutes: number }>(
      "select extract(epoch from expires_at - created_at) / 60 as minutes from account_tokens where purpose = 'reset_password' order by created_at desc limit 1",
    );
    assert.equal(Math.round(Number(row!.minutes)), 30);
    await app.db.query(`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'`);
    const response = await app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'una frase segura' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'LINK_INVALID');
    const expired = await app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
    assert.equal(expired.json().code, 'LINK_INVALID');
  });

  await t.test('a malformed link is a 400 that names the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token: 'corto' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_ERROR');
    assert.ok(response.json().fields.token, JSON.stringify(response.json()));
  });

  await t.test('reset requests are limited per e-mail and per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await app.inject(requestReset('flotilla@demo.mx', `10.2.2.${i}`))).statusCode);
    assert.equal(statuses.at(-1), 429);
  });

  await t.test('changing the password needs the current one and keeps only this session', async () => {
    const other = await loginAs(app, 'cliente@demo.mx', 'mi nueva frase segura');
    const current = await loginAs(app, 'cliente@demo.mx', 'mi nueva frase segura');
    const change = (payload: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/api/auth/password',
      payload,
      headers: { authorization: `Bearer ${current.jwt.token}` },
    });
    const wrong = await app.inject(change({ currentPassword: 'no es', newPassword: 'frase nueva segura' }));
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().fields.currentPassword, 'La contraseña actual no es correcta.');

    const same = await app.inject(change({ currentPassword: 'mi nueva frase segura', newPassword: 'mi nueva frase segura' }));
    assert.equal(same.statusCode, 400);
    assert.equal(same.json().fields.newPassword, 'La nueva contraseña debe ser distinta de la actual.');
    assert.equal((await app.inject(me(other.jwt.token))).statusCode, 200, 'no session closed');

    // The company's name (from the database), a season with the year: the first guesses (issue #66).
    for (const guessable of ['FinancieraVial2026', 'Vial del Centro 1', 'Verano2026', 'Mexico2026!']) {
      const refused = await app.inject(change({ currentPassword: 'mi nueva frase segura', newPassword: guessable }));
      assert.equal(refused.statusCode, 400, guessable);
      assert.match(refused.json().fields.newPassword, /muy común y fácil de adivinar/, guessable);
    }

    const ok = await app.inject(change({ currentPassword: 'mi nueva frase segura', newPassword: 'frase nueva segura' }));
    assert.equal(ok.statusCode, 204);
    assert.equal((await app.inject(me(current.jwt.token))).statusCode, 200);
    assert.equal((await app.inject(me(other.jwt.token))).statusCode, 401);
    const [event] = await app.db.query("select 1 from auth_events where event = 'password_changed'");
    assert.ok(event);
  });
});
