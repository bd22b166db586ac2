import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import type { HomeContent, PromotionFields, PromotionItem, PromotionList, UploadedMedia } from '@fvc/shared/contracts';
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

  let id = 0;
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
