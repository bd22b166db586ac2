import { CONTENT_KEYS, type ContentKindName, type ContentList, type PromotionItem } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';

/**
 * Content as the back-office edits it (issue #71, docs/decisions/0054): immutable versions per
 * item, one of which the public site shows. Publishing writes that version to the table the site
 * reads (whose trigger moves the content cache's generation); unpublishing deletes it from there.
 * Each kind says how its fields map to its table.
 */
export interface ContentKind {
  kind: ContentKindName;
  /** The public table: a numbered kind's ids come from its identity sequence. */
  table: 'promotions' | 'banner_slides' | 'brands' | 'news' | 'plan_cards' | 'faqs' | 'alerts' | 'content_pages' | 'company';
  /** The table's key column, when it is not `id` (a page's slug). */
  keyColumn?: 'slug';
  /** Field in the editor → column in the table. */
  columns: Record<string, string>;
  /** Columns the editor does not own, set on publishing (a banner is active once published). */
  fixed?: Record<string, string>;
  /** Date fields that schedule the item (a promotion's start and end, a news item's date), read for its state. */
  window?: { startsAt: string; endsAt?: string };
  /** What a column takes when the version leaves it empty (a news item's date: the moment it is published). */
  whenEmpty?: Record<string, string>;
  /**
   * Columns computed when publishing, from the version's own values by field (`$n` placeholders):
   * a FAQ takes its group's place on the page, or the last place for a new group.
   */
  derived?: Record<string, (param: Record<string, string>) => string>;
  /** Fields of limited HTML (a news body, a FAQ's answer): sanitized when a version is saved (news-body.ts). */
  html?: readonly string[];
  /** Fields that go together or not at all (an alert's button: its text and where it goes). */
  together?: readonly (readonly [string, string])[];
}

export const CONTENT: Record<ContentKindName, ContentKind> = {
  promotion: {
    kind: 'promotion',
    table: 'promotions',
    columns: { title: 'title', subtitle: 'subtitle', imgBack: 'img_back', urlButton: 'url_button', vehiculo: 'vehiculo', textButton: 'text_button', startsAt: 'starts_at', endsAt: 'ends_at' },
    window: { startsAt: 'startsAt', endsAt: 'endsAt' },
  },
  banner: {
    kind: 'banner',
    table: 'banner_slides',
    columns: { title: 'title', imgDesktop: 'img_desktop', imgMobile: 'img_mobile', videoUrl: 'video_url', textFooter: 'text_footer', urlFooter: 'url_footer' },
    fixed: { active: 'true' },
  },
  brand: {
    kind: 'brand',
    table: 'brands',
    columns: { title: 'title', subtitle: 'subtitle', imgBack: 'img_back', urlButton: 'url_button' },
  },
  news: {
    kind: 'news',
    table: 'news',
    columns: { title: 'title', subtitle: 'subtitle', imgBack: 'img_back', textButton: 'text_button', body: 'body_html', publishedAt: 'published_at' },
    window: { startsAt: 'publishedAt' },
    whenEmpty: { published_at: 'now()' },
    html: ['body'],
  },
  'plan-card': {
    kind: 'plan-card',
    table: 'plan_cards',
    columns: { title: 'title', icon: 'icon', summary: 'summary', summaryHover: 'summary_hover', url: 'url' },
  },
  faq: {
    kind: 'faq',
    table: 'faqs',
    columns: { groupTitle: 'group_title', question: 'question', answer: 'answer_html' },
    derived: {
      group_order: (param) =>
        `coalesce((select min(group_order) from faqs where group_title = ${param.groupTitle}), (select coalesce(max(group_order), 0) + 1 from faqs))`,
    },
    html: ['answer'],
  },
  alert: {
    kind: 'alert',
    table: 'alerts',
    columns: {
      title: 'title',
      description: 'description_html',
      imgBack: 'img_back',
      url: 'url',
      textButton: 'textbutton',
      internal: 'internal',
      pc: 'pc',
      startsAt: 'starts_at',
      endsAt: 'ends_at',
    },
    fixed: { active: 'true' },
    window: { startsAt: 'startsAt', endsAt: 'endsAt' },
    html: ['description'],
    together: [['textButton', 'url']],
  },
  page: {
    kind: 'page',
    table: 'content_pages',
    keyColumn: 'slug',
    columns: { title: 'title', intro: 'intro', body: 'body_html', revisedOn: 'revised_on', validUntil: 'valid_until' },
    // "Guardado" on the page, and what search results sort by.
    fixed: { updated_at: 'now()' },
    html: ['body'],
  },
  company: {
    kind: 'company',
    table: 'company',
    columns: {
      name: 'name',
      legalName: 'legal_name',
      phone: 'phone',
      email: 'email',
      hoursWeekdays: 'hours_weekdays',
      hoursSaturday: 'hours_saturday',
      yearsInMarket: 'years_in_market',
      dealerPortalUrl: 'dealer_portal_url',
      facebookUrl: 'facebook_url',
      linkedinUrl: 'linkedin_url',
      jobBoardUrl: 'job_board_url',
      busBrandUrl: 'bus_brand_url',
      truckBrandUrl: 'truck_brand_url',
      uneHead: 'une_head',
      uneAddress: 'une_address',
      unePhone: 'une_phone',
      uneEmail: 'une_email',
      uneHours: 'une_hours',
      condusefPhone: 'condusef_phone',
      condusefUrl: 'condusef_url',
      buroUrl: 'buro_url',
      regulatorLegend: 'regulator_legend',
    },
  },
};

/** An item's key as the API answers it: a number for numbered kinds, text for the others. */
export type ContentKey = number | string;
export const keyOf = (kind: ContentKind, stored: string): ContentKey => (CONTENT_KEYS[kind.kind].key === 'number' ? Number(stored) : stored);
const keyColumnOf = (kind: ContentKind) => kind.keyColumn ?? 'id';

type Data = Record<string, unknown>;
type State = PromotionItem['state'];
export interface ContentItem {
  id: ContentKey;
  state: State;
  liveVersion: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
  /** A publication set for later, if any. */
  scheduled: { version: number; publishAt: string; scheduledBy: string } | null;
  versions: Array<{ version: number; createdAt: string; createdBy: string; data: Data }>;
}

function stateOf(kind: ContentKind, live: Data | null, now = Date.now()): State {
  if (!live) return 'draft';
  const startsAt = kind.window ? (live[kind.window.startsAt] as string | null) : null;
  const endsAt = kind.window?.endsAt ? (live[kind.window.endsAt] as string | null) : null;
  if (startsAt && Date.parse(startsAt) > now) return 'scheduled';
  if (endsAt && Date.parse(endsAt) <= now) return 'ended';
  return 'published';
}

/** Dates as ISO text whatever JSON gave back (to_jsonb writes PostgreSQL's own format). */
function normalized(kind: ContentKind, data: Data): Data {
  if (!kind.window) return data;
  const iso = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString() : null);
  const dates = [kind.window.startsAt, kind.window.endsAt].filter((field): field is string => field !== undefined);
  return { ...data, ...Object.fromEntries(dates.map((field) => [field, iso(data[field])])) };
}

/**
 * Rows that reached the table without the back-office (the demo seed, or rows entered before it
 * existed) become version 1 of an item, shown as they are: the editor starts from what the site
 * shows. Idempotent; runs before each read. Table and column names come from CONTENT, never from a request.
 */
export async function adoptRowsWithoutVersions(tx: Queryable, kind: ContentKind): Promise<void> {
  const fields = Object.entries(kind.columns).map(([field, column]) => `'${field}', to_jsonb(p.${column})`).join(', ');
  const onlyLive = kind.fixed?.active ? 'and p.active' : '';
  const key = `p.${keyColumnOf(kind)}::text`;
  await tx.query(
    `with adopted as (
       insert into content_versions (kind, item_id, version, data)
       select $1, ${key}, 1, jsonb_build_object(${fields})
         from ${kind.table} p
        where not exists (select 1 from content_versions v where v.kind = $1 and v.item_id = ${key}) ${onlyLive}
       -- Two first reads at once: the second adopts nothing.
       on conflict do nothing
       returning item_id
     )
     insert into content_live (kind, item_id, version) select $1, item_id, 1 from adopted
     on conflict do nothing`,
    [kind.kind],
  );
}

export async function listContent(db: Queryable, kind: ContentKind): Promise<ContentList> {
  const rows = await db.query<{ id: string; data: Data; latest: number; live_version: number | null; live_data: Data | null; updated_at: Date }>(
    `select v.item_id as id, v.data, v.version as latest, l.version as live_version, lv.data as live_data,
            greatest(v.created_at, l.published_at) as updated_at
       from content_versions v
       left join content_live l on l.kind = v.kind and l.item_id = v.item_id
       left join content_versions lv on lv.kind = l.kind and lv.item_id = l.item_id and lv.version = l.version
      where v.kind = $1 and v.version = (select max(version) from content_versions m where m.kind = v.kind and m.item_id = v.item_id)
      order by updated_at desc, v.item_id`,
    [kind.kind],
  );
  return rows.map((row) => ({
    id: keyOf(kind, row.id),
    // What names an item in a list: its title, a FAQ's question, the company's name.
    title: String(row.data.title ?? row.data.question ?? row.data.name ?? ''),
    state: stateOf(kind, row.live_data ? normalized(kind, row.live_data) : null),
    liveVersion: row.live_version,
    latestVersion: row.latest,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

export async function findContent(db: Queryable, kind: ContentKind, id: ContentKey): Promise<ContentItem | null> {
  const versions = await db.query<{ version: number; data: Data; created_at: Date; author: string | null }>(
    `select v.version, v.data, v.created_at, s.name as author from content_versions v left join staff_accounts s on s.id = v.created_by
      where v.kind = $1 and v.item_id = $2 order by v.version desc`,
    [kind.kind, String(id)],
  );
  if (versions.length === 0) return null;
  const [live] = await db.query<{ version: number; published_at: Date; publisher: string | null }>(
    `select l.version, l.published_at, s.name as publisher from content_live l left join staff_accounts s on s.id = l.published_by
      where l.kind = $1 and l.item_id = $2`,
    [kind.kind, String(id)],
  );
  const [scheduled] = await db.query<{ version: number; publish_at: Date; author: string | null }>(
    `select c.version, c.publish_at, s.name as author from content_schedule c left join staff_accounts s on s.id = c.scheduled_by
      where c.kind = $1 and c.item_id = $2`,
    [kind.kind, String(id)],
  );
  const liveData = live ? versions.find((version) => version.version === live.version)?.data : undefined;
  return {
    id,
    state: stateOf(kind, liveData ? normalized(kind, liveData) : null),
    liveVersion: live?.version ?? null,
    publishedAt: live ? new Date(live.published_at).toISOString() : null,
    publishedBy: live ? (live.publisher ?? 'Contenido inicial') : null,
    scheduled: scheduled ? { version: scheduled.version, publishAt: new Date(scheduled.publish_at).toISOString(), scheduledBy: scheduled.author ?? 'Personal que ya no está' } : null,
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: new Date(version.created_at).toISOString(),
      createdBy: version.author ?? 'Contenido inicial',
      data: normalized(kind, version.data),
    })),
  };
}

/** A new item: a numbered one's id from the public table's own sequence, so publishing keeps it; an alert's a new uuid. */
export async function createContent(tx: Queryable, kind: ContentKind, data: Data, staffId: string): Promise<ContentKey> {
  const next = CONTENT_KEYS[kind.kind].key === 'uuid' ? 'gen_random_uuid()::text' : `nextval(pg_get_serial_sequence('${kind.table}', 'id'))::text`;
  const [row] = await tx.query<{ id: string }>(`select ${next} as id`);
  await tx.query('insert into content_versions (kind, item_id, version, data, created_by) values ($1, $2, 1, $3, $4)', [kind.kind, row!.id, JSON.stringify(data), staffId]);
  return keyOf(kind, row!.id);
}

/** A saved draft is a new version; the published one stays as it is until someone publishes. */
export async function saveDraft(tx: Queryable, kind: ContentKind, id: ContentKey, data: Data, staffId: string): Promise<number | null> {
  const [row] = await tx.query<{ version: number }>(
    `insert into content_versions (kind, item_id, version, data, created_by)
     select $1, $2, max(version) + 1, $3, $4 from content_versions where kind = $1 and item_id = $2
     having count(*) > 0
     returning version`,
    [kind.kind, String(id), JSON.stringify(data), staffId],
  );
  return row?.version ?? null;
}

/** Shows `version` on the site (a rollback is publishing an earlier one). False when there is no such version. */
export async function publishContent(tx: Queryable, kind: ContentKind, id: ContentKey, version: number, staffId: string | null): Promise<boolean> {
  const [row] = await tx.query<{ data: Data }>('select data from content_versions where kind = $1 and item_id = $2 and version = $3', [kind.kind, String(id), version]);
  if (!row) return false;
  const fields = Object.keys(kind.columns);
  const param = Object.fromEntries(fields.map((field, index) => [field, `$${index + 2}`]));
  const columns = [...fields.map((field) => kind.columns[field]!), ...Object.keys(kind.fixed ?? {}), ...Object.keys(kind.derived ?? {})];
  const values = [
    ...fields.map((field) => (kind.whenEmpty?.[kind.columns[field]!] ? `coalesce(${param[field]}, ${kind.whenEmpty[kind.columns[field]!]})` : param[field]!)),
    ...Object.values(kind.fixed ?? {}),
    ...Object.values(kind.derived ?? {}).map((expression) => expression(param)),
  ];
  const params = [id, ...fields.map((field) => row.data[field] ?? null)];
  if (CONTENT_KEYS[kind.kind].fixedSet) {
    // A page or the company's data: the row is always there (its route, the site's chrome); a version replaces its fields.
    const changed = await tx.query(
      `update ${kind.table} set ${columns.map((column, index) => `${column} = ${values[index]}`).join(', ')} where ${keyColumnOf(kind)} = $1 returning 1`,
      params,
    );
    if (changed.length === 0) return false;
  } else {
    await tx.query(
      `insert into ${kind.table} (id, ${columns.join(', ')}) values ($1, ${values.join(', ')})
       on conflict (id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
      params,
    );
  }
  await tx.query(
    `insert into content_live (kind, item_id, version, published_by) values ($1, $2, $3, $4)
     on conflict (kind, item_id) do update set version = excluded.version, published_by = excluded.published_by, published_at = now()`,
    [kind.kind, String(id), version, staffId],
  );
  // Published now by hand, the same version has nothing left to wait for.
  await tx.query('delete from content_schedule where kind = $1 and item_id = $2 and version = $3', [kind.kind, String(id), version]);
  return true;
}

/** Takes the item off the site; its versions stay, to publish again. */
export async function unpublishContent(tx: Queryable, kind: ContentKind, id: ContentKey): Promise<boolean> {
  const removed = await tx.query<{ item_id: string }>('delete from content_live where kind = $1 and item_id = $2 returning item_id', [kind.kind, String(id)]);
  await tx.query(`delete from ${kind.table} where id = $1`, [id]);
  return removed.length > 0;
}
