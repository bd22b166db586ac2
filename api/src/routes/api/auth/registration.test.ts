import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, countRows, lastMailTo, loginAs } from '../../../testing/build-test-app';

// Transportes del Bajío: a demo customer with a contract and no online account yet.
const NEW_CUSTOMER = { contractNumber: 'FVC-2023-000456', rfc: 'TBA050315QH2' };
const register = (payload: Record<string, unknown>, remoteAddress = '10.1.0.1') => ({
  method: 'POST' as const,
  url: '/api/auth/register',
  payload,
  remoteAddress,
});
const tokenOf = (body: string) => /#token=([A-Za-z0-9_-]+)/.exec(body)?.[1];

test('registration', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('a wrong contract/RFC pair gets exactly the answer a match gets, and nothing is created', async () => {
    const accountsBefore = await countRows(app, 'customer_accounts');
    const mismatch = await app.inject(register({ ...NEW_CUSTOMER, rfc: 'LOMM850101AB1', password: 'una frase larga' }));
    const match = await app.inject(register({ ...NEW_CUSTOMER, password: 'una frase larga' }));
    assert.equal(mismatch.statusCode, 202);
    assert.equal(match.statusCode, 202);
    assert.equal(mismatch.json().message, match.json().message);
    assert.equal(await countRows(app, 'customer_accounts'), accountsBefore + 1);
    // The link goes to the e-mail the company holds for Transportes del Bajío, not to one typed.
    assert.ok(await lastMailTo(app, 'bajio@demo.mx', 'confirm-email'));
  });

  await t.test('the contract number and RFC alone claim nothing: an address sent along is ignored, and a customer without an e-mail on file gets no link', async () => {
    // Both are printed on every invoice (issue #66): before, they let anyone open the account with their own address.
    const typed = await app.inject(register({ ...NEW_CUSTOMER, email: 'atacante@example.com', password: 'una frase larga' }, '10.1.0.2'));
    assert.equal(typed.statusCode, 202);
    assert.equal(await lastMailTo(app, 'atacante@example.com', 'confirm-email'), undefined);

    await app.db.query("update customers set contact_email = null where rfc = 'TBA050315QH2'");
    const mailsBefore = await countRows(app, 'mail_outbox');
    const none = await app.inject(register({ ...NEW_CUSTOMER, password: 'una frase larga' }, '10.1.0.3'));
    assert.equal(none.statusCode, 202);
    assert.equal(await countRows(app, 'mail_outbox'), mailsBefore);
    await app.db.query("update customers set contact_email = 'bajio@demo.mx' where rfc = 'TBA050315QH2'");
  });

  await t.test('the answer takes the same time whether or not the data match', async () => {
    const time = async (payload: Record<string, unknown>) => {
      const started = performance.now();
      await app.inject(register(payload, '10.1.9.9'));
      return performance.now() - started;
    };
    const matching = await time({ ...NEW_CUSTOMER, password: 'otra frase larga' });
    const unknownContract = await time({ contractNumber: 'FVC-2000-999999', rfc: NEW_CUSTOMER.rfc, password: 'otra frase larga' });
    assert.ok(Math.abs(matching - unknownContract) < 100, `coincide ${matching.toFixed(0)} ms, no coincide ${unknownContract.toFixed(0)} ms`);
  });

  await t.test('the account works only after the e-mailed link, which works once', async () => {
    const attempt = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'bajio@demo.mx', password: 'otra frase larga' }, remoteAddress: '10.1.1.1' });
    assert.equal(attempt.statusCode, 403);
    const mail = await lastMailTo(app, 'bajio@demo.mx', 'confirm-email');
    const token = tokenOf(mail!.body_text);
    assert.ok(token, mail!.body_text);
    assert.match(mail!.body_text, /http:\/\/localhost:3000\/welcome#token=/);

    const confirm = await app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token } });
    assert.equal(confirm.statusCode, 200);
    assert.equal(confirm.json().email, 'bajio@demo.mx');
    // The contact on file is told that an online account now exists.
    const notice = await lastMailTo(app, 'bajio@demo.mx', 'account-created');
    assert.match(notice!.subject, /Se activó tu cuenta en línea/);
    const again = await app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token } });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'LINK_INVALID');

    const session = await loginAs(app, 'bajio@demo.mx', 'otra frase larga');
    assert.equal(session.customer.name, 'Transportes del Bajío, S.A. de C.V.');
  });

  await t.test('the link is kept only as a hash and expires after 24 hours', async () => {
    const [row] = await app.db.query<{ token_hash: string; hours: number }>(
      "select token_hash, extract(epoch from expires_at - created_at) / 3600 as hours from account_tokens where purpose = 'confirm_email' order by created_at desc limit 1",
    );
    const mail = await lastMailTo(app, 'bajio@demo.mx', 'confirm-email');
    assert.notEqual(row!.token_hash, tokenOf(mail!.body_text));
    assert.equal(Math.round(Number(row!.hours)), 24);
  });

  await t.test('registering an already registered contract changes nothing and tells the owner, not the visitor', async () => {
    const response = await app.inject(register({ contractNumber: 'FVC-2024-000123', rfc: 'LOMM850101AB1', password: 'una frase larga' }, '10.1.2.1'));
    assert.equal(response.statusCode, 202);
    assert.equal(await lastMailTo(app, 'otro@demo.mx', 'confirm-email'), undefined);
    assert.ok(await lastMailTo(app, 'cliente@demo.mx', 'already-registered'));
    await loginAs(app, 'cliente@demo.mx'); // the owner's password still works
  });

  await t.test('bad data get per-field Spanish messages', async () => {
    const response = await app.inject(register({ contractNumber: '123', rfc: 'LOMM851301AB1', password: 'password' }, '10.1.3.1'));
    assert.equal(response.statusCode, 400);
    const { fields } = response.json();
    assert.match(fields.contractNumber, /FVC-2024-000123/);
    assert.match(fields.rfc, /RFC válido/);
    assert.match(fields.password, /muy común/);

    const short = await app.inject(register({ ...NEW_CUSTOMER, password: 'corta' }, '10.1.3.1'));
    assert.equal(short.statusCode, 400);
    assert.match(short.json().fields.password, /8 caracteres/);
    const long = await app.inject(register({ ...NEW_CUSTOMER, password: 'x'.repeat(129) }, '10.1.3.1'));
    assert.equal(long.statusCode, 400);
  });

  await t.test('an RFC with a February 29 of a non-leap year is refused', async () => {
    const response = await app.inject(register({ ...NEW_CUSTOMER, rfc: 'TBA010229QH2', password: 'una frase larga' }, '10.1.4.1'));
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().fields.rfc);
  });

  await t.test('registration is limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await app.inject(register({ contractNumber: `FVC-2000-00000${i % 10}`, rfc: 'TBA050315QH2', password: 'una frase larga' }, '10.1.5.1'))).statusCode);
    }
    assert.equal(statuses.at(-1), 429);
    assert.equal(statuses.filter((status) => status === 202).length, 10);
  });
});
