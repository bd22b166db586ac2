import type { PromotionFields, PromotionItem, PromotionList } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';

/**
 * Promotions as the back-office edits them (issue #71): immutable versions, one of which the
 * public site shows. Publishing writes that version to `promotions` (the table the site reads, whose
 * trigger moves the content cache's generation); unpublishing deletes it from there.
 */

const KIND = 'promotion';

type State = PromotionItem['state'];

function stateOf(live: PromotionFields | null, now = Date.now()): State {
  if (!live) return 'draft';
  if (live.startsAt && Date.parse(live.startsAt) > now) return 'scheduled';
  if (live.endsAt && Date.parse(live.endsAt) <= now) return 'ended';
  return 'published';
}

/**
 * Promotions that reached the table without the back-office (the demo seed, or rows entered before
 * it existed) become version 1 of an item, shown as they are: the editor starts from what the site
 * shows. Idempotent; runs before each read.
 */
export async function adoptPromotionsWithoutVersions(tx: Queryable): Promise<void> {
  await tx.query(
    `with adopted as (
       insert into content_versions (kind, item_id, version, data)
       select $1, p.id, 1, jsonb_build_object(
                'title', p.title, 'subtitle', p.subtitle, 'imgBack', p.img_back, 'urlButton', p.url_button,
                'vehiculo', p.vehiculo, 'textButton', p.text_button,
                'startsAt', to_jsonb(p.starts_at), 'endsAt', to_jsonb(p.ends_at))
         from promotions p
        where not exists (select 1 from content_versions v where v.kind = $1 and v.item_id = p.id)
       returning item_id
     )
     insert into content_live (kind, item_id, version) select $1, item_id, 1 from adopted`,
    [KIND],
  );
}

/** Dates as ISO text whatever JSON gave back (to_jsonb writes PostgreSQL's own format). */
function normalized(data: PromotionFields): PromotionFields {
  const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
  return { ...data, startsAt: iso(data.startsAt), endsAt: iso(data.endsAt) };
}

export async function listPromotions(db: Queryable): Promise<PromotionList> {
  const rows = await db.query<{ id: number; data: PromotionFields; latest: number; live_version: number | null; live_data: PromotionFields | null; updated_at: Date }>(
    `select v.item_id as id, v.data, v.version as latest, l.version as live_version, lv.data as live_data,
            greatest(v.created_at, l.published_at) as updated_at
       from content_versions v
       left join content_live l on l.kind = v.kind and l.item_id = v.item_id
       left join content_versions lv on lv.kind = l.kind and lv.item_id = l.item_id and lv.version = l.version
      where v.kind = $1 and v.version = (select max(version) from content_versions m where m.kind = v.kind and m.item_id = v.item_id)
      order by updated_at desc, v.item_id`,
    [KIND],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.data.title,
    state: stateOf(row.live_data ? normalized(row.live_data) : null),
    liveVersion: row.live_version,
    latestVersion: row.latest,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

export async function findPromotion(db: Queryable, id: number): Promise<PromotionItem | null> {
  const versions = await db.query<{ version: number; data: PromotionFields; created_at: Date; author: string | null }>(
    `select v.version, v.data, v.created_at, s.name as author from content_versions v left join staff_accounts s on s.id = v.created_by
      where v.kind = $1 and v.item_id = $2 order by v.version desc`,
    [KIND, id],
  );
  if (versions.length === 0) return null;
  const [live] = await db.query<{ version: number; published_at: Date; publisher: string | null }>(
    `select l.version, l.published_at, s.name as publisher from content_live l left join staff_accounts s on s.id = l.published_by
      where l.kind = $1 and l.item_id = $2`,
    [KIND, id],
  );
  const liveData = live ? versions.find((version) => version.version === live.version)?.data : undefined;
  return {
    id,
    state: stateOf(liveData ? normalized(liveData) : null),
    liveVersion: live?.version ?? null,
    publishedAt: live ? new Date(live.published_at).toISOString() : null,
    publishedBy: live ? (live.publisher ?? 'Contenido inicial') : null,
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: new Date(version.created_at).toISOString(),
      createdBy: version.author ?? 'Contenido inicial',
      data: normalized(version.data),
    })),
  };
}

/** A new promotion: its id from the promotions table's own sequence, so publishing keeps it. */
export async function createPromotion(tx: Queryable, data: PromotionFields, staffId: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('promotions', 'id'))::int as id`);
  await tx.query('insert into content_versions (kind, item_id, version, data, created_by) values ($1, $2, 1, $3, $4)', [KIND, row!.id, JSON.stringify(data), staffId]);
  return row!.id;
}

/** A saved draft is a new version; the published one stays as it is until someone publishes. */
export async function saveDraft(tx: Queryable, id: number, data: PromotionFields, staffId: string): Promise<number | null> {
  const [row] = await tx.query<{ version: number }>(
    `insert into content_versions (kind, item_id, version, data, created_by)
     select $1, $2, max(version) + 1, $3, $4 from content_versions where kind = $1 and item_id = $2
     having count(*) > 0
     returning version`,
    [KIND, id, JSON.stringify(data), staffId],
  );
  return row?.version ?? null;
}

/** Shows `version` on the site (a rollback is publishing an earlier one). False when there is no such version. */
export async function publishPromotion(tx: Queryable, id: number, version: number, staffId: string): Promise<boolean> {
  const [row] = await tx.query<{ data: PromotionFields }>('select data from content_versions where kind = $1 and item_id = $2 and version = $3', [KIND, id, version]);
  if (!row) return false;
  const data = row.data;
  await tx.query(
    `insert into promotions (id, title, subtitle, img_back, url_button, vehiculo, text_button, starts_at, ends_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (id) do update set title = excluded.title, subtitle = excluded.subtitle, img_back = excluded.img_back,
       url_button = excluded.url_button, vehiculo = excluded.vehiculo, text_button = excluded.text_button,
       starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
    [id, data.title, data.subtitle, data.imgBack, data.urlButton, data.vehiculo, data.textButton, data.startsAt, data.endsAt],
  );
  await tx.query(
    `insert into content_live (kind, item_id, version, published_by) values ($1, $2, $3, $4)
     on conflict (kind, item_id) do update set version = excluded.version, published_by = excluded.published_by, published_at = now()`,
    [KIND, id, version, staffId],
  );
  return true;
}

/** Takes the promotion off the site; its versions stay, to publish again. */
export async function unpublishPromotion(tx: Queryable, id: number): Promise<boolean> {
  const removed = await tx.query<{ item_id: number }>('delete from content_live where kind = $1 and item_id = $2 returning item_id', [KIND, id]);
  await tx.query('delete from promotions where id = $1', [id]);
  return removed.length > 0;
}
