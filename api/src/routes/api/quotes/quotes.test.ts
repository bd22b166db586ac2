import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { deliverPending } from '../../../mail/deliver-pending';
import { createMailSender } from '../../../mail/transport';
import { quoteLinkKey, quotePdfUrl } from '../../../quote-documents/quote-link';
import { buildTestApp, countRows, TEST_JWT_SECRET } from '../../../testing/build-test-app';

test('POST /api/quotes y GET /api/quotes/:id/pdf', async (t) => {
  const { app, mailDir } = await buildTestApp(t);
  const [version] = await app.db.query<{ id: number; price_cents: string }>(
    `select v.id, v.price_cents from vehicle_versions v join vehicle_models m on m.id = v.model_id where m.slug = 'cumbre-c45' order by v.sort_order limit 1`,
  );
  const valid = {
    versionId: version?.id,
    plan: 'credit',
    personType: 'fisica',
    downPayment: 0.2,
    termMonths: 48,
    insurance: 'financed',
    name: 'Ana Torres',
    email: 'Ana.Torres@Example.com',
    phone: '55 1234 5678',
    state: 'Jalisco',
    acceptsPrivacy: true,
  };
  const send = (payload: object, key?: string) => ({
    method: 'POST' as const,
    url: '/api/quotes',
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

  await t.test('recalcula con el motor, guarda la cotización y deja el correo con el PDF adjunto', async () => {
    // Numbers a client sends are not part of the contract and are dropped: the server computes.
    const ok = await app.inject(send({ ...valid, monthlyPayment: 1, cat: 0 }));
    assert.equal(ok.statusCode, 201);
    const body = ok.json();
    assert.match(body.id, /^[0-9a-f-]{36}$/);
    assert.match(body.folio, /^COT-\d{4}-\d{6}$/);
    assert.match(body.pdfUrl, new RegExp(`^/api/quotes/${body.id}/pdf\\?firma=[A-Za-z0-9_-]{43}$`));
    assert.ok(body.monthlyPayment > 0);
    assert.ok(body.cat > 0.1499);

    const [stored] = await app.db.query<{ email: string; result: { financed: number } }>('select email, result from quotes where id = $1', [body.id]);
    assert.equal(stored?.email, 'ana.torres@example.com');
    assert.ok((stored?.result.financed ?? 0) > 0);

    const [mail] = await app.db.query<{ kind: string; to_address: string; attachments: Array<{ filename: string; contentType: string; contentBase64: string }> }>(
      `select kind, to_address, attachments from mail_outbox where kind = 'quote'`,
    );
    assert.equal(mail?.to_address, 'ana.torres@example.com');
    assert.equal(mail?.attachments[0]?.contentType, 'application/pdf');
    assert.equal(mail?.attachments[0]?.filename, `cotizacion-${body.folio}.pdf`);
    assert.ok(Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64').subarray(0, 5).equals(Buffer.from('%PDF-')));

    // The worker turns it into a message with the PDF attached.
    const report = await deliverPending(app.db, createMailSender({ mailDir }), { from: 'pruebas@financieravial.example' });
    assert.equal(report.sent, 1);
    const [file] = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    const eml = await readFile(join(mailDir, file ?? ''), 'utf8');
    assert.match(eml, /Content-Type: application\/pdf/);
    assert.match(eml, /CAT Promedio \d+\.\d % sin IVA/);
  });

  await t.test('la misma Idempotency-Key devuelve la misma cotización y un solo correo', async () => {
    const before = await countRows(app, 'mail_outbox');
    const key = 'clave-doble-clic-0001';
    const [first, second] = await Promise.all([app.inject(send(valid, key)), app.inject(send(valid, key))]);
    const third = await app.inject(send(valid, key));
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 201]);
    assert.equal(third.statusCode, 200);
    assert.equal(first.json().id, second.json().id);
    assert.equal(first.json().id, third.json().id);
    assert.equal(first.json().folio, third.json().folio);
    assert.equal((await countRows(app, 'mail_outbox')) - before, 1);
  });

  await t.test('valida en español: plazo, enganche mínimo, versión, consentimiento, correo', async () => {
    const term = await app.inject(send({ ...valid, termMonths: 13 }));
    assert.equal(term.statusCode, 400);
    assert.match(term.json().message, /plazo/i);

    const down = await app.inject(send({ ...valid, downPayment: 0.05 }));
    assert.equal(down.statusCode, 400);
    assert.match(down.json().message, /enganche/i);

    const missing = await app.inject(send({ ...valid, versionId: 99999 }));
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /versión/i);

    const consent = await app.inject(send({ ...valid, acceptsPrivacy: false }));
    assert.equal(consent.statusCode, 400);
    const email = await app.inject(send({ ...valid, email: 'no-es-correo' }));
    assert.equal(email.statusCode, 400);
    assert.ok(email.json().fields.email);
    const phone = await app.inject(send({ ...valid, phone: '++++++++' }));
    assert.equal(phone.statusCode, 400);
    assert.ok(phone.json().fields.phone);
    const badKey = await app.inject(send(valid, 'x'));
    assert.equal(badKey.statusCode, 400);
  });

  await t.test('arrendamiento: sin CAT (“No aplica”)', async () => {
    const response = await app.inject(send({ ...valid, plan: 'pure-lease', downPayment: 0.1 }));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().cat, null);
  });

  await t.test('el PDF es application/pdf con la tabla y las leyendas; 404 si no existe', async () => {
    const { pdfUrl } = (await app.inject(send(valid))).json();
    const pdf = await app.inject({ method: 'GET', url: pdfUrl });
    assert.equal(pdf.statusCode, 200);
    assert.match(String(pdf.headers['content-type']), /^application\/pdf/);
    assert.ok(pdf.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')));
    assert.ok(pdf.rawPayload.length > 3000 && pdf.rawPayload.length < 200_000, `tamaño ${pdf.rawPayload.length}`);

    const firma = new URL(pdfUrl, 'http://x').searchParams.get('firma');
    const none = await app.inject({ method: 'GET', url: `/api/quotes/00000000-0000-4000-8000-000000000000/pdf?firma=${firma}` });
    assert.equal(none.statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: `/api/quotes/no-uuid/pdf?firma=${firma}` })).statusCode, 400);
  });

  await t.test('el PDF se abre solo con el enlace firmado y mientras la cotización está vigente', async () => {
    const first = (await app.inject(send(valid))).json<{ id: string; pdfUrl: string }>();
    const other = (await app.inject(send({ ...valid, termMonths: 36 }))).json<{ id: string; pdfUrl: string }>();
    const signatureOf = (url: string) => new URL(url, 'http://x').searchParams.get('firma')!;

    // The id alone, another quote's signature, or one character changed: an unknown quote.
    assert.equal((await app.inject({ method: 'GET', url: `/api/quotes/${first.id}/pdf` })).statusCode, 400);
    const own = signatureOf(first.pdfUrl);
    const oneCharacterOff = own.slice(0, -1) + (own.endsWith('A') ? 'B' : 'A');
    for (const firma of [signatureOf(other.pdfUrl), oneCharacterOff]) {
      const forged = await app.inject({ method: 'GET', url: `/api/quotes/${first.id}/pdf?firma=${firma}` });
      assert.equal(forged.statusCode, 404, firma);
      assert.equal(forged.json().code, 'QUOTE_NOT_FOUND');
    }

    // Sixteen days later the same link says the quote is no longer valid.
    await app.db.query("update quotes set created_at = created_at - interval '16 days' where id = $1", [first.id]);
    const [row] = await app.db.query<{ created_at: Date }>('select created_at from quotes where id = $1', [first.id]);
    const stale = await app.inject({ method: 'GET', url: first.pdfUrl });
    assert.equal(stale.statusCode, 404, 'la firma cubre la fecha de la cotización');
    const expired = await app.inject({ method: 'GET', url: quotePdfUrl(quoteLinkKey(TEST_JWT_SECRET), first.id, new Date(row!.created_at)) });
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().code, 'QUOTE_EXPIRED');
    assert.match(expired.json().message, /ya no está vigente/);
  });
});
