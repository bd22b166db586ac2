import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InvoiceInboxPage, LeadPage, StaffInvoiceRequest, StaffLead } from '@fvc/shared/contracts';
import { businessToday } from '../../../customer-data/business-date';
import { buildTestApp, DEMO_STAFF, lastMailTo, loginAs, staffLoginAs } from '../../../testing/build-test-app';
import { MINIMAL_PDF, multipartBody } from '../../../testing/multipart';

test('an agent works the invoice requests: the files, the status and the note the customer reads', async (t) => {
  const { app } = await buildTestApp(t);
  const mariana = await loginAs(app, 'cliente@demo.mx');
  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const asMariana = { authorization: `Bearer ${mariana.jwt.token}` };
  const asAgent = { authorization: `Bearer ${agent.jwt.token}` };

  const [invoice] = (await app.inject({ url: '/api/customers/invoices', headers: asMariana })).json<{ invoices: Array<{ id: string }> }>().invoices;
  const xml = (await app.inject({ url: `/api/customers/invoices/${invoice!.id}/xml`, headers: asMariana })).body;
  const [credit] = (await app.inject({ url: '/api/customers/contracts', headers: asMariana })).json<{ contracts: Array<{ id: string; plan: string; standing: string }> }>().contracts.filter((c) => c.plan === 'credit' && c.standing !== 'settled');
  const upload = multipartBody(
    { date: businessToday(), name: 'Mariana López', contract_id: credit!.id, rfc: 'lomm850101ab1', tax_regime: '612', cfdi_use: 'I03', street: 'Av. 5 de Mayo 10', neighborhood: 'Centro', city: 'Querétaro', zipcode: '76000', state: '22' },
    [
      { field: 'docs', filename: 'compra.pdf', contentType: 'application/pdf', content: MINIMAL_PDF },
      { field: 'sat', filename: 'cfdi.xml', contentType: 'application/xml', content: xml },
    ],
  );
  const sent = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: { ...asMariana, ...upload.headers }, payload: upload.payload });
  assert.equal(sent.statusCode, 201, sent.body);
  const { id, folio } = sent.json<{ id: string; folio: string }>();

  await t.test('listed, filtered by status and customer, with its two files', async () => {
    const inbox = (query = '') => app.inject({ url: `/api/backoffice/invoice-requests${query}`, headers: asAgent }).then((r) => r.json<InvoiceInboxPage>());
    const item = (await inbox('?status=received')).items.find((entry) => entry.folio === folio)!;
    assert.equal(item.rfc, 'LOMM850101AB1');
    assert.equal(item.customer.name, mariana.customer.name);
    assert.ok(!(await inbox('?status=issued')).items.some((entry) => entry.folio === folio));
    assert.ok(!(await inbox('?customer=jorge')).items.some((entry) => entry.folio === folio));
    const pdf = await app.inject({ url: `/api/backoffice/invoice-requests/${id}/files/docs`, headers: asAgent });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.deepEqual(pdf.rawPayload, MINIMAL_PDF);
    const sat = await app.inject({ url: `/api/backoffice/invoice-requests/${id}/files/sat`, headers: asAgent });
    assert.equal(sat.body, xml);
    assert.equal((await app.inject({ url: `/api/backoffice/invoice-requests/${id}/files/..%2Fetc`, headers: asAgent })).statusCode, 400);
  });

  await t.test('rejecting needs a note; the customer reads the status and the note, by e-mail too', async () => {
    const bare = await app.inject({ method: 'POST', url: `/api/backoffice/invoice-requests/${id}/status`, headers: asAgent, payload: { status: 'rejected' } });
    assert.equal(bare.statusCode, 400);
    assert.match(bare.json().fields.note, /por qué/);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/backoffice/invoice-requests/${id}/status`,
      headers: asAgent,
      payload: { status: 'rejected', note: 'El PDF no corresponde a la unidad del contrato.' },
    });
    assert.equal(rejected.json<StaffInvoiceRequest>().status, 'rejected');
    const mine = (await app.inject({ method: 'POST', url: '/api/customers/bills/status', headers: asMariana })).json<{ requests: Array<{ folio: string; status: string; statusNote: string }> }>();
    const request = mine.requests.find((entry) => entry.folio === folio)!;
    assert.deepEqual([request.status, request.statusNote], ['rejected', 'El PDF no corresponde a la unidad del contrato.']);
    const mail = await lastMailTo(app, 'cliente@demo.mx', 'invoice-request-status');
    assert.match(mail!.subject, new RegExp(`${folio}: rechazada`));
    assert.match(mail!.body_text, /no corresponde a la unidad/);
  });
});

test('an agent sees the leads with their CRM forwarding, and sends a failed one again', async (t) => {
  const { app } = await buildTestApp(t);
  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const asAgent = { authorization: `Bearer ${agent.jwt.token}` };
  const [failed] = await app.db.query<{ id: string }>(
    `insert into leads (source, name, email, accepts_privacy, crm_status, crm_attempts, crm_last_error)
     values ('plans-contact', 'Transportes Sierra', 'compras@sierra.example', true, 'failed', 8, 'CRM 503') returning id`,
  );
  const [sent] = await app.db.query<{ id: string }>(
    `insert into leads (source, name, email, accepts_privacy, crm_status, crm_attempts, crm_sent_at) values ('campaign', 'Autobuses Lago', 'flota@lago.example', true, 'sent', 1, now()) returning id`,
  );

  const page = (await app.inject({ url: '/api/backoffice/leads?crmStatus=failed', headers: asAgent })).json<LeadPage>();
  assert.deepEqual(page.items.map((lead) => [lead.name, lead.crmAttempts, lead.crmLastError]), [['Transportes Sierra', 8, 'CRM 503']]);

  const resent = await app.inject({ method: 'POST', url: `/api/backoffice/leads/${failed!.id}/resend`, headers: asAgent });
  assert.equal(resent.statusCode, 200);
  assert.deepEqual([resent.json<StaffLead>().crmStatus, resent.json<StaffLead>().crmAttempts], ['pending', 0]);
  const again = await app.inject({ method: 'POST', url: `/api/backoffice/leads/${sent!.id}/resend`, headers: asAgent });
  assert.equal(again.statusCode, 409, 'a lead the CRM has is not sent twice');
  const queued = await app.inject({ method: 'POST', url: `/api/backoffice/leads/${failed!.id}/resend`, headers: asAgent });
  assert.equal(queued.statusCode, 409, 'a lead already back in the queue is not queued twice');
  assert.equal(queued.json().code, 'ALREADY_QUEUED');
  const byEditor = await app.inject({ url: '/api/backoffice/leads', headers: { authorization: `Bearer ${editor.jwt.token}` } });
  assert.equal(byEditor.statusCode, 403);
  assert.equal((await app.inject({ url: '/api/backoffice/leads?crmStatus=perdido', headers: asAgent })).statusCode, 400);
});
