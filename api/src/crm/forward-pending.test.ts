import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { referenceFolio, type DealerPage } from '@fvc/shared/contracts';
import { buildTestApp } from '../testing/build-test-app';
import { createCrmClient } from './crm-client';
import { forwardPending } from './forward-pending';

interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A CRM on loopback that answers 503 while `down` is true and records what it accepts. */
async function startFakeCrm(t: { after: (fn: () => Promise<void>) => void }) {
  const state = { down: true, refused: 0, accepted: [] as Received[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.down) {
        state.refused += 1;
        response.writeHead(503).end();
        return;
      }
      state.accepted.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads` };
}

const quoteRequest = (versionId: number | undefined) => ({
  versionId,
  plan: 'pure-lease',
  personType: 'moral',
  downPayment: 0.2,
  termMonths: 48,
  insurance: 'financed',
  name: 'Autobuses del Norte',
  email: 'Compras@Example.com',
  phone: '81 5555 1234',
  state: 'Nuevo León',
  acceptsPrivacy: true,
});

test('envío de prospectos al CRM', async (t) => {
  const { app } = await buildTestApp(t);
  const crm = await startFakeCrm(t);
  const client = createCrmClient({ url: crm.url, token: 'token-de-pruebas' });
  const [version] = await app.db.query<{ id: number }>('select id from vehicle_versions order by id limit 1');

  await t.test('un CRM caído retrasa el prospecto de una cotización; al volver lo recibe una sola vez', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { 'idempotency-key': 'crm-caido-0001' },
      payload: quoteRequest(version?.id),
    });
    assert.equal(response.statusCode, 201);
    const quoteId = response.json<{ id: string }>().id;

    assert.deepEqual(await forwardPending(app.db, client, app.dealerCipher), { sent: 0, retried: 1, failed: 0 });
    const [waiting] = await app.db.query<{ crm_status: string; crm_last_error: string; wait: number }>(
      `select crm_status, crm_last_error, extract(epoch from crm_next_attempt_at - now())::int as wait from leads where quote_id = $1`,
      [quoteId],
    );
    assert.equal(waiting?.crm_status, 'pending');
    assert.match(waiting?.crm_last_error ?? '', /503/);
    assert.ok((waiting?.wait ?? 0) > 20, 'espera antes de reintentar');

    // Not due yet: the CRM is not asked again.
    assert.deepEqual(await forwardPending(app.db, client, app.dealerCipher), { sent: 0, retried: 0, failed: 0 });
    assert.equal(crm.state.refused, 1);

    crm.state.down = false;
    await app.db.query('update leads set crm_next_attempt_at = now()');
    assert.deepEqual(await forwardPending(app.db, client, app.dealerCipher), { sent: 1, retried: 0, failed: 0 });
    assert.deepEqual(await forwardPending(app.db, client, app.dealerCipher), { sent: 0, retried: 0, failed: 0 });
    assert.equal(crm.state.accepted.length, 1);

    const [lead] = crm.state.accepted;
    const [stored] = await app.db.query<{ id: string; crm_status: string }>('select id, crm_status from leads where quote_id = $1', [quoteId]);
    assert.equal(stored?.crm_status, 'sent');
    assert.equal(lead?.headers['idempotency-key'], stored?.id, 'la clave deja al CRM descartar un reenvío');
    assert.equal(lead?.headers.authorization, 'Bearer token-de-pruebas');
    assert.equal(lead?.body.source, 'quote');
    assert.equal(lead?.body.email, 'compras@example.com');
    assert.equal((lead?.body.details as { plan: string; state: string }).plan, 'pure-lease');
    assert.equal((lead?.body.details as { plan: string; state: string }).state, 'Nuevo León');
  });

  await t.test('repetir la cotización con la misma clave no crea otro prospecto', async () => {
    const again = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { 'idempotency-key': 'crm-caido-0001' },
      payload: quoteRequest(version?.id),
    });
    assert.equal(again.statusCode, 200);
    const [{ count } = { count: -1 }] = await app.db.query<{ count: number }>(`select count(*)::int as count from leads where source = 'quote'`);
    assert.equal(count, 1);
  });

  await t.test('el formulario de contacto y el de un distribuidor llegan al CRM una vez, con los datos de su formulario', async () => {
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Luisa Peña', email: 'Luisa@Example.com', phone: '55 8765 4321', subject: 'Flotilla', message: 'Quiero cotizar cinco unidades.', acceptsPrivacy: true },
    });
    assert.equal(contact.statusCode, 201);
    const dealer = (await app.inject({ url: '/api/public/dealers?state_id=11' })).json<DealerPage>().items[0]!;
    const dealerForm = await app.inject({
      method: 'POST',
      url: '/api/auth/customers/contact-dealer',
      payload: { distributorId: dealer.id, name: 'Pedro Gil', email: 'pedro@example.com', phone: '477 123 4567', message: 'Llámenme por la tarde.', acceptsPrivacy: true },
    });
    assert.equal(dealerForm.statusCode, 201);

    const before = crm.state.accepted.length;
    assert.deepEqual(await forwardPending(app.db, client, app.dealerCipher), { sent: 2, retried: 0, failed: 0 });
    assert.deepEqual(await forwardPending(app.db, client, app.dealerCipher), { sent: 0, retried: 0, failed: 0 }, 'una sola vez');
    const received = crm.state.accepted.slice(before);
    const leadIdOf = async (column: string, id: string) => (await app.db.query<{ id: string }>(`select id from leads where ${column} = $1`, [id]))[0]?.id;
    const fromContact = received.find((lead) => lead.body.source === 'contact');
    const contactId = contact.json<{ id: string }>().id;
    assert.equal(fromContact?.headers['idempotency-key'], await leadIdOf('contact_message_id', contactId));
    assert.deepEqual(
      { ...fromContact?.body, id: undefined, createdAt: undefined },
      { id: undefined, source: 'contact', name: 'Luisa Peña', email: 'luisa@example.com', phone: '55 8765 4321', rfc: null, message: 'Quiero cotizar cinco unidades.', createdAt: undefined, details: { folio: referenceFolio(contactId), subject: 'Flotilla' } },
    );
    const fromDealer = received.find((lead) => lead.body.source === 'dealer');
    const dealerLeadId = dealerForm.json<{ id: string }>().id;
    assert.equal(fromDealer?.headers['idempotency-key'], await leadIdOf('dealer_lead_id', dealerLeadId));
    assert.deepEqual(
      { ...fromDealer?.body, id: undefined, createdAt: undefined },
      {
        id: undefined,
        source: 'dealer',
        name: 'Pedro Gil',
        email: 'pedro@example.com',
        phone: '477 123 4567',
        rfc: null,
        message: 'Llámenme por la tarde.',
        createdAt: undefined,
        details: { folio: referenceFolio(dealerLeadId), distributorId: dealer.id, distributor: dealer.name },
      },
    );
  });

  await t.test('tras el máximo de intentos el prospecto queda fallido para revisión', async () => {
    crm.state.down = true;
    const lead = await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { source: 'campaign', name: 'Ana Ruiz', email: 'ana@example.com', acceptsPrivacy: true },
    });
    assert.equal(lead.statusCode, 201);
    assert.deepEqual(await forwardPending(app.db, client, app.dealerCipher, { maxAttempts: 2 }), { sent: 0, retried: 1, failed: 0 });
    await app.db.query('update leads set crm_next_attempt_at = now()');
    assert.deepEqual(await forwardPending(app.db, client, app.dealerCipher, { maxAttempts: 2 }), { sent: 0, retried: 0, failed: 1 });
    const [row] = await app.db.query<{ crm_status: string }>('select crm_status from leads where id = $1', [lead.json<{ id: string }>().id]);
    assert.equal(row?.crm_status, 'failed');
  });

  await t.test('sin CRM configurado los prospectos esperan pendientes', async () => {
    assert.equal(app.crm.configured, false);
    assert.deepEqual(await app.crm.forwardPending(), { sent: 0, retried: 0, failed: 0 });
  });
});
