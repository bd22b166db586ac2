import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import type { BillDeliveryList, BillDeliveryPage, StaffBillDelivery } from '@fvc/shared/contracts';
import { deliverPending } from '../../../mail/deliver-pending';
import { createMailSender } from '../../../mail/transport';
import { buildTestApp, DEMO_STAFF, loginAs, staffLoginAs } from '../../../testing/build-test-app';

/** A dealer's mail server that refuses every message, as a full mailbox does. */
async function refusingMailServer(t: { after: (fn: () => unknown) => void }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback(Object.assign(new Error('Buzón lleno'), { responseCode: 552 })));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const sender = createMailSender({ smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, mailDir: '' });
  t.after(() => sender.close());
  return sender;
}

test('an agent follows the bills customers sent to dealers, and sends a failed one again', async (t) => {
  const { app, mailDir } = await buildTestApp(t);
  const mariana = await loginAs(app, 'cliente@demo.mx');
  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const asMariana = { authorization: `Bearer ${mariana.jwt.token}` };
  const asAgent = { authorization: `Bearer ${agent.jwt.token}` };
  // The sign-in codes leave the outbox first: the refusing server below sees only the bill.
  await app.mail.deliverPending();

  const [dealerState] = await app.db.query<{ state_id: number }>('select ci.state_id from distributors d join cities ci on ci.id = d.city_id where d.active limit 1');
  const dealers = (await app.inject({ method: 'POST', url: '/api/customers/bills/distributors', headers: asMariana, payload: { stateId: dealerState!.state_id } })).json<{
    distributors: Array<{ id: string; name: string }>;
  }>().distributors;
  const invoices = (await app.inject({ url: '/api/customers/invoices', headers: asMariana })).json<{ invoices: Array<{ id: string; serie: string; folio: string; contractNumber: string }> }>().invoices;
  const sendBill = async (invoiceId: string, distributorId: string) => {
    const sent = await app.inject({ method: 'POST', url: '/api/customers/send-bill', headers: asMariana, payload: { invoiceId, distributorId } });
    assert.equal(sent.statusCode, 201, sent.body);
    return sent.json<{ id: string; folio: string }>();
  };
  const myDeliveries = async () => (await app.inject({ method: 'POST', url: '/api/customers/bills/delivery', headers: asMariana })).json<BillDeliveryList>().deliveries;
  const list = async (query = '') => {
    const response = await app.inject({ url: `/api/backoffice/bill-deliveries${query}`, headers: asAgent });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<BillDeliveryPage>();
  };
  const folios = (page: BillDeliveryPage) => page.items.map((item) => item.folio);

  // The first bill's mail is refused until the outbox gives up; the second one is still queued.
  const refused = await sendBill(invoices[0]!.id, dealers[0]!.id);
  assert.deepEqual(await deliverPending(app.db, await refusingMailServer(t), { from: 'pruebas@financieravial.example', maxAttempts: 1 }), { sent: 0, retried: 0, failed: 1 });
  const queued = await sendBill(invoices[1]!.id, dealers[0]!.id);
  // Sent three days ago, as far as the minimum age is concerned.
  await app.db.query(`update bill_deliveries set created_at = now() - interval '3 days' where id = $1`, [refused.id]);

  await t.test('listed newest first with the customer, the invoice, the dealer and the mail’s state and last error', async () => {
    const page = await list();
    assert.deepEqual(folios(page), [queued.folio, refused.folio]);
    assert.equal(page.total, 2);
    const failed = page.items[1]!;
    assert.deepEqual(
      { ...failed, id: undefined, createdAt: undefined, mailLastError: undefined },
      {
        id: undefined,
        folio: refused.folio,
        customer: { id: mariana.customer.id, name: mariana.customer.name },
        contractNumber: invoices[0]!.contractNumber,
        invoice: `${invoices[0]!.serie}${invoices[0]!.folio}`,
        fiscalUuid: failed.fiscalUuid,
        distributor: { id: dealers[0]!.id, name: dealers[0]!.name },
        createdAt: undefined,
        mailStatus: 'failed',
        mailAttempts: 1,
        mailLastError: undefined,
        mailSentAt: null,
      } satisfies Record<keyof StaffBillDelivery, unknown>,
    );
    assert.match(failed.mailLastError ?? '', /552|Buzón lleno/);
    assert.equal(page.items[0]!.mailStatus, 'pending');
  });

  await t.test('filtered by the mail’s state, the minimum age and the customer (name, e-mail, contract or folio)', async () => {
    assert.deepEqual(folios(await list('?status=failed')), [refused.folio]);
    assert.deepEqual(folios(await list('?status=pending')), [queued.folio]);
    assert.deepEqual(folios(await list('?status=sent')), []);
    assert.deepEqual(folios(await list('?minAgeDays=2')), [refused.folio]);
    assert.deepEqual(folios(await list('?minAgeDays=4')), []);
    assert.deepEqual(folios(await list(`?customer=${encodeURIComponent(mariana.customer.name.split(' ')[0]!.toUpperCase())}`)), [queued.folio, refused.folio]);
    assert.deepEqual(folios(await list('?customer=cliente%40demo')), [queued.folio, refused.folio]);
    assert.deepEqual(folios(await list(`?customer=${refused.folio.toLowerCase()}`)), [refused.folio]);
    assert.ok(folios(await list(`?customer=${invoices[0]!.contractNumber}`)).includes(refused.folio));
    assert.deepEqual(folios(await list('?customer=jorge')), []);
    assert.deepEqual(folios(await list('?customer=%25')), [], 'a % is a character, not a wildcard');
    assert.equal((await app.inject({ url: '/api/backoffice/bill-deliveries?status=perdido', headers: asAgent })).statusCode, 400);
  });

  await t.test('an editor may neither read nor resend them, and the refusal is audited', async () => {
    const asEditor = { authorization: `Bearer ${editor.jwt.token}` };
    assert.equal((await app.inject({ url: '/api/backoffice/bill-deliveries', headers: asEditor })).statusCode, 403);
    const resend = await app.inject({ method: 'POST', url: `/api/backoffice/bill-deliveries/${refused.id}/resend`, headers: asEditor });
    assert.equal(resend.statusCode, 403);
    const denied = await app.db.query<{ action: string }>(`select action from staff_audit where staff_id = $1 and outcome = 'denied' order by at`, [editor.staff.id]);
    assert.deepEqual(denied.map((row) => row.action), ['bill-delivery.list', 'bill-delivery.resend']);
    assert.equal((await myDeliveries()).find((delivery) => delivery.folio === refused.folio)?.status, 'failed');
  });

  await t.test('a queued one is not queued twice', async () => {
    const again = await app.inject({ method: 'POST', url: `/api/backoffice/bill-deliveries/${queued.id}/resend`, headers: asAgent });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'ALREADY_QUEUED');
    const missing = await app.inject({ method: 'POST', url: '/api/backoffice/bill-deliveries/00000000-0000-4000-8000-000000000000/resend', headers: asAgent });
    assert.equal(missing.statusCode, 404);
  });

  await t.test('a failed one goes out again, the same message: the customer follows it, and the audit says who and from what', async () => {
    const resent = await app.inject({ method: 'POST', url: `/api/backoffice/bill-deliveries/${refused.id}/resend`, headers: asAgent });
    assert.equal(resent.statusCode, 200, resent.body);
    const delivery = resent.json<StaffBillDelivery>();
    assert.deepEqual([delivery.mailStatus, delivery.mailAttempts, delivery.mailLastError], ['pending', 0, null]);
    assert.equal((await myDeliveries()).find((item) => item.folio === refused.folio)?.status, 'pending');

    const [audit] = await app.db.query<{ staff_id: string; target: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      `select staff_id, target, before, after from staff_audit where action = 'bill-delivery.resend' and outcome = 'ok'`,
    );
    assert.equal(audit?.staff_id, agent.staff.id);
    assert.equal(audit?.target, `bill-delivery:${refused.id}`);
    assert.deepEqual([audit?.before.mailStatus, audit?.before.mailAttempts], ['failed', 1]);
    assert.match(String(audit?.before.mailLastError), /552|Buzón lleno/);
    assert.deepEqual(audit?.after, { mailStatus: 'pending' });

    assert.equal((await app.mail.deliverPending()).sent, 2);
    assert.deepEqual(
      (await myDeliveries()).map((item) => [item.folio, item.status]),
      [
        [queued.folio, 'sent'],
        [refused.folio, 'sent'],
      ],
    );
    // The stored message itself (its id is its Message-ID), to the dealer, with the CFDI's two files.
    const [mail] = await app.db.query<{ id: string; to_address: string }>('select m.id, m.to_address from bill_deliveries b join mail_outbox m on m.id = b.mail_id where b.id = $1', [refused.id]);
    const eml = await readFile(join(mailDir, `${mail!.id}.eml`), 'utf8');
    assert.match(eml, new RegExp(`^Message-ID: <${mail!.id}@fvc-api>$`, 'im'));
    assert.match(eml, new RegExp(`^To: ${mail!.to_address.replace(/[.+]/g, '\\$&')}$`, 'm'));
    assert.match(eml, /filename=.*\.xml/);
    assert.match(eml, /filename=.*\.pdf/);

    const twice = await app.inject({ method: 'POST', url: `/api/backoffice/bill-deliveries/${refused.id}/resend`, headers: asAgent });
    assert.equal(twice.statusCode, 409, 'a mail that went out is not sent twice');
    assert.equal(twice.json().code, 'ALREADY_SENT');
    assert.equal((await list('?status=sent')).total, 2);
  });
});
