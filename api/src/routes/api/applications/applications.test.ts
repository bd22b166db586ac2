import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import sharp from 'sharp';
import { APPLICATION_UPLOAD, CONSENT_TEXTS, curpCheckDigit, documentsFor, rfcCheckDigit, type ApplicationView } from '@fvc/shared/contracts';
import { createApplicationTokens } from '../../../applications/application-token';
import { deriveKey } from '../../../config/keys';
import { createCrmClient } from '../../../crm/crm-client';
import { forwardPending } from '../../../crm/forward-pending';
import { buildTestApp, countRows, DEMO_STAFF, lastMailTo, staffLoginAs, TEST_JWT_SECRET } from '../../../testing/build-test-app';
import { MINIMAL_PDF, multipartBody } from '../../../testing/multipart';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** A valid RFC or CURP from its first characters: the check digit computed as the SAT and RENAPO do. */
const rfc = (withoutCheck: string) => `${withoutCheck}${rfcCheckDigit(withoutCheck)}`;
const curp = (withoutCheck: string) => `${withoutCheck}${curpCheckDigit(withoutCheck)}`;

const FISICA = {
  applicantType: 'fisica',
  firstName: ' Ana ',
  lastNames: 'Torres Gómez',
  // Typed as people type it: lower case, with dashes; kept normalized.
  rfc: rfc('TOGA850101AB').toLowerCase().replace(/^(.{4})/, '$1-'),
  curp: curp('TOGA850101MJCRMN0'),
  birthDate: '1985-01-01',
  phone: '55 1234 5678',
  email: 'Ana.Torres@Example.com',
};

const MORAL = {
  applicantType: 'moral',
  companyName: 'Transportes del Bajío, S.A. de C.V.',
  rfc: rfc('TBA100315Q2'),
  incorporationDate: '2010-03-15',
  phone: '442 123 4567',
  email: 'flotilla@transportes.example',
  representative: { firstName: 'Mario', lastNames: 'López Martínez', rfc: rfc('LOMM700215K3'), curp: curp('LOMM700215HQTPRR0'), position: 'Director general' },
};

const ADDRESS = { postalCode: '76000', colonia: 'Centro', street: 'Av. Juárez', exteriorNumber: '12', interiorNumber: '', municipality: 'Querétaro', state: 'Querétaro' };
const INCOME = { kind: 'income', occupation: 'Transportista', employer: 'Fletes Ana', monthlyIncome: 45_000, yearsInActivity: 6 };
const FLEET = { kind: 'fleet', businessActivity: 'Autotransporte de carga', annualSales: 12_000_000, fleetSize: 14, yearsInOperation: 15 };
const REFERENCES = {
  references: [
    { name: 'Luis Pérez', phone: '55 8765 4321', relationship: 'Cliente' },
    { name: 'Rosa Díaz', phone: '55 1111 2222', relationship: 'Proveedor' },
  ],
};

async function makeQuote(app: App, personType: 'fisica' | 'moral', email: string): Promise<string> {
  return (await makeQuoteWithPdf(app, personType, email)).id;
}

async function makeQuoteWithPdf(app: App, personType: 'fisica' | 'moral', email: string): Promise<{ id: string; pdfUrl: string }> {
  const [version] = await app.db.query<{ id: number }>(
    `select v.id from vehicle_versions v join vehicle_models m on m.id = v.model_id where m.slug = 'cumbre-c45' order by v.sort_order limit 1`,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: {
      versionId: version?.id,
      plan: 'credit',
      personType,
      downPayment: 0.2,
      termMonths: 48,
      insurance: 'financed',
      name: 'Ana Torres',
      email,
      phone: '55 1234 5678',
      state: 'Querétaro',
      acceptsPrivacy: true,
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<{ id: string; pdfUrl: string }>();
}

/** The token of the latest link e-mailed to `to`, read from the fragment of the mail's link. */
async function linkTokenIn(app: App, to: string, kind = 'application-link'): Promise<string> {
  const mail = await lastMailTo(app, to, kind);
  const token = /\/solicitud\/continuar#t=([A-Za-z0-9._-]+)/.exec(mail?.body_text ?? '')?.[1];
  if (!token) throw new Error(`sin enlace de solicitud para ${to}`);
  return token;
}

const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).jpeg().toBuffer();

test('solicitud en línea: de la cotización a la solicitud enviada', async (t) => {
  const { app, uploadDir } = await buildTestApp(t);
  const email = 'ana.torres@example.com';
  const { id: quoteId, pdfUrl } = await makeQuoteWithPdf(app, 'fisica', email);
  let token = '';

  const as = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: { 'x-application-token': token, ...headers } });
  const upload = (key: string, filename: string, contentType: string, content: Buffer | string) => {
    const form = multipartBody({}, [{ field: 'file', filename, contentType, content }]);
    return app.inject({ method: 'PUT', url: `/api/applications/current/documents/${key}`, payload: form.payload, headers: { ...form.headers, 'x-application-token': token } });
  };
  const storedFiles = async () => (await readdir(uploadDir).catch(() => [])).length;

  await t.test('the quote e-mail and PDF link to applying from that quote', async () => {
    const mail = await lastMailTo(app, email, 'quote');
    const applyUrl = `http://localhost:3000/solicitud/nueva?cotizacion=${quoteId}`;
    assert.ok(mail?.body_text.includes(`Solicitar este financiamiento en línea: ${applyUrl}`), mail?.body_text);
    // The PDF's link is an annotation: its URI is in the file as text.
    const pdf = await app.inject({ method: 'GET', url: pdfUrl });
    assert.equal(pdf.statusCode, 200);
    assert.ok(pdf.rawPayload.toString('latin1').includes(`/URI (${applyUrl})`));
  });

  await t.test('starting e-mails the link to the quote address and answers the new token', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/api/applications', payload: { quoteId: '00000000-0000-4000-8000-000000000000' } });
    assert.equal(unknown.statusCode, 404);

    const started = await app.inject({ method: 'POST', url: '/api/applications', payload: { quoteId } });
    assert.equal(started.statusCode, 201, started.body);
    const body = started.json<{ applicationId: string; token: string; sentTo: string }>();
    assert.equal(body.sentTo, 'a•••s@example.com');
    assert.equal(await linkTokenIn(app, email), body.token, 'the e-mailed link carries the same token, in the fragment');
    token = body.token;
  });

  await t.test('the link opens the draft with the quote it came from', async () => {
    const response = await as('GET', '/api/applications/current');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const view = response.json<ApplicationView>();
    assert.equal(view.status, 'draft');
    assert.equal(view.editable, true);
    assert.equal(view.applicantType, null);
    assert.deepEqual(view.documents, []);
    assert.equal(view.quote.personType, 'fisica');
    assert.equal(view.quote.plan, 'credit');
    assert.equal(view.quote.downPaymentPercent, 20);
    assert.equal(view.quote.termMonths, 48);
    assert.match(view.quote.folio, /^COT-\d{4}-\d{6}$/);
    assert.ok(view.quote.monthlyPayment > 0);
    assert.deepEqual(view.events.map((event) => event.status), ['draft']);
    assert.ok(Date.parse(view.linkExpiresAt) > Date.now() + 29 * 24 * 3600 * 1000);
  });

  await t.test('the applicant step: type against the quote, RFC and CURP refused at their field', async () => {
    const moral = await as('PUT', '/api/applications/current/steps/solicitante', MORAL);
    assert.equal(moral.statusCode, 400);
    assert.match(moral.json().fields.applicantType, /persona física/);

    const badRfc = await as('PUT', '/api/applications/current/steps/solicitante', { ...FISICA, rfc: 'TOGA850101AB0' === rfc('TOGA850101AB') ? 'TOGA850101AB1' : 'TOGA850101AB0' });
    assert.equal(badRfc.statusCode, 400);
    assert.match(badRfc.json().fields.rfc, /dígito verificador/);
    assert.equal(badRfc.json().fields.curp, undefined);

    const badCurp = await as('PUT', '/api/applications/current/steps/solicitante', { ...FISICA, curp: 'TOGA850101MJCRMN0X' });
    assert.equal(badCurp.statusCode, 400);
    assert.ok(badCurp.json().fields.curp);

    const otherDate = await as('PUT', '/api/applications/current/steps/solicitante', { ...FISICA, birthDate: '1985-01-02' });
    assert.equal(otherDate.statusCode, 400);
    assert.match(otherDate.json().fields.rfc, /no coincide/);

    // The variant the tag names is the one validated: its own field is named.
    const withoutCurp: Partial<typeof FISICA> = { ...FISICA };
    delete withoutCurp.curp;
    const missing = await as('PUT', '/api/applications/current/steps/solicitante', withoutCurp);
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(Object.keys(missing.json().fields), ['curp']);
    assert.equal(missing.json().fields.curp, 'El campo “CURP” es obligatorio.');

    const noType = await as('PUT', '/api/applications/current/steps/solicitante', { firstName: 'Ana' });
    assert.equal(noType.statusCode, 400);
    assert.deepEqual(Object.keys(noType.json().fields), ['applicantType']);

    const saved = await as('PUT', '/api/applications/current/steps/solicitante', FISICA);
    assert.equal(saved.statusCode, 200, saved.body);
    const view = saved.json<ApplicationView>();
    assert.equal(view.applicantType, 'fisica');
    assert.deepEqual(view.steps.solicitante, { ...FISICA, firstName: 'Ana', rfc: rfc('TOGA850101AB'), email: 'ana.torres@example.com' });
    assert.deepEqual(view.documents.map((document) => document.key), documentsFor('fisica').map((document) => document.key));
    assert.equal(await countRows(app, 'credit_consents'), 0);
  });

  await t.test('address, activity and references', async () => {
    const address = await as('PUT', '/api/applications/current/steps/domicilio', ADDRESS);
    assert.equal(address.statusCode, 200, address.body);
    assert.equal(address.json<ApplicationView>().steps.domicilio?.interiorNumber, null);

    const fleet = await as('PUT', '/api/applications/current/steps/actividad', FLEET);
    assert.equal(fleet.statusCode, 400);
    assert.ok(fleet.json().fields.kind);
    const income = await as('PUT', '/api/applications/current/steps/actividad', INCOME);
    assert.equal(income.statusCode, 200, income.body);

    const one = await as('PUT', '/api/applications/current/steps/referencias', { references: REFERENCES.references.slice(0, 1) });
    assert.equal(one.statusCode, 400);
    const two = await as('PUT', '/api/applications/current/steps/referencias', REFERENCES);
    assert.equal(two.statusCode, 200, two.body);
    assert.equal(two.json<ApplicationView>().steps.referencias?.references.length, 2);
  });

  await t.test('documents: a PDF and a PNG are kept; an .exe, an HTML page and an oversized file are refused and nothing is stored', async () => {
    const pdf = await upload('identificacion', 'ine.pdf', 'application/pdf', MINIMAL_PDF);
    assert.equal(pdf.statusCode, 200, pdf.body);
    const photo = await upload('acta-nacimiento', 'acta.png', 'image/png', await png());
    assert.equal(photo.statusCode, 200, photo.body);
    const documents = photo.json<ApplicationView>().documents;
    assert.deepEqual(documents.find((document) => document.key === 'identificacion')?.uploaded?.contentType, 'application/pdf');
    assert.deepEqual(documents.find((document) => document.key === 'acta-nacimiento')?.uploaded?.contentType, 'image/png');
    assert.equal(documents.find((document) => document.key === 'acta-nacimiento')?.uploaded?.fileName, 'acta.png');
    assert.equal(await storedFiles(), 2);

    const rows = await countRows(app, 'credit_application_documents');
    const exe = await upload('constancia-fiscal', 'constancia.pdf', 'application/pdf', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512)]));
    assert.equal(exe.statusCode, 415);
    assert.match(exe.json().fields.file, /PDF, JPG ni PNG/);
    const html = await upload('constancia-fiscal', 'constancia.pdf', 'application/pdf', '<!doctype html><script>alert(1)</script>%%EOF');
    assert.equal(html.statusCode, 415);
    // A PNG's magic bytes glued to a page: the image decoder does not read it as a PNG.
    const fakePng = await upload('constancia-fiscal', 'constancia.png', 'image/png', Buffer.concat([(await png()).subarray(0, 8), Buffer.from('<html></html>')]));
    assert.equal(fakePng.statusCode, 415);
    const tooLarge = await upload('constancia-fiscal', 'grande.pdf', 'application/pdf', Buffer.concat([MINIMAL_PDF, Buffer.alloc(APPLICATION_UPLOAD.maxBytes)]));
    assert.equal(tooLarge.statusCode, 413);
    assert.match(tooLarge.json().fields.file, /10 MB/);
    assert.equal(await countRows(app, 'credit_application_documents'), rows);
    assert.equal(await storedFiles(), 2);

    const unknown = await upload('acta-constitutiva', 'acta.pdf', 'application/pdf', MINIMAL_PDF);
    assert.equal(unknown.statusCode, 404, 'a document of another applicant type');
  });

  await t.test('a new upload replaces the file, and DELETE removes it', async () => {
    const replaced = await upload('acta-nacimiento', 'acta.jpg', 'image/jpeg', await jpeg());
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(replaced.json<ApplicationView>().documents.find((document) => document.key === 'acta-nacimiento')?.uploaded?.contentType, 'image/jpeg');
    assert.equal(await storedFiles(), 2, 'the replaced file is gone');

    const removed = await as('DELETE', '/api/applications/current/documents/acta-nacimiento');
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json<ApplicationView>().documents.find((document) => document.key === 'acta-nacimiento')?.uploaded, null);
    assert.equal(await storedFiles(), 1);
  });

  await t.test('submitting before it is complete lists what is missing', async () => {
    const response = await as('POST', '/api/applications/current/submit');
    assert.equal(response.statusCode, 400);
    const fields = response.json().fields as Record<string, string>;
    assert.ok(fields.consentimientos);
    assert.ok(fields['documents.acta-nacimiento']);
    assert.equal(fields['documents.identificacion'], undefined);
    assert.equal(fields['documents.facturas-unidades'], undefined, 'optional documents are not required');
  });

  await t.test('consents are signed with the e-mailed code and kept with the text version and hash', async () => {
    const sent = await as('POST', '/api/applications/current/consents/code');
    assert.equal(sent.statusCode, 200, sent.body);
    const mail = await lastMailTo(app, email, 'application-code');
    const code = /\b(\d{6})\b/.exec(mail?.body_text ?? '')?.[1];
    assert.ok(code);

    const wrong = await as('POST', '/api/applications/current/consents', { privacy: true, buro: true, sat: true, code: code === '000000' ? '111111' : '000000' });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json().fields.code, /Te quedan 4 intentos/);
    const withoutBuro = await as('POST', '/api/applications/current/consents', { privacy: true, buro: false, sat: false, code });
    assert.equal(withoutBuro.statusCode, 400);
    assert.ok(withoutBuro.json().fields.buro);
    assert.equal(await countRows(app, 'credit_consents'), 0);

    const signed = await as('POST', '/api/applications/current/consents', { privacy: true, buro: true, sat: true, code }, { 'user-agent': 'Pruebas/1.0' });
    assert.equal(signed.statusCode, 200, signed.body);
    assert.deepEqual(signed.json<ApplicationView>().consents.map((consent) => consent.kind).sort(), ['buro', 'privacy', 'sat']);
    const rows = await app.db.query<{ kind: 'privacy' | 'buro' | 'sat'; text_version: string; text_sha256: string; ip: string; code_hmac: string }>(
      'select kind, text_version, text_sha256, ip, code_hmac from credit_consents',
    );
    for (const row of rows) {
      assert.equal(row.text_version, CONSENT_TEXTS[row.kind].version);
      assert.equal(row.text_sha256, createHash('sha256').update(CONSENT_TEXTS[row.kind].text).digest('hex'));
      assert.equal(row.ip, '127.0.0.1');
      assert.match(row.code_hmac, /^[A-Za-z0-9_-]{43}$/);
    }
    const again = await as('POST', '/api/applications/current/consents', { privacy: true, buro: true, sat: true, code });
    assert.equal(again.statusCode, 400, 'a code signs once');
  });

  await t.test('submitted: a folio, a status event, an e-mail with the status link and one lead for the CRM', async () => {
    const required = documentsFor('fisica').filter((document) => !document.optional && document.key !== 'identificacion');
    for (const document of required) {
      const response = await upload(document.key, `${document.key}.pdf`, 'application/pdf', MINIMAL_PDF);
      assert.equal(response.statusCode, 200, response.body);
    }
    const submitted = await as('POST', '/api/applications/current/submit');
    assert.equal(submitted.statusCode, 200, submitted.body);
    const { folio, status } = submitted.json<{ folio: string; status: string }>();
    assert.match(folio, /^SOL-\d{4}-\d{6}$/);
    assert.equal(status, 'received');

    const view = (await as('GET', '/api/applications/current')).json<ApplicationView>();
    assert.equal(view.folio, folio);
    assert.equal(view.editable, false);
    assert.deepEqual(view.events.map((event) => event.status), ['draft', 'received']);

    const mail = await lastMailTo(app, email, 'application-received');
    assert.ok(mail?.subject.includes(folio));
    assert.ok(mail?.body_text.includes('/solicitud/continuar#t='));

    const [lead] = await app.db.query<{ name: string; email: string; rfc: string; details: { folio: string; monthlyIncome: number } }>(
      `select name, email, rfc, details from leads where source = 'application'`,
    );
    assert.equal(lead?.name, 'Ana Torres Gómez');
    assert.equal(lead?.email, 'ana.torres@example.com');
    assert.equal(lead?.rfc, rfc('TOGA850101AB'));
    assert.equal(lead?.details.folio, folio);
    assert.equal(lead?.details.monthlyIncome, 45_000);

    assert.equal((await as('POST', '/api/applications/current/submit')).statusCode, 409);
    assert.equal((await as('PUT', '/api/applications/current/steps/domicilio', ADDRESS)).statusCode, 409);
    assert.equal((await upload('identificacion', 'ine.pdf', 'application/pdf', MINIMAL_PDF)).statusCode, 409);
  });

  await t.test('the application lead reaches the CRM once', async () => {
    const accepted: Array<{ source: string; name: string; details: { folio?: string } }> = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        accepted.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(201).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const crm = createCrmClient({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads` });
    await forwardPending(app.db, crm, app.dealerCipher, { batchSize: 500 });
    await forwardPending(app.db, crm, app.dealerCipher, { batchSize: 500 });
    const applications = accepted.filter((lead) => lead.source === 'application');
    assert.equal(applications.length, 1);
    assert.equal(applications[0]?.name, 'Ana Torres Gómez');
    assert.match(applications[0]?.details.folio ?? '', /^SOL-/);
  });

  await t.test('staff find it among the leads, as "Solicitud en línea"', async () => {
    const agent = await staffLoginAs(app, DEMO_STAFF.agent);
    const response = await app.inject({ url: '/api/backoffice/leads?source=application', headers: { authorization: `Bearer ${agent.jwt.token}` } });
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json<{ items: Array<{ source: string; name: string }> }>();
    assert.deepEqual(page.items.map((lead) => [lead.source, lead.name]), [['application', 'Ana Torres Gómez']]);
  });

  await t.test('staff ask for a document again: only that one can be sent, and sending it puts the application back in review', async () => {
    const [application] = await app.db.query<{ id: string }>('select id from credit_applications where status = $1', ['received']);
    await app.db.query(`update credit_applications set status = 'documents_missing' where id = $1`, [application!.id]);
    await app.db.query(
      `update credit_application_documents set requested_at = now(), request_note = 'La identificación está borrosa.' where application_id = $1 and document_key = 'identificacion'`,
      [application!.id],
    );
    const view = (await as('GET', '/api/applications/current')).json<ApplicationView>();
    assert.deepEqual(view.documents.filter((document) => document.requested).map((document) => [document.key, document.requestNote]), [
      ['identificacion', 'La identificación está borrosa.'],
    ]);
    assert.equal((await upload('constancia-fiscal', 'c.pdf', 'application/pdf', MINIMAL_PDF)).statusCode, 409, 'a document nobody asked for');
    const sent = await upload('identificacion', 'ine-nueva.png', 'image/png', await png());
    assert.equal(sent.statusCode, 200, sent.body);
    const after = sent.json<ApplicationView>();
    assert.equal(after.status, 'in_review');
    assert.deepEqual(after.events.map((event) => event.status), ['draft', 'received', 'in_review']);
    assert.equal(after.documents.find((document) => document.key === 'identificacion')?.requested, false);
  });
});

test('the link token: none, forged, expired or rotated is a 401; a token opens only its own application', async (t) => {
  const { app } = await buildTestApp(t);
  const first = await makeQuote(app, 'fisica', 'primera@example.com');
  const second = await makeQuote(app, 'moral', 'segunda@example.com');
  const start = async (quoteId: string) => (await app.inject({ method: 'POST', url: '/api/applications', payload: { quoteId } })).json<{ applicationId: string; token: string | null }>();
  const read = (token?: string) => app.inject({ method: 'GET', url: '/api/applications/current', headers: token === undefined ? {} : { 'x-application-token': token } });

  const a = await start(first);
  const b = await start(second);
  assert.ok(a.token && b.token);

  await t.test('each token opens its own application', async () => {
    assert.equal((await read(a.token!)).json<ApplicationView>().id, a.applicationId);
    assert.equal((await read(b.token!)).json<ApplicationView>().id, b.applicationId);
    assert.equal((await read(b.token!)).json<ApplicationView>().quote.personType, 'moral');
  });

  await t.test('no token, garbage, a forged signature or another application id: 401', async () => {
    for (const token of [undefined, '', 'x', `${a.applicationId}.9999999999.${'A'.repeat(43)}`, b.token!.replace(b.applicationId, a.applicationId)]) {
      const response = await read(token);
      assert.equal(response.statusCode, 401, String(token));
      assert.equal(response.json().code, 'APPLICATION_LINK_INVALID');
    }
    // A step write without a valid token stores nothing.
    const write = await app.inject({ method: 'PUT', url: '/api/applications/current/steps/domicilio', payload: ADDRESS, headers: { 'x-application-token': 'x' } });
    assert.equal(write.statusCode, 401);
  });

  await t.test('an expired token: 401 saying so', async () => {
    const [row] = await app.db.query<{ token_nonce: string }>('select token_nonce from credit_applications where id = $1', [a.applicationId]);
    const longAgo = createApplicationTokens(deriveKey(TEST_JWT_SECRET, 'application-links'), () => new Date(Date.now() - 31 * 24 * 3600 * 1000));
    const expired = await read(longAgo.issue(a.applicationId, row!.token_nonce).token);
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().code, 'APPLICATION_LINK_EXPIRED');
  });

  await t.test('starting again rotates the link: the old token stops working, the e-mailed one opens it, no token in the answer', async () => {
    const again = await app.inject({ method: 'POST', url: '/api/applications', payload: { quoteId: first } });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().applicationId, a.applicationId);
    assert.equal(again.json().token, null);
    assert.equal((await read(a.token!)).statusCode, 401);
    assert.equal((await read(await linkTokenIn(app, 'primera@example.com'))).statusCode, 200);
    assert.equal(await countRows(app, 'credit_applications'), 2, 'one application per quote');
  });

  await t.test('a moral quote takes a persona moral with its representative, RFC and CURP checked', async () => {
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/applications/current/steps/solicitante', payload, headers: { 'x-application-token': b.token! } });
    assert.equal((await put({ ...FISICA })).statusCode, 400);
    const badRepresentative = await put({ ...MORAL, representative: { ...MORAL.representative, curp: 'LOMM700215HQTPRR09' === MORAL.representative.curp ? 'LOMM700215HQTPRR08' : 'LOMM700215HQTPRR09' } });
    assert.equal(badRepresentative.statusCode, 400);
    assert.deepEqual(Object.keys(badRepresentative.json().fields), ['representative.curp']);
    const saved = await put(MORAL);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json<ApplicationView>().documents.map((document) => document.key), documentsFor('moral').map((document) => document.key));
    assert.deepEqual(saved.json<ApplicationView>().steps.solicitante, MORAL);
    const income = await app.inject({ method: 'PUT', url: '/api/applications/current/steps/actividad', payload: INCOME, headers: { 'x-application-token': b.token! } });
    assert.equal(income.statusCode, 400);
    const fleet = await app.inject({ method: 'PUT', url: '/api/applications/current/steps/actividad', payload: FLEET, headers: { 'x-application-token': b.token! } });
    assert.equal(fleet.statusCode, 200, fleet.body);
    assert.deepEqual(fleet.json<ApplicationView>().steps.actividad, FLEET);
  });
});

test('GET /api/postal-codes/:cp', async (t) => {
  const { app } = await buildTestApp(t);
  const querétaro = await app.inject({ method: 'GET', url: '/api/postal-codes/76000' });
  assert.equal(querétaro.statusCode, 200);
  assert.deepEqual(querétaro.json(), { postalCode: '76000', state: 'Querétaro', municipality: 'Querétaro', colonias: ['Centro'] });
  assert.match(querétaro.headers['cache-control'] ?? '', /^public, max-age=\d+$/);
  assert.deepEqual((await app.inject({ method: 'GET', url: '/api/postal-codes/14000' })).json().colonias, ['Tlalpan Centro I', 'Tlalpan Centro II']);
  const unknown = await app.inject({ method: 'GET', url: '/api/postal-codes/99999' });
  assert.equal(unknown.statusCode, 404);
  assert.match(unknown.json().message, /escribe la colonia/);
  assert.equal((await app.inject({ method: 'GET', url: '/api/postal-codes/7600A' })).statusCode, 400);
});
