import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, lastMailTo, loginAs } from '../../../testing/build-test-app';

test('issue #69: the customer keeps their phone, address and e-mail up to date, each change audited', async (t) => {
  const { app } = await buildTestApp(t);
  const session = await loginAs(app, 'empresa@demo.mx');
  const as = { authorization: `Bearer ${session.jwt.token}` };
  const events = async () => (await app.db.query<{ event: string }>(`select event from auth_events where event like '%contact%' or event like 'email_change%' or event = 'email_changed' order by id`)).map((row) => row.event);
  const address = { street: 'Calle 60 No. 500', neighborhood: 'Centro', city: 'Mérida', zipcode: '97000', state: '31' };

  await t.test('the profile shows the phone and fiscal address the company has', async () => {
    const me = (await app.inject({ url: '/api/customers/me', headers: as })).json();
    assert.equal(me.phone, '999 345 6789');
    assert.deepEqual(me.address, { street: 'Calle 60 No. 456 por 51 y 53', neighborhood: 'Centro', city: 'Mérida', zipcode: '97000', state: '31' });
  });

  await t.test('phone and address are saved as typed, and the change is in the trail', async () => {
    const saved = await app.inject({ method: 'PUT', url: '/api/customers/contact', headers: as, payload: { phone: '999 111 2233', address } });
    assert.equal(saved.statusCode, 204, saved.body);
    const me = (await app.inject({ url: '/api/customers/me', headers: as })).json();
    assert.equal(me.phone, '999 111 2233');
    assert.deepEqual(me.address, address);
    assert.deepEqual(await events(), ['contact_changed']);
  });

  await t.test('bad input is a 400 in Spanish and changes nothing', async () => {
    for (const payload of [
      { phone: '12', address },
      { phone: '999 111 2233', address: { ...address, zipcode: '9700' } },
      { phone: '999 111 2233', address: { ...address, state: '33' } },
      { phone: '999 111 2233', address: { ...address, street: '' } },
      { phone: '999 111 2233', address: { ...address, city: '   ' } },
    ]) {
      const response = await app.inject({ method: 'PUT', url: '/api/customers/contact', headers: as, payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await app.inject({ url: '/api/customers/me', headers: as })).json().phone, '999 111 2233');
  });

  await t.test('a new e-mail needs the password confirmed, then the code sent to it; the old address is told', async () => {
    const before = await app.inject({ method: 'POST', url: '/api/customers/email-change', headers: as, payload: { email: 'nuevo@peninsular.example' } });
    assert.equal(before.statusCode, 403);
    assert.equal(before.json().code, 'STEP_UP_REQUIRED');
    assert.equal((await app.inject({ method: 'POST', url: '/api/auth/step-up', headers: as, payload: { password: 'Demo.2026!' } })).statusCode, 204);

    const taken = await app.inject({ method: 'POST', url: '/api/customers/email-change', headers: as, payload: { email: 'cliente@demo.mx' } });
    assert.equal(taken.statusCode, 409);
    const same = await app.inject({ method: 'POST', url: '/api/customers/email-change', headers: as, payload: { email: 'EMPRESA@demo.mx' } });
    assert.equal(same.statusCode, 400);

    const asked = await app.inject({ method: 'POST', url: '/api/customers/email-change', headers: as, payload: { email: 'Nuevo@Peninsular.example' } });
    assert.equal(asked.statusCode, 202, asked.body);
    assert.equal(asked.json().pendingEmail, 'nuevo@peninsular.example');
    const mail = await lastMailTo(app, 'nuevo@peninsular.example', 'email-change-code');
    const code = /\b(\d{6})\b/.exec(mail!.subject)![1]!;

    const wrong = await app.inject({ method: 'POST', url: '/api/customers/email-change/confirm', headers: as, payload: { code: code === '000000' ? '111111' : '000000' } });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json().message, /Te quedan 4 intentos/);
    assert.equal((await app.inject({ url: '/api/customers/me', headers: as })).json().email, 'empresa@demo.mx');

    const confirmed = await app.inject({ method: 'POST', url: '/api/customers/email-change/confirm', headers: as, payload: { code } });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((await app.inject({ url: '/api/customers/me', headers: as })).json().email, 'nuevo@peninsular.example');
    assert.ok(await lastMailTo(app, 'empresa@demo.mx', 'email-changed'), 'aviso al correo anterior');
    // The code served once.
    assert.equal((await app.inject({ method: 'POST', url: '/api/customers/email-change/confirm', headers: as, payload: { code } })).statusCode, 404);
    // Sign-in is with the new address now.
    assert.equal((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nuevo@peninsular.example', password: 'Demo.2026!' } })).statusCode, 200);
    assert.deepEqual(await events(), ['contact_changed', 'email_change_requested', 'email_change_code_failed', 'email_changed', 'email_change_code_failed']);
  });
});
