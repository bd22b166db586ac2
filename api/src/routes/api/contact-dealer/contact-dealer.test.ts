import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { DealerPage } from '@fvc/shared/contracts';
import { createFieldCipher } from '../../../crypto/field-cipher';
import { buildTestApp, countRows, loginAs, TEST_DEALER_DATA_KEY } from '../../../testing/build-test-app';

const send = (payload: unknown, token?: string) => ({
  method: 'POST' as const,
  url: '/api/auth/customers/contact-dealer',
  payload: payload as object,
  headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
});

test('POST /api/auth/customers/contact-dealer', async (t) => {
  const { app, mailDir } = await buildTestApp(t);
  const dealer = (await app.inject({ url: '/api/public/dealers?state_id=11' })).json<DealerPage>().items[0]!;
  const VALID = {
    distributorId: dealer.id,
    name: ' Ana Torres ',
    email: 'Ana.Torres@Example.com',
    phone: '477 123 4567',
    message: 'Busco un tractocamión para mi flotilla.\nGracias.',
    acceptsPrivacy: true,
  };
  const cipher = createFieldCipher(TEST_DEALER_DATA_KEY);

  await t.test('a visitor: stores the lead encrypted and queues the mail to the dealer in one go', async () => {
    const response = await app.inject(send(VALID));
    assert.equal(response.statusCode, 201);
    const { id, distributorName } = response.json();
    assert.equal(distributorName, dealer.name);

    const [lead] = await app.db.query<Record<string, string | null>>('select * from dealer_leads where id = $1', [id]);
    assert.ok(lead);
    assert.equal(lead.customer_id, null);
    // No column holds what the visitor typed in the clear. Whole values, not fragments: a fragment
    // such as "477" turned up now and then inside a random id or a ciphertext.
    const stored = JSON.stringify(lead).toLowerCase();
    for (const typed of ['ana torres', 'ana.torres@example.com', '477 123 4567', '4771234567', 'busco un tractocamión']) assert.ok(!stored.includes(typed), typed);
    assert.equal(cipher.decrypt(lead.name_encrypted!), 'Ana Torres');
    assert.equal(cipher.decrypt(lead.email_encrypted!), 'ana.torres@example.com');

    const [mail] = await app.db.query<{ id: string; kind: string; to_address: string; reply_to: string; body_text: string }>(
      'select id, kind, to_address, reply_to, body_text from mail_outbox where id = $1',
      [lead.mail_id],
    );
    assert.equal(mail?.kind, 'dealer-lead');
    assert.equal(mail?.to_address, dealer.email);
    assert.equal(mail?.reply_to, 'ana.torres@example.com');
    assert.match(mail?.body_text ?? '', /Busco un tractocamión/);
    // The folio the visitor is shown (the lead id's first 8 characters), in both e-mails.
    const folio = String(id).slice(0, 8).toUpperCase();
    assert.match(mail?.body_text ?? '', new RegExp(`^Folio: ${folio}$`, 'm'));

    // The visitor gets a confirmation with the dealer's data.
    const [copy] = await app.db.query<{ to_address: string; subject: string; body_text: string }>(
      "select to_address, subject, body_text from mail_outbox where kind = 'dealer-lead-copy' order by created_at desc limit 1",
    );
    assert.equal(copy?.to_address, 'ana.torres@example.com');
    assert.match(copy?.subject ?? '', new RegExp(dealer.name));
    assert.match(copy?.body_text ?? '', new RegExp(`Correo: ${dealer.email}`));
    assert.match(copy?.body_text ?? '', /Teléfono: .*\d/);
    assert.match(copy?.body_text ?? '', new RegExp(`^Folio: ${folio}$`, 'm'));
  });

  await t.test('a signed-in customer: the lead is linked to the token customer', async () => {
    const { jwt, customer } = await loginAs(app, 'cliente@demo.mx');
    const response = await app.inject(send(VALID, jwt.token));
    assert.equal(response.statusCode, 201);
    const [lead] = await app.db.query<{ customer_id: string }>('select customer_id from dealer_leads where id = $1', [response.json().id]);
    assert.equal(lead?.customer_id, customer.id);
  });

  await t.test('a bad token is refused rather than silently ignored', async () => {
    const leads = await countRows(app, 'dealer_leads');
    const response = await app.inject(send(VALID, 'caducado'));
    assert.equal(response.statusCode, 401);
    assert.equal(await countRows(app, 'dealer_leads'), leads);
  });

  await t.test('invalid data or an unknown dealer: Spanish 4xx and nothing stored', async () => {
    const leads = await countRows(app, 'dealer_leads');
    const mails = await countRows(app, 'mail_outbox');
    const cases: Array<[object, number, string]> = [
      [{ ...VALID, name: '  ' }, 400, 'El campo “Nombre” es obligatorio.'],
      [{ ...VALID, email: 'ana@' }, 400, 'El campo “Correo electrónico” debe ser un correo electrónico válido.'],
      [{ ...VALID, phone: 'llámame' }, 400, 'El campo “Teléfono” no tiene un formato válido.'],
      [{ ...VALID, message: 'x'.repeat(2001) }, 400, 'El campo “Mensaje” admite como máximo 2000 caracteres.'],
      [{ ...VALID, acceptsPrivacy: false }, 400, 'Es necesario aceptar el aviso de privacidad.'],
      [{ ...VALID, distributorId: 'abc' }, 400, 'El campo “Distribuidor” no tiene un formato válido.'],
      [{ ...VALID, distributorId: '00000000-0000-4000-8000-000000000000' }, 404, 'No encontramos a ese distribuidor. Actualiza la lista e intenta de nuevo.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await app.inject(send(payload));
      assert.equal(response.statusCode, status, JSON.stringify(payload).slice(0, 80));
      assert.equal(response.json().message, message);
    }
    assert.equal(await countRows(app, 'dealer_leads'), leads);
    assert.equal(await countRows(app, 'mail_outbox'), mails);
  });

  await t.test('the outbox writes the dealer mail as an .eml without SMTP', async () => {
    await app.mail.deliverPending();
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'));
    const emls = await Promise.all(files.map((file) => readFile(join(mailDir, file), 'utf8')));
    const toDealer = emls.filter((eml) => eml.includes(`To: ${dealer.email}`));
    assert.equal(toDealer.length, 2);
    assert.match(toDealer[0]!, /^Reply-To: ana\.torres@example\.com$/m);
  });
});
