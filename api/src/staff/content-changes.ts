import type { Database, Queryable } from '../db/database';
import { findContent, keyOf, publishContent, type ContentItem, type ContentKey, type ContentKind } from './content-items';
import { recordStaffAction } from './staff-audit';

interface ContentChange {
  kind: ContentKind;
  id: ContentKey;
  /** Who does it: the signed-in publisher, or the one who scheduled it. */
  staffId: string | null;
  ip?: string | undefined;
  /** The audit's action; it may depend on the item before (publishing an earlier version is a rollback). */
  action: string | ((before: ContentItem) => string);
  /** The change; `false` when, read under the lock, there was nothing to do (nothing is audited then). */
  change: (tx: Queryable) => Promise<void | false>;
}

const dataOf = (entry: ContentItem, version: number | null | undefined) => entry.versions.find((candidate) => candidate.version === version)?.data ?? null;

/**
 * One change to an item with its audit, in one transaction that holds the item: two people
 * publishing or saving the same item at once, or a person and the schedule, take turns. Answers
 * the item as the change left it, read inside the transaction, or null when there is no such item.
 */
export async function changeContent(db: Database, { kind, id, staffId, ip, action, change }: ContentChange): Promise<ContentItem | null> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${kind.kind}:${id}`]);
    const before = await findContent(tx, kind, id);
    if (!before) return null;
    if ((await change(tx)) === false) return before;
    const after = (await findContent(tx, kind, id))!;
    await recordStaffAction(tx, {
      staffId,
      action: typeof action === 'string' ? action : action(before),
      outcome: 'ok',
      target: `${kind.kind}:${id}`,
      before: { state: before.state, liveVersion: before.liveVersion, latestVersion: before.versions[0]?.version, scheduled: before.scheduled, live: dataOf(before, before.liveVersion) },
      after: {
        state: after.state,
        liveVersion: after.liveVersion,
        latestVersion: after.versions[0]?.version,
        scheduled: after.scheduled,
        live: dataOf(after, after.liveVersion),
        latest: after.versions[0]?.data,
      },
      ip,
    });
    return after;
  });
}

/** Sets `version` to be published at `publishAt` (replacing an earlier schedule). False when there is no such version. */
export async function scheduleContent(tx: Queryable, kind: ContentKind, id: ContentKey, version: number, publishAt: string, staffId: string): Promise<boolean> {
  const [row] = await tx.query<{ version: number }>(
    `insert into content_schedule (kind, item_id, version, publish_at, scheduled_by)
     select kind, item_id, version, $4, $5 from content_versions where kind = $1 and item_id = $2 and version = $3
     on conflict (kind, item_id) do update set version = excluded.version, publish_at = excluded.publish_at, scheduled_by = excluded.scheduled_by, scheduled_at = now()
     returning version`,
    [kind.kind, String(id), version, publishAt, staffId],
  );
  return row !== undefined;
}

export async function cancelSchedule(tx: Queryable, kind: ContentKind, id: ContentKey): Promise<boolean> {
  return (await tx.query('delete from content_schedule where kind = $1 and item_id = $2 returning 1', [kind.kind, String(id)])).length > 0;
}

/**
 * Publishes what is due (the `contenido-programado` job, every minute). Each item is taken in its
 * own audited change, so a schedule cancelled or replaced meanwhile is read again under the item's
 * lock and only what is still due goes out; two API processes publish it once.
 */
export async function publishDueContent(db: Database, kinds: Record<string, ContentKind>, now = new Date()): Promise<{ published: number }> {
  const due = await db.query<{ kind: string; item_id: string; scheduled_by: string | null }>(
    'select kind, item_id, scheduled_by from content_schedule where publish_at <= $1 order by publish_at',
    [now.toISOString()],
  );
  let published = 0;
  for (const entry of due) {
    const kind = kinds[entry.kind];
    if (!kind) continue;
    const id = keyOf(kind, entry.item_id);
    await changeContent(db, {
      kind,
      id,
      // In the name of who set it: the audit says who decided this publication.
      staffId: entry.scheduled_by,
      action: 'content.publish-scheduled',
      change: async (tx) => {
        const [still] = await tx.query<{ version: number }>('select version from content_schedule where kind = $1 and item_id = $2 and publish_at <= $3', [kind.kind, entry.item_id, now.toISOString()]);
        if (!still) return false;
        await publishContent(tx, kind, id, still.version, entry.scheduled_by);
        published += 1;
      },
    });
  }
  return { published };
}
