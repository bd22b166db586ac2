import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, countRows, loginAs } from '../testing/build-test-app';

const CONTACT = {
  name: 'Ana Torres',
  email: 'ana.torres@example.com',
  subject: 'Información',
  message: 'Quiero saber más del crédito.',
  acceptsPrivacy: true,
};

/** Issue #14: what the schemas let through is what a person could have typed, checked at the edge. */
test('request validation: strict bodies, finite numbers, no NUL or lone surrogates', async (t) => {
  const { app } = await buildTestApp(t);
  const contact = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

  await t.test('a JSON body is not coerced: true is not text, [1] is not consent', async () => {
    const before = await countRows(app, 'contact_messages');
    const name = await contact({ ...CONTACT, name: true });
    assert.equal(name.statusCode, 400);
    assert.equal(name.json().fields.name, 'El campo “Nombre” debe ser texto.');
    for (const consent of [[1], 1, 'true', [true]]) {
      const response = await contact({ ...CONTACT, acceptsPrivacy: consent });
      assert.equal(response.statusCode, 400, `acceptsPrivacy ${JSON.stringify(consent)}`);
      assert.ok(response.json().fields.acceptsPrivacy);
    }
    assert.equal(await countRows(app, 'contact_messages'), before, 'nada se guardó');
    assert.equal((await contact(CONTACT)).statusCode, 201);
  });

  await t.test('NUL and lone surrogates are refused with a 400 that names the field', async () => {
    const nul = await contact({ ...CONTACT, name: 'Ana\u0000Torres' });
    assert.equal(nul.statusCode, 400);
    assert.equal(nul.json().code, 'VALIDATION_ERROR');
    assert.equal(nul.json().fields.name, 'El campo “Nombre” tiene caracteres no permitidos.');
    const surrogate = await contact({ ...CONTACT, message: 'Hola \ud800' });
    assert.equal(surrogate.json().fields.message, 'El campo “Mensaje” tiene caracteres no permitidos.');
    // A surrogate pair is a real character (an emoji): accepted.
    assert.equal((await contact({ ...CONTACT, message: 'Hola 🚚' })).statusCode, 201);
    // In the path and the query too.
    assert.equal((await app.inject({ url: '/api/pages/a%00b' })).statusCode, 400);
    const phrase = await app.inject({ url: '/api/search?phrase=cr%00edito' });
    assert.equal(phrase.statusCode, 400);
    assert.equal(phrase.json().fields.phrase, 'El campo “Búsqueda” tiene caracteres no permitidos.');
  });

  await t.test('inside an open object (a WebAuthn response) every value and key is checked, however deep', async () => {
    const session = await loginAs(app, 'cliente@demo.mx');
    // Adding a key needs the password confirmed (auth/step-up.ts): what is checked here is the body.
    await app.inject({ method: 'POST', url: '/api/auth/step-up', headers: { authorization: `Bearer ${session.jwt.token}` }, payload: { password: 'Demo.2026!' } });
    // The response as JSON text: too deep a value cannot even be built with JSON.stringify.
    const passkey = (responseJson: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/passkeys',
        headers: { authorization: `Bearer ${session.jwt.token}`, 'content-type': 'application/json' },
        payload:
          '{"challengeId":"3f1d2c4b-5a69-4e7d-8c1b-2a3b4c5d6e7f","name":"Mi teléfono",' +
          `"credential":{"id":"abc","rawId":"abc","type":"public-key","clientExtensionResults":{},"response":${responseJson}}}`,
      });
    for (const response of [{ clientDataJSON: 'a\u0000' }, { ['k\ud800']: 'x' }, { a: [[[{ b: '\udc00' }]]] }]) {
      const answer = await passkey(JSON.stringify(response));
      assert.equal(answer.statusCode, 400, JSON.stringify(response));
      assert.equal(answer.json().fields['credential.response'], 'El campo “credential.response” tiene caracteres no permitidos.');
    }
    // 20,000 nested arrays: refused, not walked until the stack overflows.
    const deep = await passkey(`{"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    assert.equal(deep.statusCode, 400, deep.body);
  });

  await t.test('query and path numbers still come from text, but only finite ones within range', async () => {
    assert.equal((await app.inject({ url: '/api/public/dealers?page=1&page_size=5' })).statusCode, 200);
    for (const value of ['Infinity', '-Infinity', '1e999', 'NaN']) {
      const response = await app.inject({ url: `/api/public/dealers?page=${value}` });
      assert.equal(response.statusCode, 400, `page=${value}`);
      assert.ok(response.json().fields.page, `page=${value}`);
    }
    const infinite = await app.inject({ url: '/api/states/cities?state_id=Infinity', headers: { authorization: `Bearer ${(await loginAs(app, 'flotilla@demo.mx')).jwt.token}` } });
    assert.equal(infinite.statusCode, 400);
    assert.equal(infinite.json().fields.state_id, 'El campo “Estado” debe ser un número válido.');
    // Above the largest id PostgreSQL's integer holds: refused by the schema, not by the database.
    for (const url of ['/api/public/dealers?city_id=2147483648', '/api/financingplans?id=9007199254740993', '/api/vehicles/models/2147483648/versions']) {
      assert.equal((await app.inject({ url })).statusCode, 400, url);
    }
  });

  await t.test('a JSON number that is not finite (1e999) is refused', async () => {
    const body = JSON.stringify({ versionId: 1, plan: 'credit', personType: 'fisica', downPayment: 0.2, termMonths: 36, insurance: 'cash', name: 'Ana', email: 'ana@example.com', phone: '5512345678', state: 'Jalisco', acceptsPrivacy: true });
    const response = await app.inject({ method: 'POST', url: '/api/quotes', headers: { 'content-type': 'application/json' }, payload: body.replace('"versionId":1', '"versionId":1e999') });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().fields.versionId, 'El campo “Versión” debe ser un número.');
  });
});
