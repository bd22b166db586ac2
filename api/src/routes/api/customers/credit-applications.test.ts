import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ApplicationView, MyCreditApplication, StaffApplicationDetail } from '@fvc/shared/contracts';
import { APPLICATION_TOKEN_HEADER } from '@fvc/shared/contracts/rules';
import { buildTestApp, DEMO_STAFF, lastMailTo, loginAs, staffLoginAs } from '../../../testing/build-test-app';
import { ANA, applyOnline, BRUNO, CARLA, rfcOf, startApplication, tokenInMail } from '../../../testing/credit-application';

const MY_APPLICATIONS = '/api/customers/applications';

test('a customer follows their credit applications in the portal', async (t) => {
  const { app } = await buildTestApp(t);
  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const decide = async (applicationId: string, note: string) => {
    const approved = await app.inject({
      method: 'POST',
      url: `/api/backoffice/applications/${applicationId}/decision`,
      headers: { authorization: `Bearer ${agent.jwt.token}` },
      payload: { decision: 'approved', note },
    });
    assert.equal(approved.statusCode, 200, approved.body);
    // Deciding e-mails a new link to the application, which ends the older ones.
    const mail = await lastMailTo(app, approved.json<StaffApplicationDetail>().email, 'application-approved');
    return { contractNumber: approved.json<StaffApplicationDetail>().outcome!.contractNumber, headers: { [APPLICATION_TOKEN_HEADER]: tokenInMail(mail!.body_text)! } };
  };

  // Ana applies, is taken into review and approved: she becomes a customer and registers.
  const first = await applyOnline(app, ANA);
  assert.equal((await app.inject({ method: 'POST', url: `/api/backoffice/applications/${first.applicationId}/review`, headers: { authorization: `Bearer ${agent.jwt.token}` } })).statusCode, 200);
  const approval = await decide(first.applicationId, 'Felicidades.');
  const password = 'mi unidad nueva para la ruta';
  assert.equal((await app.inject({ method: 'POST', url: '/api/auth/register', payload: { contractNumber: approval.contractNumber, rfc: rfcOf(ANA), password } })).statusCode, 202);
  const confirmation = await lastMailTo(app, ANA.email, 'confirm-email');
  const confirmToken = /\/welcome#token=([A-Za-z0-9_-]+)/.exec(confirmation!.body_text)![1];
  assert.equal((await app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token: confirmToken } })).statusCode, 200);
  const ana = await loginAs(app, ANA.email, password);

  // Later she applies again (her RFC and her e-mail). Applications that give only her RFC or only
  // her e-mail, her unsent draft and a stranger's application are not hers to follow here.
  const again = await applyOnline(app, { ...ANA, ip: '198.51.100.3' });
  const withHerRfc = await applyOnline(app, { ...ANA, email: 'ana.flotilla@example.com', ip: '198.51.100.4' });
  const withHerEmail = await applyOnline(app, { ...CARLA, email: ANA.email, ip: '198.51.100.5' });
  const draft = await startApplication(app, { ...ANA, ip: '198.51.100.6' });
  const stranger = await applyOnline(app, BRUNO);

  const listAs = async (session: { jwt: { token: string } }) => {
    const answer = await app.inject({ url: MY_APPLICATIONS, headers: { authorization: `Bearer ${session.jwt.token}` } });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.headers['cache-control'], 'private, no-store');
    return answer.json<MyCreditApplication[]>();
  };
  /** What the applicant's link shows of the same application. */
  const viewByLink = async (headers: Record<string, string>) => (await app.inject({ url: '/api/applications/current', headers })).json<ApplicationView>();

  await t.test('the approved customer sees hers and the one made with her RFC and e-mail, newest first, with the history the link shows', async () => {
    const mine = await listAs(ana);
    assert.deepEqual(
      mine.map((item) => item.folio),
      [again.folio, first.folio],
    );
    const approved = mine[1]!;
    const byLink = await viewByLink(approval.headers);
    assert.deepEqual(approved, {
      id: first.applicationId,
      folio: first.folio,
      status: 'approved',
      vehicle: byLink.quote.vehicle,
      planName: 'Crédito directo',
      events: byLink.events,
    });
    assert.deepEqual(
      approved.events.map((event) => event.status),
      ['draft', 'received', 'in_review', 'approved'],
    );
    assert.equal(approved.events.at(-1)!.note, `Felicidades. Tu contrato es el ${approval.contractNumber}.`);
    assert.ok(approved.events.every((event, index) => index === 0 || event.at >= approved.events[index - 1]!.at), 'oldest change first');

    const view = await viewByLink(again.headers);
    assert.deepEqual({ status: mine[0]!.status, events: mine[0]!.events }, { status: 'received', events: view.events });
    assert.match(mine[0]!.events.at(-1)!.note ?? '', /Recibimos tu solicitud/);
  });

  await t.test('a draft, one that gives only her RFC or only her e-mail, and a stranger\'s are not listed', async () => {
    const ids = (await listAs(ana)).map((item) => item.id);
    assert.ok(!ids.includes(draft.applicationId), 'a draft opens only with its link');
    assert.ok(!ids.includes(withHerRfc.applicationId), 'anyone may type her RFC');
    assert.ok(!ids.includes(withHerEmail.applicationId), 'anyone may type her e-mail');
    assert.ok(!ids.includes(stranger.applicationId));
  });

  await t.test('another customer sees none of hers', async () => {
    const mariana = await loginAs(app, 'cliente@demo.mx');
    assert.deepEqual(await listAs(mariana), []);
  });

  await t.test('without a token it is a 401', async () => {
    const answer = await app.inject({ url: MY_APPLICATIONS });
    assert.equal(answer.statusCode, 401);
    assert.equal(answer.json().code, 'UNAUTHENTICATED');
  });

  await t.test('one approved into her stays hers; one that no longer matches her is not', async () => {
    // The company corrects her RFC: the unapproved one made with the old one is no longer hers.
    await app.db.query(`update customers set rfc = 'TOAA800101XY1' where id = $1`, [ana.customer.id]);
    assert.deepEqual(
      (await listAs(ana)).map((item) => item.folio),
      [first.folio],
    );
  });
});
