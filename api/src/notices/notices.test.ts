import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, addMonths } from '@fvc/shared/finance';
import { businessToday } from '../customer-data/business-date';
import { closeMonthlyStatements } from '../customer-data/close-statements';
import { buildTestApp, loginAs } from '../testing/build-test-app';
import { sendNotice } from './send-notice';

test('notices: opt-in preferences, a reminder once per due date, quiet hours, limits and the unsubscribe link', async (t) => {
  const { app } = await buildTestApp(t);
  const mariana = await loginAs(app, 'cliente@demo.mx');
  const as = { authorization: `Bearer ${mariana.jwt.token}` };
  const [contract] = (await app.inject({ url: '/api/customers/contracts', headers: as })).json().contracts.filter((item: { standing: string }) => item.standing !== 'settled');
  const dueDate: string = contract.nextPayment.dueDate;
  const notices = (kind = 'notice') =>
    app.db.query<{ subject: string; body_text: string; headers: Record<string, string>; next_attempt_at: Date; to_address: string }>(
      `select subject, body_text, headers, next_attempt_at, to_address from mail_outbox where kind = $1 order by created_at`,
      [kind],
    );

  await t.test('nothing is chosen at first but the rejected-debit notice; bad choices are refused', async () => {
    const initial = (await app.inject({ url: '/api/customers/notices', headers: as })).json();
    assert.deepEqual(initial, { channel: 'email', reminderDays: null, overdue: false, statement: false, debitRejected: true });
    const wrong = await app.inject({ method: 'PUT', url: '/api/customers/notices', headers: as, payload: { ...initial, reminderDays: 2 } });
    assert.equal(wrong.statusCode, 400);
    const sms = await app.inject({ method: 'PUT', url: '/api/customers/notices', headers: as, payload: { ...initial, channel: 'sms' } });
    assert.equal(sms.statusCode, 400);
    assert.equal((await app.inject({ url: '/api/customers/notices' })).statusCode, 401);
    // Nothing chosen, nothing sent.
    assert.equal((await app.notices.sendDue(addDays(dueDate, -1))).sent, 0);
  });

  await t.test('a reminder N days before the due date, once, with a one-click unsubscribe header', async () => {
    const saved = await app.inject({ method: 'PUT', url: '/api/customers/notices', headers: as, payload: { channel: 'email', reminderDays: 3, overdue: false, statement: false, debitRejected: true } });
    assert.equal(saved.json().reminderDays, 3);
    assert.equal((await app.notices.sendDue(addDays(dueDate, -4))).sent, 0);
    assert.equal((await app.notices.sendDue(addDays(dueDate, -3))).sent, 1);
    assert.equal((await app.notices.sendDue(addDays(dueDate, -2))).sent, 0);
    assert.equal((await app.notices.sendDue(addDays(dueDate, -1))).sent, 0);
    const [reminder] = await notices();
    assert.equal(reminder!.to_address, 'cliente@demo.mx');
    assert.match(reminder!.subject, /vence el/);
    assert.match(reminder!.body_text, new RegExp(contract.number));
    assert.match(reminder!.body_text, /CLABE de referencia/);
    assert.match(reminder!.headers['List-Unsubscribe']!, /^<http.*\/api\/notices\/unsubscribe\?c=.*&a=reminder&t=.*>$/);
    assert.equal(reminder!.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
  });

  await t.test('a notice that comes due in the quiet hours waits for 8:00 in Mexico City; one over the daily limit is not sent', async () => {
    const night = { ...app.notices.sender, now: () => new Date('2026-12-16T04:30:00Z') }; // 22:30 in Mexico City
    const content = { subject: 'Prueba', paragraphs: ['Hola'] };
    assert.equal(await sendNotice(night, { customerId: mariana.customer.id, kind: 'overdue', subjectKey: 'prueba-noche', content }), 'sent');
    const [waiting] = await app.db.query<{ next_attempt_at: Date }>(`select next_attempt_at from mail_outbox where subject = 'Prueba'`);
    // 22:30 to 8:00: it waits nine and a half hours.
    const wait = new Date(waiting!.next_attempt_at).getTime() - Date.now();
    assert.ok(Math.abs(wait - 9.5 * 3_600_000) < 60_000, `espera ${wait} ms`);
    const full = { ...app.notices.sender, allows: async () => false };
    assert.equal(await sendNotice(full, { customerId: mariana.customer.id, kind: 'overdue', subjectKey: 'prueba-limite', content }), 'over-limit');
    assert.equal(await sendNotice(app.notices.sender, { customerId: mariana.customer.id, kind: 'overdue', subjectKey: 'prueba-limite', content }), 'already-sent');
    const [{ count }] = (await app.db.query<{ count: number }>(`select count(*)::int as count from mail_outbox where subject = 'Prueba'`)) as [{ count: number }];
    assert.equal(count, 1);
  });

  await t.test('the unsubscribe link works without signing in, only with its signature, and stops that kind', async () => {
    const [reminder] = await notices();
    const link = new URL(/<([^>]+)>/.exec(reminder!.headers['List-Unsubscribe']!)![1]!);
    const path = `${link.pathname}${link.search}`;
    const forged = path.replace(/t=[^&]+/, `t=${'A'.repeat(43)}`);
    const forgedAnswer = await app.inject({ method: 'POST', url: forged, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(forgedAnswer.statusCode, 404, forgedAnswer.body);
    const otherKind = path.replace('a=reminder', 'a=overdue');
    assert.equal((await app.inject({ method: 'POST', url: otherKind, payload: {} })).statusCode, 404);
    const stopped = await app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(stopped.statusCode, 200);
    assert.deepEqual(stopped.json(), { kind: 'reminder', stopped: true });
    const preferences = (await app.inject({ url: '/api/customers/notices', headers: as })).json();
    assert.equal(preferences.reminderDays, null);
    assert.equal(preferences.debitRejected, true);
    // The next due date comes and goes with no reminder.
    const next = addMonths(dueDate, 1);
    assert.equal((await app.notices.sendDue(addDays(next, -3))).sent, 0);
    // The page's address names the same customer, kind and signature.
    assert.match(reminder!.body_text, /\/avisos\/cancelar\?c=[0-9a-f-]{36}&a=reminder&t=[A-Za-z0-9_-]{43}/);
  });

  await t.test('overdue and statement notices, each once', async () => {
    const jorge = await loginAs(app, 'flotilla@demo.mx');
    const his = { authorization: `Bearer ${jorge.jwt.token}` };
    await app.inject({ method: 'PUT', url: '/api/customers/notices', headers: his, payload: { channel: 'email', reminderDays: null, overdue: true, statement: true, debitRejected: true } });
    const today = businessToday();
    const firstOfMonth = `${today.slice(0, 8)}01`;
    const sentOverdue = await app.notices.sendDue(today);
    assert.equal(sentOverdue.sent, Number(today.slice(8, 10)) <= 5 ? 2 : 1);
    assert.equal((await app.notices.sendDue(today)).sent, 0);
    const overdue = (await notices()).find((mail) => mail.to_address === 'flotilla@demo.mx' && /vencido/.test(mail.subject));
    assert.match(overdue!.body_text, /vencidos desde el/);
    // The first days of a month: last month's statement, closed by its job, is announced once.
    await closeMonthlyStatements(app.db, addDays(firstOfMonth, 1));
    const statementReport = await app.notices.sendDue(addDays(firstOfMonth, 1));
    const statement = (await notices()).find((mail) => mail.to_address === 'flotilla@demo.mx' && /estado de cuenta/.test(mail.subject));
    assert.ok(statement, 'se avisó el estado de cuenta');
    assert.match(statement!.body_text, /\/my-account\/bills/);
    assert.ok(statementReport.sent <= 1);
    assert.equal((await app.notices.sendDue(addDays(firstOfMonth, 2))).sent, 0);
  });
});
