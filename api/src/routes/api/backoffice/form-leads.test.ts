import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DealerPage, LeadPage, StaffLead } from '@fvc/shared/contracts';
import { createCrmClient } from '../../../crm/crm-client';
import { forwardPending } from '../../../crm/forward-pending';
import { buildTestApp, countRows, DEMO_STAFF, staffLoginAs } from '../../../testing/build-test-app';

const CONTACT = {
  name: 'Luisa Peña',
  email: 'Luisa.Pena@Example.com',
  phone: '55 8765 4321',
  subject: 'Flotilla de reparto',
  message: 'Quiero cotizar cinco unidades.',
  acceptsPrivacy: true,
};
const DEALER_FORM = { name: 'Pedro Gil Sánchez', email: 'Pedro.Gil@Example.com', phone: '477 765 4321', message: 'Llámenme por la tarde, por favor.', acceptsPrivacy: true };

test('the contact and dealer forms are leads: listed with their source, kept encrypted, sent again when they failed', async (t) => {
  const { app } = await buildTestApp(t);
  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const asAgent = { authorization: `Bearer ${agent.jwt.token}` };
  const list = async (query = '') => {
    const response = await app.inject({ url: `/api/backoffice/leads${query}`, headers: asAgent });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<LeadPage>();
  };

  const contact = await app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT });
  assert.equal(contact.statusCode, 201, contact.body);
  const dealer = (await app.inject({ url: '/api/public/dealers?state_id=11' })).json<DealerPage>().items[0]!;
  const dealerForm = await app.inject({ method: 'POST', url: '/api/auth/customers/contact-dealer', payload: { ...DEALER_FORM, distributorId: dealer.id } });
  assert.equal(dealerForm.statusCode, 201, dealerForm.body);
  const campaign = await app.inject({ method: 'POST', url: '/api/leads', payload: { source: 'campaign', name: 'Autobuses Lago', email: 'flota@lago.example', acceptsPrivacy: true } });
  assert.equal(campaign.statusCode, 201);

  await t.test('listed in Prospectos with the form’s data, and filtered by their source', async () => {
    const fromContact = (await list('?source=contact')).items;
    assert.deepEqual(
      fromContact.map((lead) => [lead.source, lead.name, lead.email, lead.phone, lead.distributor, lead.crmStatus]),
      [['contact', 'Luisa Peña', 'luisa.pena@example.com', '55 8765 4321', null, 'pending']],
    );
    const fromDealer = (await list('?source=dealer')).items;
    assert.deepEqual(
      fromDealer.map((lead) => [lead.source, lead.name, lead.email, lead.phone, lead.distributor, lead.crmStatus]),
      [['dealer', 'Pedro Gil Sánchez', 'pedro.gil@example.com', '477 765 4321', dealer.name, 'pending']],
    );
    const all = await list();
    assert.deepEqual(all.items.map((lead) => lead.source).sort(), ['campaign', 'contact', 'dealer']);
    assert.equal(all.items.find((lead) => lead.source === 'campaign')?.distributor, null);
    assert.equal((await app.inject({ url: '/api/backoffice/leads?source=distribuidor', headers: asAgent })).statusCode, 400);
  });

  await t.test('a form’s lead copies none of what the visitor typed: a dealer lead’s data stays only encrypted', async () => {
    const leads = await app.db.query<Record<string, unknown>>(`select * from leads where source in ('contact', 'dealer')`);
    assert.equal(leads.length, 2);
    const stored = JSON.stringify(leads).toLowerCase();
    for (const typed of [CONTACT.name, CONTACT.email, CONTACT.phone, CONTACT.message, DEALER_FORM.name, DEALER_FORM.email, DEALER_FORM.phone, DEALER_FORM.message]) {
      assert.ok(!stored.includes(typed.toLowerCase()), typed);
    }
    const [dealerLead] = await app.db.query<Record<string, unknown>>('select * from dealer_leads where id = $1', [dealerForm.json<{ id: string }>().id]);
    const encrypted = JSON.stringify(dealerLead).toLowerCase();
    for (const typed of [DEALER_FORM.name, DEALER_FORM.email, DEALER_FORM.phone, DEALER_FORM.message]) assert.ok(!encrypted.includes(typed.toLowerCase()), typed);
    // The table says so too: no lead of these sources takes a copy.
    await assert.rejects(
      app.db.query(`insert into leads (source, name, email, accepts_privacy) values ('dealer', 'Pedro Gil', 'pedro@example.com', true)`),
      /leads_form_data_check/,
    );
  });

  await t.test('a form whose message is not stored leaves no lead', async () => {
    const leads = await countRows(app, 'leads');
    await app.db.query(`alter table mail_outbox add constraint sin_envios check (kind <> 'contact') not valid`);
    try {
      assert.equal((await app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT })).statusCode, 500);
    } finally {
      await app.db.query('alter table mail_outbox drop constraint sin_envios');
    }
    assert.equal(await countRows(app, 'leads'), leads);
  });

  await t.test('a failed one is sent again once, and the audit says who and from what', async () => {
    // A CRM nobody answers at: each lead fails at its one allowed attempt.
    const unreachable = createCrmClient({ url: 'http://127.0.0.1:1/leads', timeoutMs: 2000 });
    assert.deepEqual(await forwardPending(app.db, unreachable, app.dealerCipher, { maxAttempts: 1 }), { sent: 0, retried: 0, failed: 3 });
    const failed = (await list('?source=dealer&crmStatus=failed')).items[0]!;
    assert.equal(failed.crmAttempts, 1);
    assert.ok(failed.crmLastError);

    const byEditor = await app.inject({ method: 'POST', url: `/api/backoffice/leads/${failed.id}/resend`, headers: { authorization: `Bearer ${editor.jwt.token}` } });
    assert.equal(byEditor.statusCode, 403);
    const resent = await app.inject({ method: 'POST', url: `/api/backoffice/leads/${failed.id}/resend`, headers: asAgent });
    assert.equal(resent.statusCode, 200, resent.body);
    const lead = resent.json<StaffLead>();
    assert.deepEqual([lead.source, lead.name, lead.distributor, lead.crmStatus, lead.crmAttempts, lead.crmLastError], ['dealer', DEALER_FORM.name, dealer.name, 'pending', 0, null]);
    const again = await app.inject({ method: 'POST', url: `/api/backoffice/leads/${failed.id}/resend`, headers: asAgent });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'ALREADY_QUEUED');
    // The contact form's lead is still failed: only the one asked for went back.
    assert.equal((await list('?source=contact')).items[0]?.crmStatus, 'failed');

    const audit = await app.db.query<{ staff_id: string; outcome: string; target: string; before: Record<string, unknown>; after: unknown }>(
      `select staff_id, outcome, target, before, after from staff_audit where action = 'lead.resend' order by at`,
    );
    assert.deepEqual(
      audit.map((row) => [row.staff_id, row.outcome, row.target]),
      [
        [editor.staff.id, 'denied', `/api/backoffice/leads/${failed.id}/resend`],
        [agent.staff.id, 'ok', `lead:${failed.id}`],
      ],
    );
    assert.deepEqual([audit[1]?.before.crmStatus, audit[1]?.before.crmAttempts], ['failed', 1]);
    assert.deepEqual(audit[1]?.after, { crmStatus: 'pending' });
  });
});
