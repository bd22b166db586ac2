import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, cookieHeaderOf, loginAs, type TestSession } from '../../../testing/build-test-app';

const SITE = 'http://localhost:3000';

/** A call the browser would make with its cookies, the site's Origin and the XSRF header. */
const withCookies = (url: string, session: Pick<TestSession, 'cookieHeader' | 'xsrf'>, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  headers: { cookie: session.cookieHeader, origin: SITE, 'x-xsrf-token': session.xsrf, ...headers },
});
const me = (token: string) => ({ url: '/api/customers/me', headers: { authorization: `Bearer ${token}` } });

function rotated(response: { cookies: Array<{ name: string; value: string }> }) {
  const cookies = response.cookies;
  return { cookieHeader: cookieHeaderOf(cookies), xsrf: cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

test('the session: refresh, reuse detection, logout', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('refresh rotates the refresh token and gives a new access token', async () => {
    const session = await loginAs(app, 'cliente@demo.mx');
    const response = await app.inject(withCookies('/api/auth/refresh', session));
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.customer.email, 'cliente@demo.mx');
    assert.notEqual(body.jwt.token, session.jwt.token);
    assert.equal((await app.inject(me(body.jwt.token))).statusCode, 200);
    const next = rotated(response);
    assert.notEqual(next.cookieHeader, session.cookieHeader);
    // The new refresh token works in turn.
    assert.equal((await app.inject(withCookies('/api/auth/refresh', { ...session, ...next }))).statusCode, 200);
  });

  await t.test('a refresh token presented again just after its use (the answer never reached the browser) is exchanged again', async () => {
    const session = await loginAs(app, 'cliente@demo.mx');
    const lost = await app.inject(withCookies('/api/auth/refresh', session));
    assert.equal(lost.statusCode, 200);
    // The page was left before the answer, and its cookie, arrived: the next page sends the same one.
    const again = await app.inject(withCookies('/api/auth/refresh', session));
    assert.equal(again.statusCode, 200);
    assert.equal((await app.inject(me(again.json().jwt.token))).statusCode, 200);
    assert.equal((await app.inject(withCookies('/api/auth/refresh', { ...session, ...rotated(again) }))).statusCode, 200);
    const [event] = await app.db.query<{ event: string }>("select event from auth_events where event = 'refresh_reuse_detected'");
    assert.equal(event, undefined);
  });

  await t.test('a grace retry re-issues within the same chain: the first successor is dead, and presenting it is reuse', async () => {
    const session = await loginAs(app, 'empresa@demo.mx');
    // Two answers for one token: the first (lost, or taken by someone else) and the retry's.
    const first = await app.inject(withCookies('/api/auth/refresh', session));
    const retry = await app.inject(withCookies('/api/auth/refresh', session));
    assert.equal(retry.statusCode, 200);
    // One live chain: the first answer's token no longer refreshes; it ends the session as reuse.
    const fork = await app.inject(withCookies('/api/auth/refresh', rotated(first)));
    assert.equal(fork.statusCode, 401);
    assert.equal(fork.json().code, 'SESSION_ENDED');
    assert.equal((await app.inject(withCookies('/api/auth/refresh', rotated(retry)))).statusCode, 401);
    const [event] = await app.db.query<{ event: string }>("select event from auth_events where event = 'refresh_reuse_detected'");
    assert.ok(event);
    await app.db.query("delete from auth_events where event = 'refresh_reuse_detected'");
  });

  await t.test('presenting a used refresh token revokes the whole family', async () => {
    const session = await loginAs(app, 'cliente@demo.mx');
    const first = await app.inject(withCookies('/api/auth/refresh', session));
    // Past the margin for a lost answer (REFRESH_REUSE_GRACE_SECONDS), reuse means two holders.
    await app.db.query(`update refresh_tokens set used_at = now() - interval '31 seconds' where used_at is not null`);
    const stolen = session; // the attacker replays the original cookie
    const replay = await app.inject(withCookies('/api/auth/refresh', stolen));
    assert.equal(replay.statusCode, 401);
    assert.equal(replay.json().code, 'SESSION_ENDED');
    // The legitimate holder of the rotated token is out too, and so are its access tokens.
    assert.equal((await app.inject(withCookies('/api/auth/refresh', rotated(first)))).statusCode, 401);
    assert.equal((await app.inject(me(first.json().jwt.token))).statusCode, 401);
    assert.equal((await app.inject(me(session.jwt.token))).statusCode, 401);
    const [event] = await app.db.query<{ event: string }>("select event from auth_events where event = 'refresh_reuse_detected'");
    assert.ok(event);
  });

  await t.test('logout makes the old access and refresh tokens useless at once', async () => {
    const session = await loginAs(app, 'flotilla@demo.mx');
    assert.equal((await app.inject(me(session.jwt.token))).statusCode, 200);
    const response = await app.inject(withCookies('/api/auth/logout', session));
    assert.equal(response.statusCode, 204);
    assert.ok(response.cookies.some((cookie) => cookie.name === 'fvc_refresh' && cookie.value === ''), 'borra la cookie');
    assert.equal((await app.inject(me(session.jwt.token))).statusCode, 401);
    assert.equal((await app.inject(withCookies('/api/auth/refresh', session))).statusCode, 401);
  });

  await t.test('a new sign-in does not end the other sessions; "all devices" does', async () => {
    const phone = await loginAs(app, 'cliente@demo.mx');
    const laptop = await loginAs(app, 'cliente@demo.mx');
    assert.equal((await app.inject(me(phone.jwt.token))).statusCode, 200);
    const list = await app.inject({ url: '/api/auth/sessions', headers: { authorization: `Bearer ${laptop.jwt.token}` } });
    assert.equal(list.statusCode, 200);
    const sessions = list.json().sessions as Array<{ current: boolean; device: string }>;
    assert.ok(sessions.length >= 2);
    assert.equal(sessions.filter((s) => s.current).length, 1);

    const all = await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { authorization: `Bearer ${laptop.jwt.token}` } });
    assert.equal(all.statusCode, 204);
    for (const session of [phone, laptop]) {
      assert.equal((await app.inject(me(session.jwt.token))).statusCode, 401);
      assert.equal((await app.inject(withCookies('/api/auth/refresh', session))).statusCode, 401);
    }
  });

  await t.test('refresh and logout need the site Origin and the XSRF header (CSRF)', async () => {
    const session = await loginAs(app, 'flotilla@demo.mx');
    const cases: Array<Record<string, string>> = [
      { origin: 'https://atacante.example' },
      { 'x-xsrf-token': 'inventado' },
      { 'x-xsrf-token': '' },
    ];
    for (const headers of cases) {
      for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
        const response = await app.inject(withCookies(url, session, headers));
        assert.equal(response.statusCode, 403, `${url} ${JSON.stringify(headers)}`);
        assert.equal(response.json().code, 'CSRF_REJECTED');
      }
    }
    const noOrigin = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: session.cookieHeader, 'x-xsrf-token': session.xsrf } });
    assert.equal(noOrigin.statusCode, 403);
    // Nothing was used up: the real page still refreshes.
    assert.equal((await app.inject(withCookies('/api/auth/refresh', session))).statusCode, 200);
  });

  await t.test('without a cookie, refresh says the session ended', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { origin: SITE } });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'SESSION_ENDED');
  });

  await t.test('an idle refresh token (30 minutes) no longer works', async () => {
    const session = await loginAs(app, 'cliente@demo.mx');
    await app.db.query(`update refresh_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    assert.equal((await app.inject(withCookies('/api/auth/refresh', session))).statusCode, 401);
  });
});

test('HTTPS sites get __Host- cookies with Secure', async (t) => {
  const { app } = await buildTestApp(t, { siteUrl: 'https://www.financieravial.example', corsOrigins: ['https://www.financieravial.example'] });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cliente@demo.mx', password: 'Demo.2026!' } });
  const [mail] = await app.db.query<{ body_text: string }>("select body_text from mail_outbox where kind = 'sign-in-code' order by created_at desc limit 1");
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/login/code',
    payload: { challengeId: login.json().challengeId, code: /\b(\d{6})\b/.exec(mail!.body_text)![1] },
  });
  const refresh = verify.cookies.find((cookie) => cookie.name === '__Host-fvc_refresh');
  assert.ok(refresh, verify.cookies.map((cookie) => cookie.name).join(','));
  assert.equal(refresh.secure, true);
  assert.equal(refresh.path, '/');
  assert.equal(refresh.domain, undefined);
});
