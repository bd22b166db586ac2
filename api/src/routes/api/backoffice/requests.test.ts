import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InboxPage, MyRequest, StaffRequestDetail } from '@fvc/shared/contracts';
import { buildTestApp, DEMO_STAFF, lastMailTo, loginAs, staffLoginAs } from '../../../testing/build-test-app';

test('an agent answers a customer’s support message and both sides see the status', async (t) => {
  const { app } = await buildTestApp(t);
  const customer = await loginAs(app, 'cliente@demo.mx');
  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const asCustomer = { authorization: `Bearer ${customer.jwt.token}` };
  const asAgent = { authorization: `Bearer ${agent.jwt.token}` };

  const sent = await app.inject({
    method: 'POST',
    url: '/api/customers/contact',
    headers: asCustomer,
    payload: { subject: 'Duda con mi estado de cuenta', message: '¿Por qué cambió el monto de mi mensualidad?' },
  });
  assert.equal(sent.statusCode, 201);
  const { id, folio } = sent.json<{ id: string; folio: string }>();

  await t.test('the customer’s list shows it received, with no answer yet', async () => {
    const mine = (await app.inject({ url: '/api/customers/requests', headers: asCustomer })).json<MyRequest[]>();
    const request = mine.find((item) => item.id === id)!;
    assert.equal(request.status, 'received');
    assert.equal(request.subject, 'Duda con mi estado de cuenta');
    assert.deepEqual(request.replies, []);
  });

  await t.test('it is in the support inbox, found by status and by the customer’s name, not by another', async () => {
    const inbox = (query: string) => app.inject({ url: `/api/backoffice/requests?kind=support${query}`, headers: asAgent }).then((r) => r.json<InboxPage>());
    assert.ok((await inbox('&status=received')).items.some((item) => item.folio === folio));
    assert.ok((await inbox('&customer=mariana')).items.some((item) => item.folio === folio));
    assert.ok(!(await inbox('&customer=jorge')).items.some((item) => item.folio === folio));
    assert.ok(!(await inbox('&status=closed')).items.some((item) => item.folio === folio));
    assert.ok(!(await inbox('&minAgeDays=2')).items.some((item) => item.folio === folio), 'sent today: not older than 2 days');
    const payoffs = await app.inject({ url: '/api/backoffice/requests?kind=payoff', headers: asAgent });
    assert.ok(!payoffs.json<InboxPage>().items.some((item) => item.folio === folio));
  });

  await t.test('the detail carries the customer’s context', async () => {
    const detail = (await app.inject({ url: `/api/backoffice/requests/${id}`, headers: asAgent })).json<StaffRequestDetail>();
    assert.equal(detail.message, '¿Por qué cambió el monto de mi mensualidad?');
    assert.equal(detail.customer.name, customer.customer.name);
    assert.equal(detail.customerContext.email, 'cliente@demo.mx');
    assert.ok(detail.customerContext.contracts.length >= 1);
    assert.ok(detail.customerContext.contracts.every((contract) => /^FVC-/.test(contract.number)));
  });

  await t.test('assigned, noted and answered: the customer reads the reply, never the note', async () => {
    const assigned = await app.inject({ method: 'POST', url: `/api/backoffice/requests/${id}/assignment`, headers: asAgent, payload: { staffId: agent.staff.id } });
    assert.equal(assigned.json<StaffRequestDetail>().assignee?.name, 'Andrea Soto');
    await app.inject({ method: 'POST', url: `/api/backoffice/requests/${id}/notes`, headers: asAgent, payload: { body: 'Revisar el cargo de seguro.' } });
    const replied = await app.inject({
      method: 'POST',
      url: `/api/backoffice/requests/${id}/replies`,
      headers: asAgent,
      payload: { body: 'La mensualidad incluye la renovación del seguro de este año.', status: 'closed' },
    });
    assert.equal(replied.statusCode, 200);
    const detail = replied.json<StaffRequestDetail>();
    assert.equal(detail.status, 'closed');
    assert.deepEqual(detail.entries.map((entry) => entry.kind), ['note', 'reply', 'status']);
    assert.equal(detail.entries[2]!.body, 'Recibida → Cerrada');

    const mine = (await app.inject({ url: '/api/customers/requests', headers: asCustomer })).json<MyRequest[]>();
    const request = mine.find((item) => item.id === id)!;
    assert.equal(request.status, 'closed');
    assert.deepEqual(request.replies.map((reply) => reply.body), ['La mensualidad incluye la renovación del seguro de este año.']);
    assert.ok(!JSON.stringify(mine).includes('Revisar el cargo de seguro'), 'internal notes never reach the customer');

    const mail = await lastMailTo(app, 'cliente@demo.mx', 'request-reply');
    assert.equal(mail?.subject, `Respuesta a tu solicitud ${folio}`);
    assert.match(mail!.body_text, /renovación del seguro/);
    assert.match(mail!.body_text, /\/my-account\/requests/);
    assert.doesNotMatch(mail!.body_text, /Revisar el cargo/);
  });

  await t.test('every change is audited with its before and after', async () => {
    const rows = await app.db.query<{ action: string; before: { status: string }; after: { status: string } }>(
      `select action, before, after from staff_audit where target = $1 and action <> 'request.read' order by seq`,
      [`request:${id}`],
    );
    const [reads] = await app.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where target = $1 and action = 'request.read'`, [`request:${id}`]);
    assert.ok(reads!.n >= 1, 'opening a customer’s request is recorded');
    assert.deepEqual(rows.map((row) => row.action), ['request.assign', 'request.note', 'request.reply']);
    assert.deepEqual([rows[2]!.before.status, rows[2]!.after.status], ['received', 'closed']);
  });

  await t.test('reopened by a status change, which the customer sees', async () => {
    const reopened = await app.inject({ method: 'POST', url: `/api/backoffice/requests/${id}/status`, headers: asAgent, payload: { status: 'in_progress' } });
    assert.equal(reopened.json<StaffRequestDetail>().status, 'in_progress');
    const mine = (await app.inject({ url: '/api/customers/requests', headers: asCustomer })).json<MyRequest[]>();
    assert.equal(mine.find((item) => item.id === id)!.status, 'in_progress');
  });

  await t.test('bad input gets a Spanish 400 and changes nothing', async () => {
    const before = (await app.inject({ url: `/api/backoffice/requests/${id}`, headers: asAgent })).json<StaffRequestDetail>();
    const cases = [
      { url: `/api/backoffice/requests/${id}/replies`, payload: { body: '   ', status: 'closed' } },
      { url: `/api/backoffice/requests/${id}/replies`, payload: { body: 'Hola', status: 'received' } },
      { url: `/api/backoffice/requests/${id}/notes`, payload: { body: 'x'.repeat(3001) } },
      { url: `/api/backoffice/requests/${id}/status`, payload: { status: 'archivada' } },
      { url: `/api/backoffice/requests/${id}/assignment`, payload: { staffId: (await staffLoginAs(app, DEMO_STAFF.editor)).staff.id } },
    ];
    for (const { url, payload } of cases) {
      const answer = await app.inject({ method: 'POST', url, headers: asAgent, payload });
      assert.equal(answer.statusCode, 400, `${url} ${JSON.stringify(payload).slice(0, 60)}`);
      assert.match(answer.json().message, /[a-záéíóú]/i);
    }
    const after = (await app.inject({ url: `/api/backoffice/requests/${id}`, headers: asAgent })).json<StaffRequestDetail>();
    assert.deepEqual(after, before);
    assert.equal((await app.inject({ url: '/api/backoffice/requests/no-es-uuid', headers: asAgent })).statusCode, 400);
    assert.equal((await app.inject({ url: '/api/backoffice/requests?kind=quejas', headers: asAgent })).statusCode, 400);
    assert.equal((await app.inject({ url: '/api/backoffice/requests/00000000-0000-4000-8000-000000000000', headers: asAgent })).statusCode, 404);
  });

  await t.test('another customer’s list does not show it', async () => {
    const jorge = await loginAs(app, 'flotilla@demo.mx');
    const theirs = (await app.inject({ url: '/api/customers/requests', headers: { authorization: `Bearer ${jorge.jwt.token}` } })).json<MyRequest[]>();
    assert.ok(!theirs.some((item) => item.id === id));
  });
});
