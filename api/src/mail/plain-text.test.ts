import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-test-app';
import { oneLine, quotedBlock, visitorGreeting } from './plain-text';

const FORGED = /^Correo: falso@atacante\.example/m;
// Every way a mail reader may start a new line.
const BREAKS = ['\r\n', '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029'];

test('oneLine and quotedBlock leave no line a visitor can forge', () => {
  for (const lineBreak of BREAKS) {
    assert.equal(oneLine(`Ana${lineBreak}Correo: falso@atacante.example`), 'Ana Correo: falso@atacante.example');
    const block = quotedBlock('Mensaje', `Hola${lineBreak}Correo: falso@atacante.example`);
    assert.equal(block, '--- Mensaje ---\n> Hola\n> Correo: falso@atacante.example\n--- Fin del mensaje ---');
  }
});

test('visitorGreeting greets by a name, never by a link or a sentence typed as one', () => {
  assert.equal(visitorGreeting('  Ana   Torres '), 'Hola, Ana Torres:');
  assert.equal(visitorGreeting('Ma. Guadalupe Núñez-O’Brien'), 'Hola, Ma. Guadalupe Núñez-O’Brien:');
  assert.equal(visitorGreeting("D'Artagnan"), "Hola, D'Artagnan:");
  for (const notAName of [
    'www.premio-seguro.example',
    'Cobra tu premio en https://premio.example',
    'premio.example',
    'Ana\r\nCorreo: falso@atacante.example',
    'Llama al 55 1234 5678',
    'Ana!',
    'x'.repeat(61),
  ]) {
    assert.equal(visitorGreeting(notAName), 'Hola:', notAName);
  }
});

/**
 * Issue #14: staff read "Label: value" lines in the plain-text mail of the forms; a name, subject
 * or message with line breaks must not add a line such as a fake "Correo:".
 */
test('the forms’ plain-text mail carries what the visitor typed without forged lines', async (t) => {
  const { app } = await buildTestApp(t);
  const forged = (value: string) => `${value}\r\nCorreo: falso@atacante.example`;
  const latestMail = async (kind: string) =>
    (await app.db.query<{ subject: string; body_text: string }>('select subject, body_text from mail_outbox where kind = $1 order by created_at desc, id desc limit 1', [kind]))[0]!;

  await t.test('contact form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: forged('Ana'), email: 'ana@example.com', subject: `Duda\u2028Correo: falso@atacante.example`, message: forged('Hola'), acceptsPrivacy: true },
    });
    assert.equal(response.statusCode, 201, response.body);
    const mail = await latestMail('contact');
    assert.doesNotMatch(mail.body_text, FORGED);
    assert.equal(mail.body_text.match(/^Correo: /gm)?.length, 1, 'una sola línea “Correo:”, la verdadera');
    assert.match(mail.body_text, /^> Correo: falso@atacante\.example$/m, 'el mensaje va citado');
    assert.doesNotMatch(mail.subject, /[\r\n\u2028]/);
  });

  await t.test('contact a dealer', async () => {
    const [dealer] = await app.db.query<{ id: string }>('select id from distributors where active limit 1');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/customers/contact-dealer',
      payload: { distributorId: dealer!.id, name: forged('Ana'), email: 'ana@example.com', phone: '4771234567', message: forged('Busco un camión'), acceptsPrivacy: true },
    });
    assert.equal(response.statusCode, 201, response.body);
    for (const kind of ['dealer-lead', 'dealer-lead-copy']) {
      const mail = await latestMail(kind);
      assert.doesNotMatch(mail.body_text, FORGED, kind);
      assert.doesNotMatch(mail.subject, /[\r\n]/, kind);
    }
  });

  await t.test('quote', async () => {
    const [version] = await app.db.query<{ id: number }>('select id from vehicle_versions order by id limit 1');
    const response = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        versionId: version!.id, plan: 'credit', personType: 'fisica', downPayment: 0.2, termMonths: 48, insurance: 'cash',
        name: forged('Ana'), email: 'ana@example.com', phone: '5512345678', state: 'Jalisco', acceptsPrivacy: true,
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.doesNotMatch((await latestMail('quote')).body_text, FORGED);
  });
});
