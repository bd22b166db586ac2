import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { MEDIA_DIR } from '../routes/media/index';
import { migrate, MIGRATIONS_DIR } from './migrate';
import { createPgliteDatabase } from './pglite-database';
import { seed } from './seed/index';
import { demoCustomers } from './seed/demo-content';

// Every migration file in the folder, in order: the suite keeps up as migrations are added.
const ALL_MIGRATIONS = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).sort();
const PLATFORM_TABLES = ['alerts', 'company', 'contact_messages', 'contracts', 'customers', 'customer_accounts', 'auth_sessions', 'mail_outbox', 'schema_migrations'];
const DEMO_CONTRACTS = demoCustomers.reduce((sum, customer) => sum + customer.contracts.length, 0);

async function tableNames(db: Awaited<ReturnType<typeof createPgliteDatabase>>) {
  const rows = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

test('migraciones y datos de demostración', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'fvc-db-'));
  t.after(() => rm(dir, { recursive: true, force: true }));

  await t.test('en una base nueva aplica todo; una segunda vez no hace nada', async () => {
    const db = await createPgliteDatabase('memory://');
    try {
      assert.deepEqual(await migrate(db), ALL_MIGRATIONS);
      const tables = await tableNames(db);
      for (const table of PLATFORM_TABLES) assert.ok(tables.includes(table), `falta la tabla ${table}`);
      assert.deepEqual(await migrate(db), []);
    } finally {
      await db.close();
    }
  });

  await t.test('en disco: cerrar, reabrir y migrar de nuevo conserva los datos', async () => {
    const dataDir = join(dir, 'data');
    const first = await createPgliteDatabase(dataDir);
    assert.deepEqual(await migrate(first), ALL_MIGRATIONS);
    const seeded = await seed(first);
    for (const part of ['company', 'customers', 'alerts']) assert.ok(seeded.includes(part), `semilla sin ${part}`);
    await first.close();

    const reopened = await createPgliteDatabase(dataDir);
    try {
      assert.deepEqual(await migrate(reopened), []);
      assert.deepEqual(await seed(reopened), [], 'la semilla no duplica datos');
      const [counts] = await reopened.query<{ customers: number; contracts: number; company: number }>(
        `select (select count(*)::int from customers) as customers,
                (select count(*)::int from contracts) as contracts,
                (select count(*)::int from company) as company`,
      );
      assert.deepEqual(counts, { customers: demoCustomers.length, contracts: DEMO_CONTRACTS, company: 1 });
    } finally {
      await reopened.close();
    }
  });

  await t.test('una migración fallida no deja nada a medias y una aplicada no puede cambiar', async () => {
    const migrations = join(dir, 'migrations');
    await cp(MIGRATIONS_DIR, migrations, { recursive: true });
    await writeFile(join(migrations, '9999-broken.sql'), 'create table half_done (id int);\nselect * from no_existe;\n');

    const db = await createPgliteDatabase('memory://');
    try {
      await assert.rejects(migrate(db, migrations), /no_existe/);
      assert.ok(!(await tableNames(db)).includes('half_done'));
      const versions = await db.query<{ version: string }>('select version from schema_migrations order by version');
      assert.deepEqual(
        versions.map((row) => row.version),
        ALL_MIGRATIONS.map((file) => file.slice(0, 4)),
      );

      await rm(join(migrations, '9999-broken.sql'));
      await writeFile(join(migrations, '0001-initial-schema.sql'), '-- editada\n', { flag: 'a' });
      await assert.rejects(migrate(db, migrations), /cambió de contenido/);
    } finally {
      await db.close();
    }
  });

  await t.test('una base sembrada con las imágenes SVG apunta a sus WebP, que existen (0013)', async () => {
    const migrations = join(dir, 'before-webp');
    await cp(MIGRATIONS_DIR, migrations, { recursive: true });
    await rm(join(migrations, '0013-content-pictures-webp.sql'));

    const db = await createPgliteDatabase('memory://');
    try {
      await migrate(db, migrations);
      await seed(db);
      // The seed's alert has no picture; one that has one.
      await db.query(`insert into alerts (title, description_html, img_back) values ('Aviso con imagen', '<p>x</p>', '/media/promo-1.webp')`);
      // Every column that names a picture: under /media/, or (the catalogue) a bare file name.
      const pictureColumns: [table: string, column: string, bare: boolean][] = [
        ['banner_slides', 'img_desktop', false], ['banner_slides', 'img_mobile', false], ['plan_cards', 'icon', false],
        ['promotions', 'img_back', false], ['brands', 'img_back', false], ['news', 'img_back', false], ['alerts', 'img_back', false],
        ['vehicle_types', 'image', true], ['vehicle_models', 'image', true],
      ];
      const pictures = (table: string, column: string) =>
        db.query<{ id: string; picture: string }>(`select id::text, ${column} as picture from ${table} where ${column} is not null order by id`);
      const seeded = new Map<string, { id: string; picture: string }[]>();
      for (const [table, column] of pictureColumns) {
        seeded.set(`${table}.${column}`, await pictures(table, column));
        // The rows as the seed wrote them before: the same names, as .svg.
        await db.query(`update ${table} set ${column} = replace(${column}, '.webp', '.svg')`);
      }
      // Pictures from elsewhere are not the migration's to touch.
      await db.query(
        `insert into news (title, subtitle, img_back, body_html)
         values ('Foto externa', 'x', 'https://cdn.example.mx/media/camion.svg', '<p>x</p>'),
                ('Otra carpeta', 'x', '/media/fotos/camion.svg', '<p>x</p>')`,
      );

      assert.deepEqual(await migrate(db), ['0013-content-pictures-webp.sql']);

      const media = new Set(readdirSync(MEDIA_DIR));
      for (const [table, column, bare] of pictureColumns) {
        const before = seeded.get(`${table}.${column}`)!;
        assert.ok(before.length > 0, `${table} sin filas`);
        const ids = new Set(before.map((row) => row.id));
        // Each row is back to what the seed wrote, with nothing added in front of a bare name.
        assert.deepEqual((await pictures(table, column)).filter((row) => ids.has(row.id)), before, `${table}.${column}`);
        for (const { picture } of before) {
          const file = bare ? picture : picture.replace(/^\/media\//, '');
          assert.ok(media.has(file) && (bare || picture.startsWith('/media/')), `${table}.${column}: ${picture} no está en api/media`);
        }
      }
      const untouched = await db.query<{ img_back: string }>(`select img_back from news where title in ('Foto externa', 'Otra carpeta')`);
      assert.deepEqual(untouched.map((row) => row.img_back).sort(), ['/media/fotos/camion.svg', 'https://cdn.example.mx/media/camion.svg']);
    } finally {
      await db.close();
    }
  });
});
