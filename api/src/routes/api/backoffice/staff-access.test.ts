import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STAFF_ROLES, type StaffRole } from '@fvc/shared/contracts';
import { buildTestApp, cookieHeaderOf, DEMO_STAFF, lastMailTo, loginAs, staffLoginAs } from '../../../testing/build-test-app';

interface Operation {
  security?: Array<Record<string, string[]>>;
  'x-staff-roles'?: StaffRole[];
}

const SITE = 'http://localhost:3000';

test('staff sign in with a password and a mandatory e-mailed code', async (t) => {
  const { app } = await buildTestApp(t);
  const audited = async (action: string, outcome: string) =>
    (await app.db.query<{ n: number }>('select count(*)::int as n from staff_audit where action = $1 and outcome = $2', [action, outcome]))[0]!.n;

  await t.test('a wrong password and an unknown e-mail get the same 401, and the attempt is audited', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/api/backoffice/auth/sign-in', payload: { email: DEMO_STAFF.agent, password: 'otra-cosa' } });
    const unknown = await app.inject({ method: 'POST', url: '/api/backoffice/auth/sign-in', payload: { email: 'nadie@financieravial.example', password: 'otra-cosa' } });
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual({ ...wrong.json<object>(), requestId: undefined }, { ...unknown.json<object>(), requestId: undefined });
    assert.equal(wrong.json().message, 'Correo o contraseña incorrectos.');
    assert.equal(await audited('auth.sign-in', 'denied'), 2);
  });

  await t.test('a customer’s credentials do not open the back-office', async () => {
    const customer = await app.inject({ method: 'POST', url: '/api/backoffice/auth/sign-in', payload: { email: 'cliente@demo.mx', password: 'Demo.2026!' } });
    assert.equal(customer.statusCode, 401);
  });

  await t.test('the password alone gives no session: a code goes by e-mail, a wrong code says the tries left', async () => {
    const signIn = await app.inject({ method: 'POST', url: '/api/backoffice/auth/sign-in', payload: { email: DEMO_STAFF.agent, password: 'Personal.2026!' } });
    assert.equal(signIn.statusCode, 200);
    assert.equal(signIn.headers['set-cookie'], undefined);
    const { challengeId, sentTo } = signIn.json();
    assert.equal(sentTo, 'a•••e@financieravial.example');
    const mail = await lastMailTo(app, DEMO_STAFF.agent, 'staff-code');
    const code = /\b(\d{6})\b/.exec(mail!.body_text)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await app.inject({ method: 'POST', url: '/api/backoffice/auth/code', payload: { challengeId, code: wrongCode } });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json().message, /quedan 4 intentos/);
    const right = await app.inject({ method: 'POST', url: '/api/backoffice/auth/code', payload: { challengeId, code } });
    assert.equal(right.statusCode, 200);
    assert.deepEqual(right.json().staff.roles, ['agent']);
    assert.equal(right.json().customer, undefined);
    const again = await app.inject({ method: 'POST', url: '/api/backoffice/auth/code', payload: { challengeId, code } });
    assert.equal(again.statusCode, 401, 'a code opens one session only');
  });

  await t.test('a browser without the cookie has no session to renew: 204, not an error', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/backoffice/auth/refresh', headers: { origin: SITE } });
    assert.equal(none.statusCode, 204);
    const forged = await app.inject({ method: 'POST', url: '/api/backoffice/auth/refresh', headers: { origin: SITE, cookie: 'fvc_staff_refresh=inventado-pero-con-forma-valida-123' } });
    assert.equal(forged.statusCode, 401);
  });

  await t.test('the refresh cookie is HttpOnly, rotates on use, and needs the site’s Origin', async () => {
    const session = await staffLoginAs(app, DEMO_STAFF.editor);
    assert.match(session.cookieHeader, /^fvc_staff_refresh=/);
    const noOrigin = await app.inject({ method: 'POST', url: '/api/backoffice/auth/refresh', headers: { cookie: session.cookieHeader } });
    assert.equal(noOrigin.statusCode, 403);
    const refreshed = await app.inject({ method: 'POST', url: '/api/backoffice/auth/refresh', headers: { cookie: session.cookieHeader, origin: SITE } });
    assert.equal(refreshed.statusCode, 200);
    const cookie = refreshed.cookies.find((c) => c.name === 'fvc_staff_refresh')!;
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.maxAge, 15 * 60, 'idle for 15 minutes, half a customer’s');
    // A second tab that sent the same token while the first exchange was under way is answered.
    const crossed = await app.inject({ method: 'POST', url: '/api/backoffice/auth/refresh', headers: { cookie: session.cookieHeader, origin: SITE } });
    assert.equal(crossed.statusCode, 200, 'within the grace');
    // After the grace, the old token is someone else's copy: the session ends for everyone.
    await app.db.query(`update staff_sessions set rotated_at = now() - interval '31 seconds' where staff_id = $1`, [session.staff.id]);
    const reused = await app.inject({ method: 'POST', url: '/api/backoffice/auth/refresh', headers: { cookie: session.cookieHeader, origin: SITE } });
    assert.equal(reused.statusCode, 401, 'the old refresh token ended the session');
    const latest = cookieHeaderOf(crossed.cookies as Array<{ name: string; value: string }>);
    const afterReuse = await app.inject({ method: 'POST', url: '/api/backoffice/auth/refresh', headers: { cookie: latest, origin: SITE } });
    assert.equal(afterReuse.statusCode, 401, 'the newest token is over too');
    const [audit] = await app.db.query<{ outcome: string }>(`select outcome from staff_audit where action = 'auth.refresh-reuse'`);
    assert.equal(audit?.outcome, 'denied');
  });

  await t.test('codes: a step-up code opens no session, and wrong codes are counted per address', async () => {
    const session = await staffLoginAs(app, DEMO_STAFF.publisher);
    const stepUp = await app.inject({ method: 'POST', url: '/api/backoffice/auth/step-up', headers: { authorization: `Bearer ${session.jwt.token}` } });
    const mail = await lastMailTo(app, DEMO_STAFF.publisher, 'staff-code');
    const code = /\b(\d{6})\b/.exec(mail!.body_text)![1]!;
    const asSignIn = await app.inject({ method: 'POST', url: '/api/backoffice/auth/code', payload: { challengeId: stepUp.json().challengeId, code } });
    assert.equal(asSignIn.statusCode, 401, 'a step-up code is no sign-in code');

    const codeFrom = (ip: string, challengeId: string) => app.inject({ method: 'POST', url: '/api/backoffice/auth/code', remoteAddress: ip, payload: { challengeId, code: '000000' } });
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) last = (await codeFrom('203.0.113.9', '00000000-0000-4000-8000-000000000001')).statusCode;
    assert.equal(last, 429, 'the 11th wrong code from one address waits');
  });

  await t.test('a session ends after 8 hours however active, and at once when signed out', async () => {
    const session = await staffLoginAs(app, DEMO_STAFF.admin);
    const headers = { authorization: `Bearer ${session.jwt.token}` };
    assert.equal((await app.inject({ url: '/api/backoffice/me', headers })).statusCode, 200);
    await app.db.query(`update staff_sessions set expires_at = now() - interval '1 second' where staff_id = $1`, [session.staff.id]);
    assert.equal((await app.inject({ url: '/api/backoffice/me', headers })).statusCode, 401);
    const refreshed = await app.inject({ method: 'POST', url: '/api/backoffice/auth/refresh', headers: { cookie: session.cookieHeader, origin: SITE } });
    assert.equal(refreshed.statusCode, 401);

    const next = await staffLoginAs(app, DEMO_STAFF.admin);
    const nextHeaders = { authorization: `Bearer ${next.jwt.token}` };
    assert.equal((await app.inject({ method: 'POST', url: '/api/backoffice/auth/sign-out', headers: nextHeaders })).statusCode, 204);
    assert.equal((await app.inject({ url: '/api/backoffice/me', headers: nextHeaders })).statusCode, 401);
    assert.equal(await audited('auth.sign-out', 'ok'), 1);
  });
});

/**
 * Role and identity over every back-office route, walked from the OpenAPI document (a route added
 * later is walked too): without a token, with a customer's, and with each role's. A customer route
 * refuses a staff token. Each refusal by role is a 403 written to the audit.
 */
test('roles and identities hold over every back-office route', async (t) => {
  const { app } = await buildTestApp(t);
  const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  const customer = await loginAs(app, 'cliente@demo.mx');
  const staff = Object.fromEntries(await Promise.all(STAFF_ROLES.map(async (role) => [role, await staffLoginAs(app, DEMO_STAFF[role])] as const))) as Record<StaffRole, Awaited<ReturnType<typeof staffLoginAs>>>;
  const someId = '00000000-0000-4000-8000-000000000000';
  const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, someId);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const staffOperations: Array<{ method: string; path: string; roles: StaffRole[] }> = [];
  const customerOperations: Array<{ method: string; path: string }> = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.security?.some((requirement) => 'staffAuth' in requirement)) {
        assert.ok(path.startsWith('/api/backoffice/'), `${method} ${path}: solo el back-office usa staffAuth`);
        assert.ok(operation['x-staff-roles']?.length, `${method} ${path} dice qué roles pueden llamarla`);
        staffOperations.push({ method, path, roles: operation['x-staff-roles']! });
      } else if (operation.security?.length && operation.security.every((requirement) => 'bearerAuth' in requirement)) {
        customerOperations.push({ method, path });
      } else if (path.startsWith('/api/backoffice/')) {
        assert.ok(/\/auth\/(sign-in|code|refresh)$/.test(path), `${method} ${path}: una ruta del back-office es del personal`);
      }
    }
  }
  assert.ok(staffOperations.length >= 10, `rutas del personal: ${staffOperations.length}`);
  // Signing out ends the sessions the walk uses: last.
  staffOperations.sort((a, b) => Number(a.path.endsWith('/sign-out')) - Number(b.path.endsWith('/sign-out')));

  for (const { method, path, roles } of staffOperations) {
    const call = (headers: Record<string, string>) => app.inject({ method: method.toUpperCase() as 'GET', url: urlOf(path), headers, payload: method === 'get' ? undefined : {} });
    assert.equal((await call({})).statusCode, 401, `${method} ${path} sin token`);
    assert.equal((await call(bearer(customer.jwt.token))).statusCode, 401, `${method} ${path} con token de cliente`);
    for (const role of STAFF_ROLES) {
      const answer = await call(bearer(staff[role].jwt.token));
      if (roles.includes(role)) {
        assert.notEqual(answer.statusCode, 403, `${method} ${path} como ${role}: ${answer.body}`);
        if (answer.statusCode < 300) assert.match(String(answer.headers['cache-control']), /no-store/, `${method} ${path}: no-store`);
      }
      else {
        assert.equal(answer.statusCode, 403, `${method} ${path} como ${role}`);
        assert.equal(answer.json().code, 'FORBIDDEN');
      }
      assert.notEqual(answer.statusCode, 401, `${method} ${path} como ${role}`);
    }
  }
  for (const { method, path } of customerOperations) {
    const answer = await app.inject({ method: method.toUpperCase() as 'GET', url: urlOf(path), headers: bearer(staff.admin.jwt.token), payload: method === 'get' ? undefined : {} });
    assert.equal(answer.statusCode, 401, `${method} ${path} de clientes con token del personal`);
  }

  const [denied] = await app.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where outcome = 'denied' and staff_id = $1`, [staff.editor.staff.id]);
  assert.ok(denied!.n > 0, 'the editor’s refusals are audited');
});

test('the API refuses to start with a back-office route that is not staff-only or names no role', async () => {
  const { buildApp } = await import('../../../app');
  const app = await buildApp({ dataDir: 'memory://', logger: false });
  try {
    assert.throws(() => app.get('/api/backoffice/olvidada', async () => 'x'), /back-office/);
    assert.throws(() => app.get('/api/backoffice/sin-roles', { schema: { security: [{ staffAuth: [] }] } }, async () => 'x'), /roles/);
  } finally {
    await app.close();
  }
});
