import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ApplicationView, ContractList, StaffApplicationDetail, StaffApplicationPage } from '@fvc/shared/contracts';
import { APPLICATION_TOKEN_HEADER, documentsFor } from '@fvc/shared/contracts/rules';
import { buildTestApp, DEMO_STAFF, lastMailTo, loginAs, staffLoginAs } from '../../../testing/build-test-app';
import { ANA, applyOnline, BRUNO, CARLA, curpOf, rfcOf, startApplication, tokenInMail } from '../../../testing/credit-application';
import { MINIMAL_PDF } from '../../../testing/multipart';

const API = '/api/backoffice/applications';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

test('staff review credit applications: inbox, detail, documents, requests for documents, decisions', async (t) => {
  const { app } = await buildTestApp(t);
  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const asAgent = { authorization: `Bearer ${agent.jwt.token}` };
  const asEditor = { authorization: `Bearer ${editor.jwt.token}` };
  const ana = await applyOnline(app, ANA);
  const bruno = await applyOnline(app, BRUNO);
  const carla = await applyOnline(app, CARLA);
  // A draft nobody submitted: still the applicant's alone.
  const draft = await startApplication(app, { ...CARLA, email: 'borrador@example.com', ip: '198.51.100.4' });

  const list = async (query = '') => {
    const answer = await app.inject({ url: `${API}${query}`, headers: asAgent });
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<StaffApplicationPage>();
  };
  const read = async (id: string) => (await app.inject({ url: `${API}/${id}`, headers: asAgent })).json<StaffApplicationDetail>();
  const post = (id: string, action: string, payload?: object, headers = asAgent) => app.inject({ method: 'POST', url: `${API}/${id}/${action}`, headers, payload });
  const audited = async (action: string, target: string) =>
    (await app.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where action = $1 and target = $2 and outcome = 'ok'`, [action, target]))[0]!.n;

  await t.test('the inbox lists submitted applications oldest first, never a draft, filtered by status, age and applicant', async () => {
    const all = await list();
    assert.deepEqual(
      all.items.map((item) => item.folio),
      [ana.folio, bruno.folio, carla.folio],
    );
    assert.equal(all.total, 3);
    assert.ok(!all.items.some((item) => item.id === draft.applicationId), 'a draft is not listed');
    const [first] = all.items;
    assert.deepEqual(
      { ...first, id: undefined, submittedAt: undefined, updatedAt: undefined },
      {
        id: undefined,
        folio: ana.folio,
        status: 'received',
        applicantType: 'fisica',
        applicantName: 'Ana Torres Álvarez',
        rfc: rfcOf(ANA),
        email: ANA.email,
        quote: { folio: first!.quote.folio, vehicle: first!.quote.vehicle, planName: 'Crédito directo' },
        assignee: null,
        submittedAt: undefined,
        updatedAt: undefined,
      },
    );
    assert.match(first!.quote.folio, /^COT-/);

    const folios = async (query: string) => (await list(query)).items.map((item) => item.folio);
    assert.deepEqual(await folios('?applicant=bruno'), [bruno.folio], 'by name');
    assert.deepEqual(await folios(`?applicant=${encodeURIComponent(rfcOf(CARLA).toLowerCase().replace(/(....)/, '$1 '))}`), [carla.folio], 'by RFC, typed in lower case with a space');
    assert.deepEqual(await folios('?applicant=ANA.TORRES@'), [ana.folio], 'by e-mail');
    assert.deepEqual(await folios(`?applicant=${ana.folio}`), [ana.folio], 'by folio');
    assert.deepEqual(await folios('?applicant=nadie'), []);
    assert.deepEqual(await folios('?status=received'), [ana.folio, bruno.folio, carla.folio]);
    assert.deepEqual(await folios('?status=in_review'), []);

    await app.db.query(`update credit_applications set submitted_at = submitted_at - interval '3 days' where id = $1`, [bruno.applicationId]);
    assert.deepEqual(await folios('?minAgeDays=2'), [bruno.folio], 'only the one submitted 3 days ago');
    assert.deepEqual(await folios(''), [bruno.folio, ana.folio, carla.folio], 'oldest first');

    const second = await list('?page=2');
    assert.deepEqual(second, { items: [], total: 3 }, 'fifty a page: a second page is empty and says the total');
    const wrong = await app.inject({ url: `${API}?status=draft`, headers: asAgent });
    assert.equal(wrong.statusCode, 400, 'a draft is no status of the inbox');
    assert.equal(wrong.json().code, 'VALIDATION_ERROR');
  });

  await t.test('the detail holds every step, the quote, the documents, the signed consents and the history; reading it is audited', async () => {
    const before = await audited('application.read', `credit-application:${ana.applicationId}`);
    const detail = await read(ana.applicationId);
    assert.equal(detail.folio, ana.folio);
    assert.equal(detail.phone, '442 123 4567');
    assert.deepEqual(detail.steps.solicitante, {
      applicantType: 'fisica',
      firstName: 'Ana',
      lastNames: 'Torres Álvarez',
      rfc: rfcOf(ANA),
      curp: curpOf(ANA),
      birthDate: '1980-01-01',
      phone: '442 123 4567',
      email: ANA.email,
    });
    assert.equal(detail.steps.domicilio?.postalCode, '76000');
    assert.equal(detail.steps.actividad?.kind, 'income');
    assert.equal(detail.steps.referencias?.references.length, 2);
    const [stored] = await app.db.query<{ financed: number; monthly: number }>(
      `select (q.result->>'financed')::bigint as financed, (q.result->>'monthlyPayment')::bigint as monthly from quotes q join credit_applications a on a.quote_id = q.id where a.id = $1`,
      [ana.applicationId],
    );
    assert.deepEqual(
      [detail.quote.plan, detail.quote.personType, detail.quote.termMonths, detail.quote.downPaymentPercent, detail.quote.financed, detail.quote.monthlyPayment],
      ['credit', 'fisica', 48, 20, Number(stored!.financed), Number(stored!.monthly)],
    );
    assert.ok(detail.quote.annualRate !== null && detail.quote.annualRate > 0);

    const required = documentsFor('fisica').filter((document) => !document.optional);
    assert.equal(detail.documents.length, documentsFor('fisica').length, 'every document of the type, sent or not');
    for (const document of required) {
      const shown = detail.documents.find((item) => item.key === document.key)!;
      assert.equal(shown.uploaded?.contentType, 'application/pdf');
      assert.equal(shown.downloadPath, `${API}/${ana.applicationId}/documents/${document.key}`);
    }
    assert.equal(detail.documents.find((item) => item.optional)!.downloadPath, null, 'an optional one not sent has nothing to download');

    // "Consent records ... are shown to staff": kind, text version, date and IP.
    const byKind = (a: { kind: string }, b: { kind: string }) => a.kind.localeCompare(b.kind);
    assert.deepEqual(
      detail.consents.map(({ kind, version, ip }) => ({ kind, version, ip })).sort(byKind),
      [
        { kind: 'buro', version: 'buro-2026-01', ip: ANA.ip },
        { kind: 'privacy', version: 'privacidad-2026-01', ip: ANA.ip },
        { kind: 'sat', version: 'sat-2026-01', ip: ANA.ip },
      ],
    );
    assert.ok(detail.consents.every((consent) => /^[0-9a-f]{64}$/.test(consent.textHash) && Date.now() - Date.parse(consent.signedAt) < 600_000));
    assert.equal(detail.consents.find((consent) => consent.kind === 'buro')!.title, 'Autorización para consultar tu historial crediticio');
    assert.deepEqual(
      detail.events.map((event) => [event.status, event.by]),
      [
        ['draft', null],
        ['received', null],
      ],
    );
    assert.equal(detail.outcome, null);
    assert.equal(await audited('application.read', `credit-application:${ana.applicationId}`), before + 1);

    assert.equal((await app.inject({ url: `${API}/${draft.applicationId}`, headers: asAgent })).statusCode, 404, 'a draft is not staff’s to read');
    assert.equal((await app.inject({ url: `${API}/${NO_SUCH_ID}`, headers: asAgent })).statusCode, 404);
  });

  await t.test('a document downloads as the applicant sent it, never cached, as an attachment, and the download is audited', async () => {
    const url = `${API}/${ana.applicationId}/documents/identificacion`;
    const answer = await app.inject({ url, headers: asAgent });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.rawPayload, MINIMAL_PDF);
    assert.equal(answer.headers['content-type'], 'application/pdf');
    assert.equal(answer.headers['cache-control'], 'private, no-store');
    assert.equal(answer.headers['content-disposition'], `attachment; filename="${ana.folio}-identificacion.pdf"`);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
    assert.equal(await audited('application.document', `credit-application:${ana.applicationId}:identificacion`), 1);
    assert.equal((await app.inject({ url: `${API}/${ana.applicationId}/documents/facturas-unidades`, headers: asAgent })).statusCode, 404, 'not sent');
    assert.equal((await app.inject({ url: `${API}/${draft.applicationId}/documents/identificacion`, headers: asAgent })).statusCode, 404, 'a draft’s');
    assert.equal((await app.inject({ url: `${API}/${ana.applicationId}/documents/..%2F..%2Fetc`, headers: asAgent })).statusCode, 400);
  });

  await t.test('assigned to someone of customer service, never to an editor; the change is audited with before and after', async () => {
    const assigned = await post(ana.applicationId, 'assignment', { staffId: agent.staff.id });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(assigned.json<StaffApplicationDetail>().assignee, { id: agent.staff.id, name: agent.staff.name });
    assert.equal((await list('?applicant=ana')).items[0]!.assignee?.id, agent.staff.id);
    const toEditor = await post(ana.applicationId, 'assignment', { staffId: editor.staff.id });
    assert.equal(toEditor.statusCode, 400);
    assert.equal(toEditor.json().fields.staffId, 'Elige a alguien de atención a clientes.');
    const [audit] = await app.db.query<{ before: { assignedTo: string | null }; after: { assignedTo: string } }>(
      `select before, after from staff_audit where action = 'application.assign' and target = $1`,
      [`credit-application:${ana.applicationId}`],
    );
    assert.deepEqual([audit?.before.assignedTo, audit?.after.assignedTo], [null, agent.staff.id]);
  });

  await t.test('taken into review: the applicant sees it; twice is a 409', async () => {
    const reviewed = await post(ana.applicationId, 'review');
    assert.equal(reviewed.statusCode, 200, reviewed.body);
    const detail = reviewed.json<StaffApplicationDetail>();
    assert.equal(detail.status, 'in_review');
    assert.deepEqual(detail.events.at(-1), { ...detail.events.at(-1)!, status: 'in_review', by: agent.staff.name });
    const again = await post(ana.applicationId, 'review');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Esta solicitud ya está en revisión.');
  });

  await t.test('documents asked for again reach the applicant: the status, the documents marked, the note and an e-mail with the link', async () => {
    const refuse = async (payload: object) => {
      const answer = await post(bruno.applicationId, 'missing-documents', payload);
      assert.equal(answer.statusCode, 400, answer.body);
      return answer.json<{ code: string; message: string; fields: Record<string, string> }>();
    };
    assert.equal((await refuse({ documentKeys: ['acta-constitutiva'], note: 'Falta el acta.' })).fields.documentKeys, 'Ese documento no es de los que pide este tipo de solicitante.');
    assert.equal((await refuse({ documentKeys: ['identificacion'], note: '   ' })).fields.note, 'Escribe una nota para el solicitante: la leerá en el correo y en el estado de su solicitud.');
    assert.equal((await refuse({ documentKeys: [], note: 'x' })).code, 'VALIDATION_ERROR');
    assert.equal((await read(bruno.applicationId)).status, 'received', 'a refusal changes nothing');

    const note = 'Tu estado de cuenta de marzo está cortado: envíalo completo.';
    const asked = await post(bruno.applicationId, 'missing-documents', { documentKeys: ['estados-de-cuenta', 'facturas-unidades'], note });
    assert.equal(asked.statusCode, 200, asked.body);
    const detail = asked.json<StaffApplicationDetail>();
    assert.equal(detail.status, 'documents_missing');
    const statement = detail.documents.find((document) => document.key === 'estados-de-cuenta')!;
    assert.deepEqual([statement.requested, statement.requestNote, statement.uploaded?.contentType], [true, note, 'application/pdf'], 'asked for again; the last file is kept');
    assert.equal(detail.documents.find((document) => document.key === 'facturas-unidades')!.requested, true, 'an optional one never sent can be asked for');
    assert.deepEqual({ status: detail.events.at(-1)!.status, note: detail.events.at(-1)!.note }, { status: 'documents_missing', note });

    const mail = await lastMailTo(app, BRUNO.email, 'application-documents-missing');
    assert.equal(mail?.subject, `Faltan documentos en tu solicitud ${bruno.folio}`);
    assert.match(mail!.body_text, /Estados de cuenta bancarios de los últimos 3 meses/);
    assert.match(mail!.body_text, /cortado: envíalo completo/);
    const token = tokenInMail(mail!.body_text);
    assert.ok(token, 'the e-mail carries the link to the application');

    // The applicant, from the e-mailed link, reads what staff asked for.
    const current = await app.inject({ url: '/api/applications/current', headers: { [APPLICATION_TOKEN_HEADER]: token! } });
    assert.equal(current.statusCode, 200, current.body);
    const view = current.json<ApplicationView>();
    assert.equal(view.status, 'documents_missing');
    assert.deepEqual(
      view.documents.filter((document) => document.requested).map((document) => [document.key, document.requestNote]),
      [
        ['estados-de-cuenta', note],
        ['facturas-unidades', note],
      ],
    );
    assert.equal(view.events.at(-1)!.note, note);
    const older = await app.inject({ url: '/api/applications/current', headers: bruno.headers });
    assert.equal(older.statusCode, 200, 'the link the applicant was using still opens it');
  });

  await t.test('an editor may not read, download, assign, review, ask for documents or decide', async () => {
    for (const [method, url] of [
      ['GET', API],
      ['GET', `${API}/${carla.applicationId}`],
      ['GET', `${API}/${carla.applicationId}/documents/identificacion`],
      ['POST', `${API}/${carla.applicationId}/assignment`],
      ['POST', `${API}/${carla.applicationId}/review`],
      ['POST', `${API}/${carla.applicationId}/missing-documents`],
      ['POST', `${API}/${carla.applicationId}/decision`],
    ] as const) {
      const answer = await app.inject({ method, url, headers: asEditor, payload: method === 'POST' ? { decision: 'approved', note: '' } : undefined });
      assert.equal(answer.statusCode, 403, `${method} ${url}`);
      assert.equal(answer.json().code, 'FORBIDDEN');
    }
    assert.equal((await read(carla.applicationId)).status, 'received', 'nothing changed');
  });

  await t.test('deciding asks for a recent second factor: refused after 10 minutes, allowed after the e-mailed code', async () => {
    await app.db.query(`update staff_sessions set verified_at = now() - interval '11 minutes' where staff_id = $1`, [agent.staff.id]);
    const refused = await post(ana.applicationId, 'decision', { decision: 'approved', note: '' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'STEP_UP_REQUIRED');
    assert.equal((await read(ana.applicationId)).status, 'in_review', 'nothing was decided');
    const challenge = await app.inject({ method: 'POST', url: '/api/backoffice/auth/step-up', headers: asAgent });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(app, DEMO_STAFF.agent, 'staff-code'))!.body_text)![1]!;
    const confirmed = await app.inject({ method: 'POST', url: '/api/backoffice/auth/step-up/code', headers: asAgent, payload: { challengeId: challenge.json().challengeId, code } });
    assert.equal(confirmed.statusCode, 204);
  });

  await t.test('an approval is one transaction: when the contract cannot be written, no customer, no status, no e-mail', async () => {
    const customers = async () => (await app.db.query<{ n: number }>('select count(*)::int as n from customers where rfc = $1', [rfcOf(ANA)]))[0]!.n;
    // The contract's number cannot be taken: the last step of the approval fails.
    await app.db.query(`select setval('contract_number_seq', 5)`);
    await app.db.query('alter sequence contract_number_seq maxvalue 5');
    try {
      const failed = await post(ana.applicationId, 'decision', { decision: 'approved', note: '' });
      assert.equal(failed.statusCode, 500);
    } finally {
      await app.db.query('alter sequence contract_number_seq no maxvalue');
    }
    assert.equal(await customers(), 0);
    assert.equal((await read(ana.applicationId)).status, 'in_review');
    assert.equal(await lastMailTo(app, ANA.email, 'application-approved'), undefined);
  });

  let contractNumber = '';
  await t.test('approved: a customer with the quote’s contract, its schedule and ledger, and an e-mailed invitation to register', async () => {
    const approved = await post(ana.applicationId, 'decision', { decision: 'approved', note: 'Felicidades.' });
    assert.equal(approved.statusCode, 200, approved.body);
    const detail = approved.json<StaffApplicationDetail>();
    assert.equal(detail.status, 'approved');
    assert.ok(detail.outcome);
    contractNumber = detail.outcome.contractNumber;
    assert.match(contractNumber, /^FVC-\d{4}-\d{6}$/);
    assert.deepEqual(
      { status: detail.events.at(-1)!.status, note: detail.events.at(-1)!.note, by: detail.events.at(-1)!.by },
      { status: 'approved', note: `Felicidades. Tu contrato es el ${contractNumber}.`, by: agent.staff.name },
    );

    const [customer] = await app.db.query<{ id: string; name: string; person_type: string; contact_email: string; fiscal_zip: string; fiscal_street: string; phone: string }>(
      'select id, name, person_type, contact_email, fiscal_zip, fiscal_street, phone from customers where rfc = $1',
      [rfcOf(ANA)],
    );
    assert.deepEqual(
      { ...customer, id: undefined },
      { id: undefined, name: 'Ana Torres Álvarez', person_type: 'fisica', contact_email: ANA.email, fiscal_zip: '76000', fiscal_street: 'Av. Juárez 100 int. 4', phone: '442 123 4567' },
    );
    assert.equal(detail.outcome.customerId, customer!.id);

    const [quote] = await app.db.query<{ financed: number; first: { principal: number; interest: number; iva: number }; rate: number }>(
      `select (q.result->>'financed')::bigint as financed, q.result->'schedule'->0 as first, (q.result->>'annualRate')::float as rate
         from quotes q join credit_applications a on a.quote_id = q.id where a.id = $1`,
      [ana.applicationId],
    );
    const [contract] = await app.db.query<{ id: string; plan: string; financed_cents: string; term_months: number; annual_rate: string; status: string; vehicle: string; start_date: string }>(
      'select id, plan, financed_cents, term_months, annual_rate, status, vehicle, start_date::text from contracts where number = $1 and customer_id = $2',
      [contractNumber, customer!.id],
    );
    assert.deepEqual(
      [contract?.plan, Number(contract?.financed_cents), contract?.term_months, Number(contract?.annual_rate), contract?.status, contract?.vehicle],
      ['credit', Number(quote!.financed), 48, quote!.rate, 'active', detail.quote.vehicle],
    );
    const installments = await app.db.query<{ principal_cents: string; interest_cents: string; iva_cents: string }>(
      'select principal_cents, interest_cents, iva_cents from contract_installments where contract_id = $1 order by number',
      [contract!.id],
    );
    assert.equal(installments.length, 48);
    assert.deepEqual(
      [Number(installments[0]!.principal_cents), Number(installments[0]!.interest_cents), Number(installments[0]!.iva_cents)],
      [quote!.first.principal, quote!.first.interest, quote!.first.iva],
      'the first installment is the quote’s',
    );
    const movements = await app.db.query<{ kind: string; charge_cents: string; balance_after_cents: string }>(
      'select kind, charge_cents, balance_after_cents from contract_movements where contract_id = $1',
      [contract!.id],
    );
    assert.deepEqual(movements.map((row) => [row.kind, Number(row.charge_cents), Number(row.balance_after_cents)]), [['disbursement', Number(quote!.financed), Number(quote!.financed)]]);

    const mail = await lastMailTo(app, ANA.email, 'application-approved');
    assert.equal(mail?.subject, `Tu solicitud ${ana.folio} fue aprobada`);
    assert.match(mail!.body_text, new RegExp(`contrato es el ${contractNumber}`));
    assert.match(mail!.body_text, /Crear mi cuenta: http:\/\/localhost:3000\/registro/);
    assert.ok(tokenInMail(mail!.body_text));

    const [audit] = await app.db.query<{ after: { decision: string; contractNumber: string } }>(
      `select after from staff_audit where action = 'application.decide' and outcome = 'ok' and target = $1`,
      [`credit-application:${ana.applicationId}`],
    );
    assert.deepEqual([audit?.after.decision, audit?.after.contractNumber], ['approved', contractNumber]);
  });

  await t.test('the new customer registers with the contract number and RFC, and sees the contract in the portal', async () => {
    const password = 'mi unidad nueva para la ruta';
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { contractNumber, rfc: rfcOf(ANA), password } });
    assert.equal(registered.statusCode, 202);
    const confirmation = await lastMailTo(app, ANA.email, 'confirm-email');
    const token = /\/welcome#token=([A-Za-z0-9_-]+)/.exec(confirmation?.body_text ?? '')?.[1];
    assert.ok(token, `confirmation link: ${confirmation?.body_text}`);
    assert.equal((await app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token } })).statusCode, 200);
    const session = await loginAs(app, ANA.email, password);
    const contracts = (await app.inject({ url: '/api/customers/contracts', headers: { authorization: `Bearer ${session.jwt.token}` } })).json<ContractList>();
    assert.deepEqual(
      contracts.contracts.map((contract) => contract.number),
      [contractNumber],
    );
  });

  await t.test('a decided application stays decided: another decision, a request for documents or a review is a 409', async () => {
    for (const [action, payload] of [
      ['decision', { decision: 'declined', note: 'No.' }],
      ['missing-documents', { documentKeys: ['identificacion'], note: 'Otra vez.' }],
      ['review', undefined],
    ] as const) {
      const answer = await post(ana.applicationId, action, payload);
      assert.equal(answer.statusCode, 409, action);
      assert.equal(answer.json().code, 'ALREADY_DECIDED');
      assert.match(answer.json().message, /ya se decidió \(aprobada\)/);
    }
    assert.equal((await app.db.query('select 1 from contracts where customer_id = (select customer_id from credit_applications where id = $1)', [ana.applicationId])).length, 1);
  });

  await t.test('an application waiting for documents is not approved until it is in review again', async () => {
    const answer = await post(bruno.applicationId, 'decision', { decision: 'approved', note: '' });
    assert.equal(answer.statusCode, 409);
    assert.equal(answer.json().code, 'DOCUMENTS_MISSING');
    assert.equal((await read(bruno.applicationId)).status, 'documents_missing');
  });

  await t.test('a customer the company already has (same RFC and e-mail) gets the new contract beside the others, and is told to sign in', async () => {
    const [existing] = await app.db.query<{ id: string }>(
      `insert into customers (name, rfc, person_type, contact_email) values ('Bruno Díaz Peña', $1, 'fisica', $2) returning id`,
      [rfcOf(BRUNO), BRUNO.email],
    );
    await app.db.query(`insert into customer_accounts (customer_id, email, password_hash, email_verified_at) values ($1, $2, 'x', now())`, [existing!.id, BRUNO.email]);
    assert.equal((await post(bruno.applicationId, 'review')).statusCode, 200);
    const approved = await post(bruno.applicationId, 'decision', { decision: 'approved', note: '' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json<StaffApplicationDetail>().outcome?.customerId, existing!.id);
    assert.equal((await app.db.query('select 1 from customers where rfc = $1', [rfcOf(BRUNO)])).length, 1, 'no second customer');
    const mail = await lastMailTo(app, BRUNO.email, 'application-approved');
    assert.match(mail!.body_text, /Entrar al portal de clientes: http:\/\/localhost:3000\/acceso/);
    assert.doesNotMatch(mail!.body_text, /registro/);
  });

  await t.test('declined: a reason is required, and the applicant reads it by e-mail and on the status page', async () => {
    const noReason = await post(carla.applicationId, 'decision', { decision: 'declined', note: ' ' });
    assert.equal(noReason.statusCode, 400);
    assert.equal(noReason.json().fields.note, 'Escribe por qué no se aprueba: el solicitante lo leerá.');
    const reason = 'Tu ingreso comprobable no alcanza para la mensualidad de este plazo.';
    const declined = await post(carla.applicationId, 'decision', { decision: 'declined', note: reason });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(declined.json<StaffApplicationDetail>().status, 'declined');
    assert.equal(declined.json<StaffApplicationDetail>().outcome, null);
    assert.equal((await app.db.query('select 1 from customers where rfc = $1', [rfcOf(CARLA)])).length, 0, 'no customer');
    const mail = await lastMailTo(app, CARLA.email, 'application-declined');
    assert.equal(mail?.subject, `Tu solicitud ${carla.folio} no fue aprobada`);
    assert.match(mail!.body_text, /no alcanza para la mensualidad/);
    const view = (await app.inject({ url: '/api/applications/current', headers: { [APPLICATION_TOKEN_HEADER]: tokenInMail(mail!.body_text)! } })).json<ApplicationView>();
    assert.deepEqual([view.status, view.events.at(-1)!.note], ['declined', reason]);
    assert.equal((await post(carla.applicationId, 'decision', { decision: 'approved', note: '' })).statusCode, 409);
  });
});
