import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { LOGIN_THROTTLE } from '../../../auth/login-throttle';
import { deriveKey } from '../../../config/keys';
import { buildTestApp, lastSignInCode, loginAs, TEST_JWT_SECRET } from '../../../testing/build-test-app';

const login = (email: string, password: string, remoteAddress = '10.0.0.1', cookie?: string) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  payload: { email, password },
  remoteAddress,
  headers: cookie ? { cookie } : {},
});
const code = (challengeId: string, value: string, remoteAddress = '10.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/auth/login/code',
  payload: { challengeId, code: value },
  remoteAddress,
});
const otherCode = (value: string) => String((Number(value) + 1) % 1_000_000).padStart(6, '0');

test('sign-in: password, then the e-mailed code', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('the right password sends a 6-digit code by e-mail and answers with the challenge', async () => {
    const response = await app.inject(login('cliente@demo.mx', 'Demo.2026!'));
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.match(body.challengeId, /^[0-9a-f-]{36}$/);
    assert.equal(body.sentTo, 'c•••e@demo.mx');
    const validFor = Date.parse(body.codeExpiresAt) - Date.now();
    assert.ok(validFor > 4 * 60_000 && validFor <= 5 * 60_000 + 1000, `vigencia ${validFor}`);
    assert.match(await lastSignInCode(app, 'cliente@demo.mx'), /^\d{6}$/);
    // No session yet: the password alone opens nothing.
    assert.equal(response.cookies.length, 0);
    assert.equal(body.jwt, undefined);
  });

  await t.test('the code opens the session: access token in the body, refresh token in an HttpOnly cookie', async () => {
    const started = await app.inject(login('cliente@demo.mx', 'Demo.2026!'));
    const before = Date.now();
    const response = await app.inject(code(started.json().challengeId, await lastSignInCode(app, 'cliente@demo.mx')));
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json();
    assert.deepEqual(Object.keys(body.customer).sort(), ['email', 'id', 'name']);
    assert.equal(body.customer.name, 'Mariana López');

    assert.equal(decodeProtectedHeader(body.jwt.token).alg, 'HS256');
    const { payload } = await jwtVerify(body.jwt.token, deriveKey(TEST_JWT_SECRET, 'access-token'), { issuer: 'fvc-api', audience: 'fvc-web' });
    assert.equal(payload.sub, body.customer.id);
    assert.equal(typeof payload.sid, 'string');
    const lifetime = Date.parse(body.jwt.expiresAt) - before;
    assert.ok(lifetime > 9 * 60_000 && lifetime <= 10 * 60_000 + 1000, `duración ${lifetime} ms`);

    const refresh = response.cookies.find((cookie) => cookie.name === 'fvc_refresh');
    assert.ok(refresh, 'cookie de renovación');
    assert.equal(refresh.httpOnly, true);
    assert.equal(refresh.sameSite, 'Strict');
    assert.equal(refresh.path, '/');
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    assert.ok(xsrf && !xsrf.httpOnly, 'cookie XSRF legible por la página');
  });

  await t.test('a code works once', async () => {
    const started = await app.inject(login('flotilla@demo.mx', 'Demo.2026!'));
    const value = await lastSignInCode(app, 'flotilla@demo.mx');
    assert.equal((await app.inject(code(started.json().challengeId, value))).statusCode, 200);
    const again = await app.inject(code(started.json().challengeId, value));
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'CHALLENGE_EXPIRED');
  });

  await t.test('a wrong password and an unknown e-mail get the same 401, with the tries left (issue #69)', async () => {
    for (const request of [login('flotilla@demo.mx', 'otra-cosa', '10.0.1.1'), login('nadie@demo.mx', 'Demo.2026!', '10.0.1.1')]) {
      const response = await app.inject(request);
      assert.equal(response.statusCode, 401);
      const { code: errorCode, message } = response.json();
      assert.deepEqual({ errorCode, message }, { errorCode: 'INVALID_CREDENTIALS', message: 'Correo o contraseña incorrectos. Te quedan 4 intentos antes de que te pidamos esperar.' });
    }
    const second = (await app.inject(login('flotilla@demo.mx', 'otra-cosa-mas', '10.0.1.1'))).json();
    assert.match(second.message, /Te quedan 3 intentos/);
  });

  await t.test('an unknown e-mail costs the same time as a wrong password (argon2 either way)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await app.inject(login(email, 'no-es-la-contraseña', '10.0.2.1'));
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      known.push(await time('cliente@demo.mx'));
      unknown.push(await time(`nadie${i}@demo.mx`));
    }
    const [a, b] = [median(known), median(unknown)];
    assert.ok(Math.abs(a - b) < Math.max(a, b) * 0.5, `con cuenta ${a.toFixed(1)} ms, sin cuenta ${b.toFixed(1)} ms`);
  });

  await t.test('a wrong code says how many tries are left; the sixth try is refused even with the right code', async () => {
    const started = await app.inject(login('cliente@demo.mx', 'Demo.2026!', '10.0.3.1'));
    const challengeId = started.json().challengeId;
    const right = await lastSignInCode(app, 'cliente@demo.mx');
    const first = await app.inject(code(challengeId, otherCode(right), '10.0.3.1'));
    assert.equal(first.statusCode, 400);
    assert.equal(first.json().code, 'CODE_INVALID');
    assert.equal(first.json().fields.code, 'El código no es correcto. Te quedan 4 intentos.');
    for (let i = 0; i < 4; i += 1) await app.inject(code(challengeId, otherCode(right), '10.0.3.1'));
    const sixth = await app.inject(code(challengeId, right, '10.0.3.1'));
    assert.equal(sixth.statusCode, 400);
    assert.equal(sixth.json().code, 'CODE_EXHAUSTED');
  });

  await t.test('a code older than 5 minutes is refused', async () => {
    const started = await app.inject(login('flotilla@demo.mx', 'Demo.2026!', '10.0.4.1'));
    const challengeId = started.json().challengeId;
    const value = await lastSignInCode(app, 'flotilla@demo.mx');
    await app.db.query(`update login_challenges set code_expires_at = now() - interval '1 second' where id = $1`, [challengeId]);
    const response = await app.inject(code(challengeId, value, '10.0.4.1'));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'CODE_EXPIRED');
    assert.match(response.json().message, /expiró/);
  });

  await t.test('a new code replaces the old one, and a new sign-in replaces the old challenge', async () => {
    const started = await app.inject(login('flotilla@demo.mx', 'Demo.2026!', '10.0.5.1'));
    const challengeId = started.json().challengeId;
    const old = await lastSignInCode(app, 'flotilla@demo.mx');
    const resent = await app.inject({ method: 'POST', url: '/api/auth/login/code/resend', payload: { challengeId }, remoteAddress: '10.0.5.1' });
    assert.equal(resent.statusCode, 200);
    const fresh = await lastSignInCode(app, 'flotilla@demo.mx');
    if (fresh !== old) assert.equal((await app.inject(code(challengeId, old, '10.0.5.1'))).json().code, 'CODE_INVALID');

    const second = await app.inject(login('flotilla@demo.mx', 'Demo.2026!', '10.0.5.1'));
    const newest = await lastSignInCode(app, 'flotilla@demo.mx');
    assert.equal((await app.inject(code(challengeId, fresh, '10.0.5.1'))).json().code, 'CHALLENGE_EXPIRED');
    assert.equal((await app.inject(code(second.json().challengeId, newest, '10.0.5.1'))).statusCode, 200);
  });

  await t.test('validates with Spanish messages', async () => {
    const badEmail = await app.inject(login('no-es-correo', 'x', '10.0.6.1'));
    assert.equal(badEmail.statusCode, 400);
    assert.equal(badEmail.json().message, 'El campo “Correo electrónico” debe ser un correo electrónico válido.');
    const badCode = await app.inject(code('00000000-0000-4000-8000-000000000000', '12ab56', '10.0.6.1'));
    assert.equal(badCode.statusCode, 400);
    assert.equal(badCode.json().fields.code, 'El campo “Código” no tiene un formato válido.');
  });

  await t.test('an account that has not confirmed its e-mail cannot sign in, and gets the link again', async () => {
    const [customer] = await app.db.query<{ id: string }>("select id from customers where rfc = 'TBA050315QH2'");
    await app.db.query(
      `insert into customer_accounts (customer_id, email, password_hash) select $1, 'pendiente@demo.mx', password_hash from customer_accounts where email = 'cliente@demo.mx'`,
      [customer!.id],
    );
    const response = await app.inject(login('pendiente@demo.mx', 'Demo.2026!', '10.0.7.1'));
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'EMAIL_NOT_CONFIRMED');
    const [mail] = await app.db.query<{ body_text: string }>("select body_text from mail_outbox where to_address = 'pendiente@demo.mx' and kind = 'confirm-email'");
    assert.match(mail!.body_text, /\/welcome#token=/);
  });

  await t.test('every step leaves an audit record without secrets', async () => {
    await loginAs(app, 'cliente@demo.mx');
    const events = await app.db.query<{ event: string; detail: Record<string, unknown> }>(
      `select e.event, e.detail from auth_events e join customer_accounts a on a.id = e.account_id where a.email = 'cliente@demo.mx'`,
    );
    const names = new Set(events.map((event) => event.event));
    for (const expected of ['code_sent', 'sign_in', 'sign_in_failed']) assert.ok(names.has(expected), `evento ${expected}`);
    const everything = JSON.stringify(await app.db.query('select * from auth_events'));
    assert.doesNotMatch(everything, /Demo\.2026!/);
    assert.doesNotMatch(everything, /"\d{6}"/);
  });
});

test('sign-in limits', async (t) => {
  const { app } = await buildTestApp(t, { loginThrottle: LOGIN_THROTTLE });

  await t.test('spraying 50 e-mails from one IP ends in 429 with Retry-After and the wait in Spanish', async () => {
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 50; i += 1) {
      const response = await app.inject(login(`persona${i}@demo.mx`, 'Contraseña1', '203.0.113.9'));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    assert.ok(statuses.slice(0, 20).every((status) => status === 401), statuses.join(','));
    assert.ok(statuses.slice(20).every((status) => status === 429), statuses.join(','));
    assert.ok(limited);
    assert.equal(limited.json().code, 'TOO_MANY_ATTEMPTS');
    assert.match(limited.json().message, /espera \d+ minutos/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });

  await t.test('5 failures lock that IP out of that account, not the same customer on another IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await app.inject(login('cliente@demo.mx', `intento-${i}`, '198.51.100.7'))).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
    // Even the right password waits on the locked IP…
    assert.equal((await app.inject(login('cliente@demo.mx', 'Demo.2026!', '198.51.100.7'))).statusCode, 429);
    // …while the customer signs in from home, once the e-mail's wait is over (a second, after five
    // failures: login-throttle.ts).
    await app.db.query('update login_throttle set next_attempt_at = now()');
    assert.equal((await app.inject(login('cliente@demo.mx', 'Demo.2026!', '192.0.2.44'))).statusCode, 200);
  });

  await t.test('failures from many IPs slow new browsers down on the account, a minute at most, never lock it; a browser that signed in before is not slowed', async () => {
    const session = await loginAs(app, 'flotilla@demo.mx', 'Demo.2026!', {});
    const deviceCookie = session.cookieHeader.split('; ').find((cookie) => cookie.startsWith('fvc_device='));
    assert.ok(deviceCookie);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await app.inject(login('flotilla@demo.mx', `x-${i}`, `172.16.0.${i + 1}`))).statusCode);
    // Five failures in a row are free; then each attempt waits its turn, however many addresses try.
    assert.deepEqual(statuses.slice(0, 5), [401, 401, 401, 401, 401]);
    assert.ok(statuses.slice(6).every((status) => status === 429), statuses.join(','));
    const waiting = await app.inject(login('flotilla@demo.mx', 'Demo.2026!', '172.16.1.1'));
    assert.equal(waiting.statusCode, 429);
    assert.ok(Number(waiting.headers['retry-after']) <= 60, `espera ${waiting.headers['retry-after']} s`);
    // A browser that signed in before is never slowed.
    assert.equal((await app.inject(login('flotilla@demo.mx', 'Demo.2026!', '172.16.1.1', deviceCookie))).statusCode, 200);
    // Once the wait is over (a minute at most), the customer on a new browser signs in.
    await app.db.query('update login_throttle set next_attempt_at = now()');
    assert.equal((await app.inject(login('flotilla@demo.mx', 'Demo.2026!', '172.16.1.1'))).statusCode, 200);
  });

  await t.test('a burst from one IP is counted before any password is checked: no more guesses than the limit, the right password included', async () => {
    const ip = '198.51.100.99';
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => app.inject(login(`rafaga${i}@demo.mx`, `mal-${i}`, ip))));
    const checked = burst.filter((response) => response.statusCode === 401).length;
    // Before, every attempt of a burst passed the check before any was counted: 30 × 401.
    assert.equal(checked, 20, burst.map((response) => response.statusCode).join(','));
    assert.equal((await app.inject(login('empresa@demo.mx', 'Demo.2026!', ip))).statusCode, 429);
  });

  await t.test('wrong codes from one IP end in 429', async () => {
    const started = await app.inject(login('cliente@demo.mx', 'Demo.2026!', '192.0.2.80'));
    const right = await lastSignInCode(app, 'cliente@demo.mx');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await app.inject(code(started.json().challengeId, otherCode(right), '192.0.2.80'))).statusCode);
    assert.equal(statuses.at(-1), 429);
  });
});

test('the client IP behind a proxy (TRUST_PROXY)', async (t) => {
  const { app } = await buildTestApp(t, { trustProxy: true });
  const viaProxy = (email: string, password: string, client: string) => ({
    ...login(email, password, '127.0.0.1'),
    headers: { 'x-forwarded-for': client },
  });

  await t.test('limits count the forwarded client, so one customer behind the proxy does not lock another', async () => {
    for (let i = 0; i < 5; i += 1) await app.inject(viaProxy('cliente@demo.mx', `mal-${i}`, '203.0.113.50'));
    assert.equal((await app.inject(viaProxy('cliente@demo.mx', 'Demo.2026!', '203.0.113.50'))).statusCode, 429);
    assert.equal((await app.inject(viaProxy('cliente@demo.mx', 'Demo.2026!', '203.0.113.51'))).statusCode, 200);
  });
});
