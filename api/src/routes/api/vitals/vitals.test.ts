import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIELD_VITALS_KEPT_DAYS, fieldVitals, forgetOldFieldVitals } from '../../../vitals/field-vitals';
import { buildTestApp, countRows } from '../../../testing/build-test-app';

const report = (route: string, device: 'mobile' | 'desktop', lcp: number, cls = 0.01) => ({
  method: 'POST' as const,
  url: '/api/vitals',
  payload: { route, device, metrics: [{ name: 'LCP', value: lcp }, { name: 'CLS', value: cls }] },
});

test('POST /api/vitals and their p75 (field data)', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('keeps each metric of a visit, without a session, and answers 204', async () => {
    const before = await countRows(app, 'web_vitals');
    const response = await app.inject(report('/noticias/*', 'mobile', 1800));
    assert.equal(response.statusCode, 204);
    assert.equal((await countRows(app, 'web_vitals')) - before, 2);
  });

  await t.test('refuses what is not a vital of a route, with a 400 in Spanish, and keeps nothing', async () => {
    const before = await countRows(app, 'web_vitals');
    for (const payload of [
      { route: 'https://sitio.example/noticias/7?correo=ana@example.com', device: 'mobile', metrics: [{ name: 'LCP', value: 1 }] },
      { route: '/', device: 'tablet', metrics: [{ name: 'LCP', value: 1 }] },
      { route: '/', device: 'mobile', metrics: [{ name: 'FID', value: 1 }] },
      { route: '/', device: 'mobile', metrics: [{ name: 'LCP', value: -1 }] },
      { route: '/', device: 'mobile', metrics: [] },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/vitals', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, /[áéíóúñ]|campo|debe|válid/i);
    }
    assert.equal(await countRows(app, 'web_vitals'), before);
  });

  await t.test('p75 per route and device class, over the last 7 days only', async () => {
    await app.db.query('delete from web_vitals');
    // Four phone visits to the credit page: p75 of 1000, 2000, 3000, 4000 is 3250 (linear).
    for (const lcp of [1000, 2000, 3000, 4000]) await app.inject(report('/planes-financiamiento/credito-directo', 'mobile', lcp));
    await app.inject(report('/planes-financiamiento/credito-directo', 'desktop', 900, 0.002));
    // A visit of eight days ago is out of the window.
    await app.db.query(`insert into web_vitals (route, device, metric, value, recorded_at) values ('/planes-financiamiento/credito-directo', 'mobile', 'LCP', 99999, now() - interval '8 days')`);
    const rows = await fieldVitals(app.db);
    const find = (device: string, metric: string) => rows.find((row) => row.device === device && row.metric === metric);
    assert.deepEqual(find('mobile', 'LCP'), { route: '/planes-financiamiento/credito-directo', device: 'mobile', metric: 'LCP', p75: 3250, visits: 4 });
    assert.equal(find('desktop', 'LCP')?.p75, 900);
    assert.equal(find('desktop', 'CLS')?.p75, 0.002);
  });

  await t.test('are kept 90 days: the daily job deletes older visits and keeps the rest', async () => {
    await app.db.query('delete from web_vitals');
    await app.inject(report('/', 'mobile', 1200));
    const insertAged = (days: number) =>
      app.db.query(`insert into web_vitals (route, device, metric, value, recorded_at) values ('/', 'mobile', 'LCP', 1, now() - make_interval(days => $1::int))`, [days]);
    await insertAged(FIELD_VITALS_KEPT_DAYS - 1);
    await insertAged(FIELD_VITALS_KEPT_DAYS + 1);
    assert.deepEqual(await forgetOldFieldVitals(app.db), { deleted: 1 });
    assert.equal(await countRows(app, 'web_vitals'), 3);
    assert.deepEqual(await forgetOldFieldVitals(app.db), { deleted: 0 });
  });
});
