import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCESS_MESSAGES, TAX_DATA_CONSENT_TEXT } from '@fvc/shared/contracts';
import { buildTestApp, countRows } from '../../../testing/build-test-app';

const CAMPAIGN = {
  source: 'campaign',
  name: 'Luis Pérez',
  email: 'Luis.Perez@Example.com',
  phone: '55 1234 5678',
  message: 'Me interesa la promoción de enganche.',
  acceptsPrivacy: true,
};
const SYNTAGE = {
  source: 'syntage',
  name: 'Transportes del Bajío',
  email: 'finanzas@bajio.example',
  rfc: 'tba010203ab1',
  acceptsPrivacy: true,
  acceptsTaxDataConsent: true,
};
const send = (payload: unknown) => ({ method: 'POST' as const, url: '/api/leads', payload: payload as object });

test('POST /api/leads', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('guarda un prospecto de campaña y responde 201 con el folio', async () => {
    const response = await app.inject(send(CAMPAIGN));
    assert.equal(response.statusCode, 201);
    const [row] = await app.db.query<Record<string, unknown>>('select * from leads where id = $1', [response.json().id]);
    assert.equal(row?.email, 'luis.perez@example.com');
    assert.equal(row?.source, 'campaign');
    assert.equal(row?.crm_status, 'pending');
    assert.equal(row?.tax_consent_at, null);
  });

  await t.test('syntage guarda el RFC en mayúsculas y la autorización con su texto y fecha', async () => {
    const response = await app.inject(send(SYNTAGE));
    assert.equal(response.statusCode, 201);
    const [row] = await app.db.query<{ rfc: string; tax_consent_text: string; tax_consent_at: Date }>(
      'select rfc, tax_consent_text, tax_consent_at from leads where id = $1',
      [response.json().id],
    );
    assert.equal(row?.rfc, 'TBA010203AB1');
    assert.equal(row?.tax_consent_text, TAX_DATA_CONSENT_TEXT);
    assert.ok(row?.tax_consent_at instanceof Date);
  });

  await t.test('rechaza datos inválidos con un 400 en español y no guarda nada', async () => {
    const before = await countRows(app, 'leads');
    const cases: Array<[object, string]> = [
      [{ ...CAMPAIGN, source: 'otro' }, 'El campo “Origen” no tiene un valor permitido.'],
      [{ ...CAMPAIGN, name: '  ' }, 'El campo “Nombre” es obligatorio.'],
      [{ ...CAMPAIGN, email: 'luis@' }, 'El campo “Correo electrónico” debe ser un correo electrónico válido.'],
      [{ ...CAMPAIGN, acceptsPrivacy: false }, 'Es necesario aceptar el aviso de privacidad.'],
      [{ ...CAMPAIGN, message: 'x'.repeat(2001) }, 'El campo “Mensaje” admite como máximo 2000 caracteres.'],
      [{ ...SYNTAGE, rfc: undefined }, 'El campo “RFC” es obligatorio.'],
      [{ ...SYNTAGE, rfc: 'ABC' }, 'El campo “RFC” no tiene un formato válido.'],
      // The right shape, but no 13th month nor 32nd day.
      [{ ...SYNTAGE, rfc: 'TRAX991332AB1' }, ACCESS_MESSAGES.rfc],
      [{ ...SYNTAGE, acceptsTaxDataConsent: false }, 'Es necesario autorizar la consulta de tu información fiscal.'],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject(send(payload));
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.equal(response.json().message, message);
    }
    assert.equal(await countRows(app, 'leads'), before);
  });

  await t.test('un cuerpo enorme es 4xx en español, nunca 500', async () => {
    const response = await app.inject(send({ ...CAMPAIGN, message: 'x'.repeat(200_000) }));
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'La solicitud es demasiado grande.');
  });
});
