import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Queryable } from '../db/database';
import { buildTestApp } from '../testing/build-test-app';
import { createContentGeneration } from './content-generation';

// When does a process notice that cached content is out of date? Clock faked; database real or a
// stand-in that counts the questions asked.

function fakeDatabase(state: { version: number; waitMs: number | null }) {
  const asked: string[] = [];
  const db: Queryable = {
    async query<T>(sql: string) {
      asked.push(sql);
      if (sql.includes('from content_version')) return [{ version: String(state.version) }] as T[];
      return [{ wait_ms: state.waitMs }] as T[];
    },
    async exec() {},
  };
  return { db, asked };
}

test('pregunta a la base de datos a lo sumo una vez por intervalo', async () => {
  let now = 1_000_000;
  const state = { version: 1, waitMs: null as number | null };
  const { db, asked } = fakeDatabase(state);
  const generation = createContentGeneration(db, { checkEveryMs: 1000, now: () => now });

  const first = await generation.current();
  const questions = asked.length;
  now += 999;
  assert.equal(await generation.current(), first);
  assert.equal(asked.length, questions, 'dentro del intervalo no pregunta');

  state.version = 2; // edited by another process
  assert.equal(await generation.current(), first, 'todavía no lo sabe');
  now += 1;
  assert.notEqual(await generation.current(), first, 'pasado el intervalo, sí');
});

test('muchas solicitudes a la vez comparten una sola pregunta', async () => {
  const { db, asked } = fakeDatabase({ version: 1, waitMs: null });
  const generation = createContentGeneration(db, { checkEveryMs: 1000 });
  const tokens = await Promise.all(Array.from({ length: 20 }, () => generation.current()));
  assert.equal(new Set(tokens).size, 1);
  assert.equal(asked.filter((sql) => sql.includes('from content_version')).length, 1);
});

test('con 0 ms pregunta en cada solicitud', async () => {
  const { db, asked } = fakeDatabase({ version: 1, waitMs: null });
  const generation = createContentGeneration(db, { checkEveryMs: 0 });
  await generation.current();
  await generation.current();
  assert.equal(asked.filter((sql) => sql.includes('from content_version')).length, 2);
});

test('el contenido que cambia con el reloj caduca en su momento, sin escritura y sin esperar el intervalo', async () => {
  let now = 5_000_000;
  const state = { version: 7, waitMs: 30_000 as number | null }; // a promotion ends in 30 s
  const { db } = fakeDatabase(state);
  const generation = createContentGeneration(db, { checkEveryMs: 60_000, now: () => now });

  const first = await generation.current();
  now += 29_999;
  assert.equal(await generation.current(), first);
  now += 1;
  state.waitMs = null; // nothing else scheduled
  const afterEnd = await generation.current();
  assert.notEqual(afterEnd, first);
  now += 59_000;
  assert.equal(await generation.current(), afterEnd);
});

test('el próximo cambio programado sale de las fechas del contenido (fvc_content_next_change)', async (t) => {
  const { app } = await buildTestApp(t);
  let now = Date.now();
  const generation = createContentGeneration(app.db, { checkEveryMs: 3_600_000, now: () => now });
  await app.db.query(
    `insert into promotions (title, subtitle, img_back, url_button, vehiculo, text_button, starts_at)
     values ('Promoción futura', 'Desde mañana', 'promo.jpg', '/', 'Camión', 'VER', now() + interval '10 minutes')`,
  );
  const [row] = await app.db.query<{ wait_ms: number }>(
    `select extract(epoch from (fvc_content_next_change() - now())) * 1000 as wait_ms`,
  );
  // The new promotion's start, or an earlier instant of the demo content (one ends at midnight).
  const waitMs = Number(row?.wait_ms);
  assert.ok(waitMs > 0 && waitMs <= 10 * 60_000, String(waitMs));

  const before = await generation.current();
  now += waitMs - 1000;
  assert.equal(await generation.current(), before);
  now += 2000;
  assert.notEqual(await generation.current(), before);
});
