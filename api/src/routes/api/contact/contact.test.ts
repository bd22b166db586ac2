import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildTestApp, countRows } from '../../../testing/build-test-app';

const VALID = {
  name: 'Ana Torres',
  email: 'Ana.Torres@Example.com',
  phone: '55 1234 5678',
  subject: 'Cotización de tractocamión',
  message: 'Me interesa un crédito para dos unidades.\nGracias.',
  acceptsPrivacy: true,
};
const send = (payload: unknown) => ({ method: 'POST' as const, url: '/api/contact', payload: payload as object });

test('POST /api/contact', async (t) => {
  const { app, mailDir } = await buildTestApp(t);

  await t.test('guarda el mensaje y su correo en la bandeja de salida, y responde 201 con el folio', async () => {
    const response = await app.inject(send(VALID));
    assert.equal(response.statusCode, 201);
    const { id, acknowledgedTo } = response.json();
    assert.equal(acknowledgedTo, 'ana.torres@example.com');

    const [stored] = await app.db.query<{ name: string; email: string; phone: string }>(
      'select name, email, phone from contact_messages where id = $1',
      [id],
    );
    assert.deepEqual(stored, { name: 'Ana Torres', email: 'ana.torres@example.com', phone: '55 1234 5678' });

    const outbox = await app.db.query<{ kind: string; to_address: string; reply_to: string; status: string }>(
      'select kind, to_address, reply_to, status from mail_outbox',
    );
    assert.deepEqual(outbox, [
      { kind: 'contact', to_address: 'atencion@financieravial.example', reply_to: 'ana.torres@example.com', status: 'pending' },
      { kind: 'contact-copy', to_address: 'ana.torres@example.com', reply_to: null, status: 'pending' },
    ]);
    // The folio the visitor is shown (the id's first 8 characters) is in the team's e-mail.
    const folio = String(id).slice(0, 8).toUpperCase();
    const [mail] = await app.db.query<{ subject: string; body_text: string }>("select subject, body_text from mail_outbox where kind = 'contact'");
    assert.match(mail?.subject ?? '', new RegExp(`\\(folio ${folio}\\)`));
    assert.match(mail?.body_text ?? '', new RegExp(`^Folio: ${folio}$`, 'm'));
  });

  await t.test('el acuse para quien escribe lleva su folio y cómo contactarnos, y nada más de lo que escribió que su nombre', async () => {
    const response = await app.inject(send({ ...VALID, subject: 'Texto para un tercero', message: 'Haz clic en este enlace: http://ejemplo.invalid' }));
    const folio = String(response.json().id).slice(0, 8).toUpperCase();
    const [copy] = await app.db.query<{ to_address: string; subject: string; body_text: string; body_html: string }>(
      "select to_address, subject, body_text, body_html from mail_outbox where kind = 'contact-copy' order by created_at desc limit 1",
    );
    assert.equal(copy?.to_address, 'ana.torres@example.com');
    assert.equal(copy?.subject, `Recibimos tu mensaje (folio ${folio})`);
    assert.match(copy?.body_text ?? '', /^Hola, Ana Torres:/);
    assert.match(copy?.body_text ?? '', new RegExp(`^Folio: ${folio}$`, 'm'));
    assert.match(copy?.body_text ?? '', /^Teléfono: .*\d/m);
    assert.match(copy?.body_text ?? '', /^Correo: atencion@financieravial\.example$/m);
    assert.match(copy?.body_text ?? '', /^Horario: .+; .+$/m);
    assert.doesNotMatch(`${copy?.body_text}${copy?.body_html}`, /Texto para un tercero|ejemplo\.invalid/);
  });

  await t.test('un “nombre” que es un enlace no llega al acuse: saluda sin nombre', async () => {
    const response = await app.inject(send({ ...VALID, name: 'Cobra tu premio en https://premio.example' }));
    assert.equal(response.statusCode, 201);
    const [copy] = await app.db.query<{ body_text: string; body_html: string }>(
      "select body_text, body_html from mail_outbox where kind = 'contact-copy' order by created_at desc limit 1",
    );
    assert.match(copy?.body_text ?? '', /^Hola:\n/);
    assert.doesNotMatch(`${copy?.body_text}${copy?.body_html}`, /premio/);
  });

  await t.test('el teléfono es opcional', async () => {
    const withoutPhone: Partial<typeof VALID> = { ...VALID };
    delete withoutPhone.phone;
    const response = await app.inject(send(withoutPhone));
    assert.equal(response.statusCode, 201);
  });

  await t.test('rechaza datos inválidos con un 400 en español y no guarda nada', async () => {
    const messages = await countRows(app, 'contact_messages');
    const mails = await countRows(app, 'mail_outbox');
    const cases: Array<[object, string]> = [
      [{ ...VALID, name: undefined }, 'El campo “Nombre” es obligatorio.'],
      [{ ...VALID, name: '   ' }, 'El campo “Nombre” es obligatorio.'],
      [{ ...VALID, email: 'ana@' }, 'El campo “Correo electrónico” debe ser un correo electrónico válido.'],
      [{ ...VALID, phone: 'llámame' }, 'El campo “Teléfono” no tiene un formato válido.'],
      // Characters the rule allows, but no number to call back.
      [{ ...VALID, phone: '()()()()' }, 'El campo “Teléfono” no tiene un formato válido.'],
      [{ ...VALID, phone: '+52 (55) 123' }, 'El campo “Teléfono” no tiene un formato válido.'],
      [{ ...VALID, subject: 'x'.repeat(151) }, 'El campo “Asunto” admite como máximo 150 caracteres.'],
      [{ ...VALID, message: 'x'.repeat(3001) }, 'El campo “Mensaje” admite como máximo 3000 caracteres.'],
      [{ ...VALID, acceptsPrivacy: false }, 'Es necesario aceptar el aviso de privacidad.'],
      [{ ...VALID, acceptsPrivacy: undefined }, 'El campo “Aviso de privacidad” es obligatorio.'],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject(send(payload));
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      const body = response.json();
      assert.equal(body.code, 'VALIDATION_ERROR');
      assert.equal(body.message, message);
      assert.ok(body.requestId);
    }
    assert.equal(await countRows(app, 'contact_messages'), messages);
    assert.equal(await countRows(app, 'mail_outbox'), mails);
  });

  await t.test('informa todos los campos inválidos a la vez', async () => {
    const response = await app.inject(send({ acceptsPrivacy: true, email: 'x' }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json().fields).sort(), ['email', 'message', 'name', 'subject']);
  });

  await t.test('si el correo no se puede encolar, no queda el mensaje a medias y el 500 no da detalles', async () => {
    const messages = await countRows(app, 'contact_messages');
    await app.db.query(`alter table mail_outbox add constraint sin_envios check (kind <> 'contact') not valid`);
    try {
      const response = await app.inject(send(VALID));
      assert.equal(response.statusCode, 500);
      assert.equal(response.json().code, 'INTERNAL_ERROR');
      assert.doesNotMatch(response.body, /sin_envios|mail_outbox|constraint/);
      assert.equal(await countRows(app, 'contact_messages'), messages);
    } finally {
      await app.db.query('alter table mail_outbox drop constraint sin_envios');
    }
  });

  await t.test('el trabajador de la bandeja de salida escribe el .eml sin servidor SMTP', async () => {
    const pending = await countRows(app, "mail_outbox where status = 'pending'");
    const report = await app.mail.deliverPending();
    assert.equal(report.sent, pending);
    assert.equal(await countRows(app, "mail_outbox where status = 'sent'"), pending);

    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'));
    assert.equal(files.length, pending);
    const emls = await Promise.all(files.map((file) => readFile(join(mailDir, file), 'utf8')));
    // The team's mail of the first message (the later ones have other subjects), in whatever order the files are listed.
    const eml = emls.find((candidate) => /^To: atencion@financieravial\.example$/m.test(candidate) && /Cotizaci/.test(candidate)) ?? '';
    assert.match(eml, /^To: atencion@financieravial\.example$/m);
    assert.match(eml, /^Reply-To: ana\.torres@example\.com$/m);
    // A long subject is folded over lines (RFC 5322), each encoded word on its own.
    assert.match(eml.replace(/\r?\n /g, ' '), /^Subject: .*Cotizaci/m);

    // Nothing is due any more: a second run sends nothing twice.
    assert.deepEqual(await app.mail.deliverPending(), { sent: 0, retried: 0, failed: 0 });
  });
});
