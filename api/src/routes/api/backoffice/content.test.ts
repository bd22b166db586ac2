import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import type { HomeContent, PromotionFields, PromotionItem, PromotionList, UploadedMedia } from '@fvc/shared/contracts';
import { publishDueContent } from '../../../staff/content-changes';
import { CONTENT } from '../../../staff/content-items';
import { buildTestApp, DEMO_STAFF, staffLoginAs } from '../../../testing/build-test-app';
import { MINIMAL_PDF, multipartBody } from '../../../testing/multipart';

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 11, g: 60, b: 93 } } })[format]().toBuffer();

test('an editor drafts a promotion with a picture, a publisher publishes it, and the site shows it, without a deploy', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const homePromotions = async () => (await app.inject({ url: '/api/banners' })).json<HomeContent>().promocionesbanners.map((promotion) => promotion.title);
  const generation = async () => (await app.inject({ url: '/api/health/content-generation' })).json<{ generation: string }>().generation;

  let picture: UploadedMedia;
  await t.test('the picture is checked by its content, cropped to 600×800 and served as WebP from /media', async () => {
    const upload = multipartBody({ use: 'promotion' }, [{ field: 'file', filename: 'camion.png', contentType: 'image/png', content: await photo(1200, 1200) }]);
    const uploaded = await app.inject({ method: 'POST', url: '/api/backoffice/media', headers: { ...as(editor), ...upload.headers }, payload: upload.payload });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    picture = uploaded.json<UploadedMedia>();
    assert.match(picture.path, /^\/media\/promotion-[0-9a-f]{20}\.webp$/);
    const served = await app.inject({ url: picture.path });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    assert.deepEqual([metadata.format, metadata.width, metadata.height], ['webp', 600, 800]);
  });

  await t.test('a file that is not a picture, a tiny one or a too-large one is refused at its field, and nothing is stored', async () => {
    const count = async () => (await app.db.query<{ n: number }>('select count(*)::int as n from media_files'))[0]!.n;
    const before = await count();
    const send = async (content: Buffer, filename: string, contentType: string) => {
      const body = multipartBody({ use: 'promotion' }, [{ field: 'file', filename, contentType, content }]);
      return app.inject({ method: 'POST', url: '/api/backoffice/media', headers: { ...as(editor), ...body.headers }, payload: body.payload });
    };
    const pdf = await send(MINIMAL_PDF, 'foto.png', 'image/png');
    assert.equal(pdf.statusCode, 415);
    assert.equal(pdf.json().fields.file, 'El archivo no es una imagen JPEG, PNG o WebP.');
    const tiny = await send(await photo(100, 100), 'icono.png', 'image/png');
    assert.equal(tiny.statusCode, 400);
    assert.match(tiny.json().fields.file, /muy pequeña/);
    const huge = await send(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'enorme.jpg', 'image/jpeg');
    assert.equal(huge.statusCode, 413);
    assert.equal(await count(), before);
  });

  const draft = (overrides: Partial<PromotionFields> = {}): PromotionFields => ({
    title: 'Tractocamión con 10% de enganche',
    subtitle: 'Solo en diciembre, en unidades seleccionadas.',
    imgBack: picture.path,
    urlButton: '/calculadora',
    vehiculo: 'Tractocamión',
    textButton: 'COTIZA',
    startsAt: null,
    endsAt: null,
    ...overrides,
  });

  let id: number | string = 0;
  await t.test('the editor’s draft is not on the site', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/backoffice/content/promotions', headers: as(editor), payload: draft() });
    assert.equal(created.statusCode, 201, created.body);
    const item = created.json<PromotionItem>();
    id = item.id;
    assert.equal(item.state, 'draft');
    assert.equal(item.liveVersion, null);
    assert.ok(!(await homePromotions()).includes('Tractocamión con 10% de enganche'));
  });

  await t.test('an editor cannot publish and an agent cannot open content: 403, audited', async () => {
    const tried = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/publish`, headers: as(editor), payload: { version: 1 } });
    assert.equal(tried.statusCode, 403);
    const opened = await app.inject({ url: '/api/backoffice/content/promotions', headers: as(agent) });
    assert.equal(opened.statusCode, 403);
    const denied = await app.db.query<{ action: string }>(`select action from staff_audit where outcome = 'denied' order by seq`);
    assert.deepEqual(denied.map((row) => row.action), ['content.publish', 'content.list']);
    assert.ok(!(await homePromotions()).includes('Tractocamión con 10% de enganche'));
  });

  await t.test('published: on the site at once, and the content generation moves (the prerender job watches it)', async () => {
    const before = await generation();
    const published = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/publish`, headers: as(publisher), payload: { version: 1 } });
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(published.json<PromotionItem>().state, 'published');
    assert.ok((await homePromotions()).includes('Tractocamión con 10% de enganche'));
    assert.notEqual(await generation(), before);
  });

  await t.test('a new draft leaves the site as it is until published; rolled back, the earlier version returns', async () => {
    const saved = await app.inject({ method: 'PUT', url: `/api/backoffice/content/promotions/${id}/draft`, headers: as(editor), payload: draft({ title: 'Tractocamión con 5% de enganche' }) });
    assert.equal(saved.json<PromotionItem>().versions[0]!.version, 2);
    assert.equal(saved.json<PromotionItem>().liveVersion, 1);
    assert.ok((await homePromotions()).includes('Tractocamión con 10% de enganche'));

    await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/publish`, headers: as(publisher), payload: { version: 2 } });
    assert.ok((await homePromotions()).includes('Tractocamión con 5% de enganche'));
    assert.ok(!(await homePromotions()).includes('Tractocamión con 10% de enganche'));

    const rolledBack = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/publish`, headers: as(publisher), payload: { version: 1 } });
    assert.equal(rolledBack.json<PromotionItem>().liveVersion, 1);
    assert.ok((await homePromotions()).includes('Tractocamión con 10% de enganche'));
    const [audit] = await app.db.query<{ action: string }>(`select action from staff_audit where target = $1 order by seq desc limit 1`, [`promotion:${id}`]);
    assert.equal(audit!.action, 'content.rollback');
  });

  await t.test('unpublished: gone from the site, its versions kept', async () => {
    const unpublished = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/unpublish`, headers: as(publisher) });
    assert.equal(unpublished.statusCode, 200);
    assert.equal(unpublished.json<PromotionItem>().state, 'draft');
    assert.equal(unpublished.json<PromotionItem>().versions.length, 2);
    assert.ok(!(await homePromotions()).some((title) => title.startsWith('Tractocamión con')));
    const again = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/unpublish`, headers: as(publisher) });
    assert.equal(again.statusCode, 409);
  });

  await t.test('a promotion published with a later start is scheduled, and shows from then', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await app.inject({ method: 'PUT', url: `/api/backoffice/content/promotions/${id}/draft`, headers: as(editor), payload: draft({ startsAt: tomorrow }) });
    const scheduled = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/publish`, headers: as(publisher), payload: { version: 3 } });
    assert.equal(scheduled.json<PromotionItem>().state, 'scheduled');
    assert.ok(!(await homePromotions()).includes('Tractocamión con 10% de enganche'));
  });

  await t.test('the demo promotions are listed as published version 1', async () => {
    const list = (await app.inject({ url: '/api/backoffice/content/promotions', headers: as(publisher) })).json<PromotionList>();
    const seeded = list.filter((item) => item.id !== id);
    assert.ok(seeded.length >= 1);
    assert.ok(seeded.every((item) => item.liveVersion === 1 && item.latestVersion === 1));
  });

  await t.test('bad input gets a Spanish 400 and changes nothing', async () => {
    const before = (await app.inject({ url: `/api/backoffice/content/promotions/${id}`, headers: as(editor) })).json<PromotionItem>();
    const cases: Array<Partial<PromotionFields>> = [
      { startsAt: '2027-01-10T00:00:00.000Z', endsAt: '2027-01-01T00:00:00.000Z' },
      { imgBack: 'https://otro-sitio.example/foto.webp' },
      { urlButton: 'javascript:alert(1)' },
      { urlButton: '//otro-sitio.example/promo' },
      { urlButton: '/\\otro-sitio.example' },
      { title: '   ' },
      { title: 'x'.repeat(121) },
    ];
    for (const overrides of cases) {
      const answer = await app.inject({ method: 'PUT', url: `/api/backoffice/content/promotions/${id}/draft`, headers: as(editor), payload: draft(overrides) });
      assert.equal(answer.statusCode, 400, JSON.stringify(overrides));
    }
    const unknownVersion = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/publish`, headers: as(publisher), payload: { version: 99 } });
    assert.equal(unknownVersion.statusCode, 400);
    assert.equal(unknownVersion.json().message, 'Esa versión no existe.');
    const after = (await app.inject({ url: `/api/backoffice/content/promotions/${id}`, headers: as(editor) })).json<PromotionItem>();
    assert.deepEqual(after, before);
    assert.equal((await app.inject({ url: '/api/backoffice/content/promotions/0', headers: as(editor) })).statusCode, 400);
    assert.equal((await app.inject({ url: '/api/backoffice/content/promotions/999999', headers: as(editor) })).statusCode, 404);
  });

  await t.test('publishing needs a recent second factor: after 10 minutes, a step-up code', async () => {
    await app.db.query(`update staff_sessions set verified_at = now() - interval '11 minutes' where staff_id = $1`, [publisher.staff.id]);
    const refused = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/unpublish`, headers: as(publisher) });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'STEP_UP_REQUIRED');
    const challenge = await app.inject({ method: 'POST', url: '/api/backoffice/auth/step-up', headers: as(publisher) });
    const [mail] = await app.db.query<{ body_text: string }>(`select body_text from mail_outbox where to_address = $1 and kind = 'staff-code' order by created_at desc limit 1`, [DEMO_STAFF.publisher]);
    const code = /\b(\d{6})\b/.exec(mail!.body_text)![1]!;
    const confirmed = await app.inject({ method: 'POST', url: '/api/backoffice/auth/step-up/code', headers: as(publisher), payload: { challengeId: challenge.json().challengeId, code } });
    assert.equal(confirmed.statusCode, 204);
    const allowed = await app.inject({ method: 'POST', url: `/api/backoffice/content/promotions/${id}/unpublish`, headers: as(publisher) });
    assert.equal(allowed.statusCode, 200);
  });
});

test('banner slides and brands are edited, published and unpublished the same way, each with its pictures at the site’s sizes', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const home = async () => (await app.inject({ url: '/api/banners' })).json<HomeContent>();
  const upload = async (use: string, width: number, height: number) => {
    const body = multipartBody({ use }, [{ field: 'file', filename: 'foto.jpg', contentType: 'image/jpeg', content: await photo(width, height, 'jpeg') }]);
    const answer = await app.inject({ method: 'POST', url: '/api/backoffice/media', headers: { ...as(editor), ...body.headers }, payload: body.payload });
    assert.equal(answer.statusCode, 201, answer.body);
    const media = answer.json<UploadedMedia>();
    const served = await sharp((await app.inject({ url: media.path })).rawPayload).metadata();
    return { media, served };
  };

  await t.test('a slide: desktop 1600×640 and mobile 750×900, shown first… once published', async () => {
    const desktop = await upload('banner-desktop', 2000, 800);
    const mobile = await upload('banner-mobile', 1500, 1800);
    assert.deepEqual([desktop.served.width, desktop.served.height, mobile.served.width, mobile.served.height], [1600, 640, 750, 900]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/backoffice/content/banners',
      headers: as(editor),
      payload: { title: 'Financiamiento para tu flotilla', imgDesktop: desktop.media.path, imgMobile: mobile.media.path, videoUrl: null, textFooter: 'Conoce los planes', urlFooter: '/planes-financiamiento' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json<{ id: number }>();
    assert.ok(!(await home()).mainbanners.some((slide) => slide.title === 'Financiamiento para tu flotilla'));
    await app.inject({ method: 'POST', url: `/api/backoffice/content/banners/${id}/publish`, headers: as(publisher), payload: { version: 1 } });
    const slide = (await home()).mainbanners.find((entry) => entry.title === 'Financiamiento para tu flotilla');
    assert.deepEqual([slide?.imgcontent, slide?.imgmobilecontent, slide?.urlfooter], [desktop.media.path, mobile.media.path, '/planes-financiamiento']);
    await app.inject({ method: 'POST', url: `/api/backoffice/content/banners/${id}/unpublish`, headers: as(publisher) });
    assert.ok(!(await home()).mainbanners.some((entry) => entry.title === 'Financiamiento para tu flotilla'));
  });

  await t.test('a brand: 800×600; a changed description reaches the home once published, and rolls back', async () => {
    const brands = (await app.inject({ url: '/api/backoffice/content/brands', headers: as(editor) })).json<Array<{ id: number; title: string; liveVersion: number }>>();
    assert.ok(brands.length > 0 && brands.every((brand) => brand.liveVersion === 1), 'the demo brands are adopted as published version 1');
    const brand = brands[0]!;
    const current = (await app.inject({ url: `/api/backoffice/content/brands/${brand.id}`, headers: as(editor) })).json<{ versions: Array<{ data: Record<string, string> }> }>().versions[0]!.data;
    const picture = await upload('brand', 1600, 1200);
    assert.deepEqual([picture.served.width, picture.served.height], [800, 600]);
    await app.inject({ method: 'PUT', url: `/api/backoffice/content/brands/${brand.id}/draft`, headers: as(editor), payload: { ...current, subtitle: 'Ahora con seguro incluido', imgBack: picture.media.path } });
    await app.inject({ method: 'POST', url: `/api/backoffice/content/brands/${brand.id}/publish`, headers: as(publisher), payload: { version: 2 } });
    assert.equal((await home()).marcasbanners.find((entry) => entry.id === brand.id)?.subtitle, 'Ahora con seguro incluido');
    await app.inject({ method: 'POST', url: `/api/backoffice/content/brands/${brand.id}/publish`, headers: as(publisher), payload: { version: 1 } });
    assert.equal((await home()).marcasbanners.find((entry) => entry.id === brand.id)?.subtitle, current.subtitle);
  });

  await t.test('bad input: a picture of another use, a video that is not https, an unknown use', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/api/backoffice/content/banners', headers: as(editor), payload: { title: 'X', imgDesktop: 'https://otro.example/x.webp', imgMobile: '/media/x.webp', videoUrl: null, textFooter: null, urlFooter: null } });
    assert.equal(wrong.statusCode, 400);
    const video = await app.inject({ method: 'POST', url: '/api/backoffice/content/banners', headers: as(editor), payload: { title: 'X', imgDesktop: '/media/x.webp', imgMobile: '/media/x.webp', videoUrl: 'http://video.example/v', textFooter: null, urlFooter: null } });
    assert.equal(video.statusCode, 400);
    const body = multipartBody({ use: 'avatar' }, [{ field: 'file', filename: 'foto.png', contentType: 'image/png', content: await photo(1200, 1200) }]);
    const unknownUse = await app.inject({ method: 'POST', url: '/api/backoffice/media', headers: { ...as(editor), ...body.headers }, payload: body.payload });
    assert.equal(unknownUse.statusCode, 400);
    assert.equal(unknownUse.json().message, 'Ese uso de imagen no existe.');
  });
});

test('a news item: its body sanitized when saved, shown from its date once published', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const body = multipartBody({ use: 'news' }, [{ field: 'file', filename: 'foto.png', contentType: 'image/png', content: await photo(1600, 1000) }]);
  const picture = (await app.inject({ method: 'POST', url: '/api/backoffice/media', headers: { ...as(editor), ...body.headers }, payload: body.payload })).json<UploadedMedia>();
  assert.deepEqual(await sharp((await app.inject({ url: picture.path })).rawPayload).metadata().then((m) => [m.width, m.height]), [800, 500]);
  const fields = {
    title: 'Nueva oficina en Mérida',
    subtitle: 'Más cerca de los transportistas del sureste.',
    imgBack: picture.path,
    textButton: 'CONOCE MÁS',
    body: '<p onmouseover="robar()">Abrimos en <strong>Mérida</strong>.</p><script>alert(1)</script><a href="javascript:x()">aquí</a>',
    publishedAt: null,
  };
  const created = await app.inject({ method: 'POST', url: '/api/backoffice/content/news', headers: as(editor), payload: fields });
  assert.equal(created.statusCode, 201, created.body);
  const item = created.json<{ id: number; versions: Array<{ data: { body: string } }> }>();
  assert.equal(item.versions[0]!.data.body, '<p>Abrimos en <strong>Mérida</strong>.</p>aquí');

  const onlyScript = await app.inject({ method: 'PUT', url: `/api/backoffice/content/news/${item.id}/draft`, headers: as(editor), payload: { ...fields, body: '<script>alert(1)</script>' } });
  assert.equal(onlyScript.statusCode, 400, 'a body that is all script is empty once cleaned');

  const listed = async () => (await app.inject({ url: '/api/news' })).json<{ items: Array<{ title: string; body: string }> }>().items;
  assert.ok(!(await listed()).some((news) => news.title === fields.title));
  await app.inject({ method: 'POST', url: `/api/backoffice/content/news/${item.id}/publish`, headers: as(publisher), payload: { version: 1 } });
  const shown = (await listed()).find((news) => news.title === fields.title);
  assert.equal(shown?.body, '<p>Abrimos en <strong>Mérida</strong>.</p>aquí');

  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await app.inject({ method: 'PUT', url: `/api/backoffice/content/news/${item.id}/draft`, headers: as(editor), payload: { ...fields, title: 'Mérida, la próxima semana', publishedAt: nextWeek } });
  const scheduled = await app.inject({ method: 'POST', url: `/api/backoffice/content/news/${item.id}/publish`, headers: as(publisher), payload: { version: 2 } });
  assert.equal(scheduled.json<{ state: string }>().state, 'scheduled');
  assert.ok(!(await listed()).some((news) => news.title.startsWith('Mérida')), 'a news item dated next week is not listed yet');
});

test('a plan card: its icon at 192×192 and a page of the site, on the home once published', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const body = multipartBody({ use: 'plan-icon' }, [{ field: 'file', filename: 'icono.png', contentType: 'image/png', content: await photo(400, 400) }]);
  const icon = (await app.inject({ method: 'POST', url: '/api/backoffice/media', headers: { ...as(editor), ...body.headers }, payload: body.payload })).json<UploadedMedia>();
  assert.deepEqual(await sharp((await app.inject({ url: icon.path })).rawPayload).metadata().then((m) => [m.width, m.height]), [192, 192]);
  const fields = { title: 'Plan para autobuses', icon: icon.path, summary: 'Para flotillas de pasajeros.', summaryHover: 'Plazos de hasta 60 meses.', url: '/planes-financiamiento' };
  const external = await app.inject({ method: 'POST', url: '/api/backoffice/content/plan-cards', headers: as(editor), payload: { ...fields, url: 'https://otro.example' } });
  assert.equal(external.statusCode, 400, 'a plan card leads to a page of the site');
  const created = await app.inject({ method: 'POST', url: '/api/backoffice/content/plan-cards', headers: as(editor), payload: fields });
  assert.equal(created.statusCode, 201, created.body);
  const { id } = created.json<{ id: number }>();
  const cards = async () => (await app.inject({ url: '/api/banners' })).json<HomeContent>().plansbanners.plansarray.map((card) => card.title);
  assert.ok(!(await cards()).includes('Plan para autobuses'));
  await app.inject({ method: 'POST', url: `/api/backoffice/content/plan-cards/${id}/publish`, headers: as(publisher), payload: { version: 1 } });
  assert.ok((await cards()).includes('Plan para autobuses'));
});

test('a FAQ: in its group, or a new group at the end of the page; its answer sanitized', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const groups = async () => (await app.inject({ url: '/api/faqs' })).json<{ groups: Array<{ title: string; items: Array<{ question: string; answerHtml: string }> }> }>().groups;
  const [firstGroup] = await groups();
  const publish = async (fields: Record<string, string>) => {
    const created = await app.inject({ method: 'POST', url: '/api/backoffice/content/faqs', headers: as(editor), payload: fields });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json<{ id: number }>();
    await app.inject({ method: 'POST', url: `/api/backoffice/content/faqs/${id}/publish`, headers: as(publisher), payload: { version: 1 } });
  };
  await publish({ groupTitle: firstGroup!.title, question: '¿Puedo pagar en OXXO?', answer: '<p>No: paga con tarjeta, <strong>SPEI</strong> o domiciliación.</p><script>x()</script>' });
  await publish({ groupTitle: 'Autobuses', question: '¿Financian autobuses urbanos?', answer: '<p>Sí.</p>' });
  const after = await groups();
  const inFirst = after.find((group) => group.title === firstGroup!.title)!.items.find((item) => item.question === '¿Puedo pagar en OXXO?');
  assert.equal(inFirst?.answerHtml, '<p>No: paga con tarjeta, <strong>SPEI</strong> o domiciliación.</p>');
  assert.equal(after.at(-1)?.title, 'Autobuses', 'a new group goes last');
  const list = (await app.inject({ url: '/api/backoffice/content/faqs', headers: as(editor) })).json<Array<{ title: string }>>();
  assert.ok(list.some((item) => item.title === '¿Financian autobuses urbanos?'), 'a FAQ is named by its question');
});

test('the alert: a new one with its picture and dates, on the site once published; one for the customers’ area stays there', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const shown = async (internalAlert = false) => {
    const answer = await app.inject({ method: 'POST', url: '/api/alert', payload: { internalAlert, pcAlert: false } });
    return answer.statusCode === 204 ? null : answer.json<{ title: string; description: string; imgBack: string | null; textbutton: string | null }>();
  };
  const body = multipartBody({ use: 'alert' }, [{ field: 'file', filename: 'aviso.jpg', contentType: 'image/jpeg', content: await photo(1920, 800, 'jpeg') }]);
  const picture = (await app.inject({ method: 'POST', url: '/api/backoffice/media', headers: { ...as(editor), ...body.headers }, payload: body.payload })).json<UploadedMedia>();
  assert.deepEqual(await sharp((await app.inject({ url: picture.path })).rawPayload).metadata().then((m) => [m.width, m.height]), [960, 400], 'twice the popup’s 480×200');

  const fields = {
    title: 'Buen Fin en Financiera Vial',
    description: '<p>Enganche desde <strong>10%</strong>.</p><img src=x onerror="robar()">',
    imgBack: picture.path,
    url: '/promociones',
    textButton: 'Ver promociones',
    internal: false,
    pc: false,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  };
  const halfButton = await app.inject({ method: 'POST', url: '/api/backoffice/content/alerts', headers: as(editor), payload: { ...fields, url: null } });
  assert.equal(halfButton.statusCode, 400);
  assert.deepEqual(halfButton.json<{ fields: object }>().fields, { url: 'Escribe el texto del botón y su destino, o deja los dos vacíos.' });

  const created = await app.inject({ method: 'POST', url: '/api/backoffice/content/alerts', headers: as(editor), payload: fields });
  assert.equal(created.statusCode, 201, created.body);
  const item = created.json<{ id: string; versions: Array<{ data: { description: string } }> }>();
  assert.match(item.id, /^[0-9a-f-]{36}$/, 'an alert is named by a uuid, as its table does');
  assert.equal(item.versions[0]!.data.description, '<p>Enganche desde <strong>10%</strong>.</p>');
  assert.equal((await shown())?.title, 'Cotiza tu unidad en minutos', 'the demo alert until the new one is published');

  const published = await app.inject({ method: 'POST', url: `/api/backoffice/content/alerts/${item.id}/publish`, headers: as(publisher), payload: { version: 1 } });
  assert.equal(published.statusCode, 200, published.body);
  assert.deepEqual(await shown(), { title: fields.title, description: '<p>Enganche desde <strong>10%</strong>.</p>', imgBack: picture.path, url: '/promociones', textbutton: 'Ver promociones' });
  assert.equal((await shown(true))?.title, 'Tu portal de clientes, renovado', 'the customers’ area keeps its own');

  await app.inject({ method: 'POST', url: `/api/backoffice/content/alerts/${item.id}/unpublish`, headers: as(publisher) });
  assert.equal((await shown())?.title, 'Cotiza tu unidad en minutos');
  const list = (await app.inject({ url: '/api/backoffice/content/alerts', headers: as(editor) })).json<Array<{ id: string; state: string }>>();
  assert.equal(list.length, 3, 'the two demo alerts and the new one');
  assert.equal(list.find((entry) => entry.id === item.id)?.state, 'draft');
  assert.equal((await app.inject({ url: '/api/backoffice/content/alerts/12', headers: as(editor) })).statusCode, 400, 'an alert is named by a uuid');
});

test('a legal page: its text and revision date edited and published; pages are never added or removed', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const page = async () => (await app.inject({ url: '/api/pages/privacy' })).json<{ title: string; bodyHtml: string; revisedOn: string | null }>();

  const list = (await app.inject({ url: '/api/backoffice/content/pages', headers: as(editor) })).json<Array<{ id: string; title: string; state: string }>>();
  assert.ok(list.some((entry) => entry.id === 'privacy' && entry.state === 'published'), 'the seeded pages are version 1, as the site shows them');
  const item = (await app.inject({ url: '/api/backoffice/content/pages/privacy', headers: as(editor) })).json<{ versions: Array<{ data: Record<string, string | null> }> }>();
  const current = item.versions[0]!.data;
  assert.equal(current.body, (await page()).bodyHtml);

  const draft = await app.inject({
    method: 'PUT',
    url: '/api/backoffice/content/pages/privacy/draft',
    headers: as(editor),
    payload: { ...current, body: `${current.body}<h2>Transferencias</h2><p>No transferimos tus datos.</p><iframe src="https://x.example"></iframe>`, revisedOn: '2026-11-30' },
  });
  assert.equal(draft.statusCode, 200, draft.body);
  assert.equal((await page()).revisedOn, current.revisedOn, 'a draft changes nothing on the site');
  const published = await app.inject({ method: 'POST', url: '/api/backoffice/content/pages/privacy/publish', headers: as(publisher), payload: { version: 2 } });
  assert.equal(published.statusCode, 200, published.body);
  const after = await page();
  assert.equal(after.revisedOn, '2026-11-30');
  assert.ok(after.bodyHtml.endsWith('<h2>Transferencias</h2><p>No transferimos tus datos.</p>'), 'sanitized: the iframe is gone');

  assert.equal((await app.inject({ method: 'POST', url: '/api/backoffice/content/pages', headers: as(editor), payload: current })).statusCode, 404, 'no new pages');
  assert.equal((await app.inject({ method: 'POST', url: '/api/backoffice/content/pages/privacy/unpublish', headers: as(publisher) })).statusCode, 404, 'no removing one');
  assert.equal((await app.inject({ url: '/api/backoffice/content/pages/no-existe', headers: as(editor) })).statusCode, 404);
  assert.equal((await app.inject({ url: '/api/backoffice/content/pages/..%2Fetc', headers: as(editor) })).statusCode, 400);
});

test('the company’s data and its UNE: edited and published, on every page’s footer; a bad e-mail or link is refused', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const company = async () => (await app.inject({ url: '/api/company' })).json<{ phone: string; yearsInMarket: number; regulator: { une: { phone: string; head: string } } }>();

  const [entry] = (await app.inject({ url: '/api/backoffice/content/company', headers: as(editor) })).json<Array<{ id: number; title: string }>>();
  assert.deepEqual(entry && { id: entry.id, title: entry.title }, { id: 1, title: 'Financiera Vial del Centro' });
  const current = (await app.inject({ url: '/api/backoffice/content/company/1', headers: as(editor) })).json<{ versions: Array<{ data: Record<string, unknown> }> }>().versions[0]!.data;
  assert.equal(current.yearsInMarket, 30);

  for (const [field, value] of [['uneEmail', 'no-es-correo'], ['facebookUrl', 'javascript:alert(1)'], ['yearsInMarket', -1]] as const) {
    const refused = await app.inject({ method: 'PUT', url: '/api/backoffice/content/company/1/draft', headers: as(editor), payload: { ...current, [field]: value } });
    assert.equal(refused.statusCode, 400, `${field}: ${String(value)}`);
  }
  const changed = { ...current, unePhone: '800 111 2233', uneHead: 'Titular de la UNE: Lic. Marta Ríos', yearsInMarket: 31 };
  assert.equal((await app.inject({ method: 'PUT', url: '/api/backoffice/content/company/1/draft', headers: as(editor), payload: changed })).statusCode, 200);
  assert.equal((await company()).regulator.une.phone, '800 555 0199');
  const published = await app.inject({ method: 'POST', url: '/api/backoffice/content/company/1/publish', headers: as(publisher), payload: { version: 2 } });
  assert.equal(published.statusCode, 200, published.body);
  const after = await company();
  assert.deepEqual([after.regulator.une.phone, after.regulator.une.head, after.yearsInMarket], ['800 111 2233', 'Titular de la UNE: Lic. Marta Ríos', 31]);

  const rolledBack = await app.inject({ method: 'POST', url: '/api/backoffice/content/company/1/publish', headers: as(publisher), payload: { version: 1 } });
  assert.equal(rolledBack.statusCode, 200);
  assert.equal((await company()).regulator.une.phone, '800 555 0199', 'rolled back');
  assert.equal((await app.inject({ method: 'POST', url: '/api/backoffice/content/company/1/unpublish', headers: as(publisher) })).statusCode, 404, 'the company is always shown');
});

test('a scheduled publication: a slide set for later goes out on its minute, in the name of who set it; cancelled, it does not', async (t) => {
  const { app } = await buildTestApp(t);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const publisher = await staffLoginAs(app, DEMO_STAFF.publisher);
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });
  const slides = async () => (await app.inject({ url: '/api/banners' })).json<HomeContent>().mainbanners.map((slide) => slide.title);
  const upload = async (use: string, width: number, height: number) => {
    const body = multipartBody({ use }, [{ field: 'file', filename: 'foto.png', contentType: 'image/png', content: await photo(width, height) }]);
    return (await app.inject({ method: 'POST', url: '/api/backoffice/media', headers: { ...as(editor), ...body.headers }, payload: body.payload })).json<UploadedMedia>().path;
  };
  const fields = { title: 'Ofertas de enero', imgDesktop: await upload('banner-desktop', 1600, 640), imgMobile: await upload('banner-mobile', 750, 900), videoUrl: null, textFooter: null, urlFooter: null };
  const { id } = (await app.inject({ method: 'POST', url: '/api/backoffice/content/banners', headers: as(editor), payload: fields })).json<{ id: number }>();
  const schedule = (payload: object, who = publisher) => app.inject({ method: 'POST', url: `/api/backoffice/content/banners/${id}/schedule`, headers: as(who), payload });
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

  assert.equal((await schedule({ version: 1, publishAt: inAnHour }, editor)).statusCode, 403, 'an editor does not schedule');
  const past = await schedule({ version: 1, publishAt: new Date(Date.now() - 60_000).toISOString() });
  assert.equal(past.statusCode, 400);
  assert.deepEqual(past.json<{ fields: object }>().fields, { publishAt: 'Elige un momento en el futuro.' });
  assert.equal((await schedule({ version: 1, publishAt: new Date(Date.now() + 400 * 86_400_000).toISOString() })).statusCode, 400, 'not more than a year ahead');
  assert.equal((await schedule({ version: 7, publishAt: inAnHour })).statusCode, 400, 'no such version');

  const scheduled = await schedule({ version: 1, publishAt: inAnHour });
  assert.equal(scheduled.statusCode, 200, scheduled.body);
  assert.deepEqual(scheduled.json<{ scheduled: object }>().scheduled, { version: 1, publishAt: inAnHour, scheduledBy: 'Pablo Medina' });
  assert.equal((await publishDueContent(app.db, CONTENT)).published, 0, 'not before its time');
  assert.ok(!(await slides()).includes('Ofertas de enero'));

  const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
  assert.equal((await publishDueContent(app.db, CONTENT, inTwoHours)).published, 1);
  assert.ok((await slides()).includes('Ofertas de enero'), 'on the home once its minute came');
  const item = (await app.inject({ url: `/api/backoffice/content/banners/${id}`, headers: as(editor) })).json<{ liveVersion: number; scheduled: null; publishedBy: string }>();
  assert.deepEqual([item.liveVersion, item.scheduled, item.publishedBy], [1, null, 'Pablo Medina']);
  const [audit] = await app.db.query<{ action: string; name: string }>(
    `select a.action, s.name from staff_audit a join staff_accounts s on s.id = a.staff_id where a.target = $1 order by a.seq desc limit 1`,
    [`banner:${id}`],
  );
  assert.deepEqual(audit, { action: 'content.publish-scheduled', name: 'Pablo Medina' });
  assert.equal((await publishDueContent(app.db, CONTENT, inTwoHours)).published, 0, 'once');

  await app.inject({ method: 'PUT', url: `/api/backoffice/content/banners/${id}/draft`, headers: as(editor), payload: { ...fields, title: 'Ofertas de febrero' } });
  await schedule({ version: 2, publishAt: inAnHour });
  const cancelled = await app.inject({ method: 'DELETE', url: `/api/backoffice/content/banners/${id}/schedule`, headers: as(publisher) });
  assert.equal(cancelled.statusCode, 200);
  assert.equal(cancelled.json<{ scheduled: null }>().scheduled, null);
  assert.equal((await app.inject({ method: 'DELETE', url: `/api/backoffice/content/banners/${id}/schedule`, headers: as(publisher) })).statusCode, 409);
  assert.equal((await publishDueContent(app.db, CONTENT, inTwoHours)).published, 0, 'cancelled: nothing goes out');
  assert.ok((await slides()).includes('Ofertas de enero'));
});
