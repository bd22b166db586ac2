import type { Database, Queryable } from '../db/database';
import type { OutboxReport } from './job-engine';
import { LEASE_SECONDS, MAX_ATTEMPTS, afterFailure } from './retry-delay';

/** Where an outbox keeps its items and their delivery state (the mail outbox, the CRM's leads). */
export interface OutboxTable {
  table: string;
  /** The delivery columns, by role; each table names them its own way. */
  columns: { status: string; attempts: string; nextAttemptAt: string; lastError: string; sentAt: string };
  /** What is claimed first, e.g. transactional mail before the bulk. */
  orderBy: string;
  /** The columns the sender needs, for RETURNING. */
  returning: string;
}

/**
 * Delivers the due items of an outbox once: the claim (attempts + 1 and a lease) is one statement
 * with SKIP LOCKED, so two workers never send the same item at the same time; a sent item is
 * marked and never claimed again; a failed one waits (30 s, 1 min, 2 min … 1 h) and is retried,
 * until MAX_ATTEMPTS marks it failed for a person to look at. Delivery is at least once: a crash
 * between sending and recording it resends after the lease.
 */
export async function drainOutbox<Row extends { id: string }>(
  db: Database,
  outbox: OutboxTable,
  deliver: (item: Row) => Promise<void>,
  options: { batchSize?: number; maxAttempts?: number; sort?: (a: Row, b: Row) => number; maxBatches?: number } = {},
): Promise<OutboxReport> {
  // Batch after batch until a short one says the outbox is empty: a backlog (a burst of forms, a
  // mail server back after an outage) goes out in one run, not a batch per scheduled minute.
  const report: OutboxReport = { sent: 0, retried: 0, failed: 0 };
  const { batchSize = 10, maxBatches = 50 } = options;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const { claimed, ...done } = await deliverBatch(db, outbox, deliver, { ...options, batchSize });
    report.sent += done.sent;
    report.retried += done.retried;
    report.failed += done.failed;
    if (claimed < batchSize) break;
  }
  return report;
}

async function deliverBatch<Row extends { id: string }>(
  db: Database,
  outbox: OutboxTable,
  deliver: (item: Row) => Promise<void>,
  { batchSize, maxAttempts = MAX_ATTEMPTS, sort }: { batchSize: number; maxAttempts?: number; sort?: (a: Row, b: Row) => number },
): Promise<OutboxReport & { claimed: number }> {
  const { table, columns: c } = outbox;
  const claimed = await db.query<Row & { [key: string]: unknown }>(
    `update ${table}
        set ${c.attempts} = ${c.attempts} + 1,
            ${c.nextAttemptAt} = now() + make_interval(secs => $2)
      where id in (
        select id from ${table}
         where ${c.status} = 'pending' and ${c.nextAttemptAt} <= now()
         order by ${outbox.orderBy}
         limit $1
         for update skip locked)
      returning ${outbox.returning}, ${c.attempts} as delivery_attempts`,
    [batchSize, LEASE_SECONDS],
  );
  // RETURNING keeps no order.
  if (sort) claimed.sort(sort);

  const report = { sent: 0, retried: 0, failed: 0, claimed: claimed.length };
  for (const item of claimed) {
    try {
      await deliver(item);
      await db.query(`update ${table} set ${c.status} = 'sent', ${c.sentAt} = now(), ${c.lastError} = null where id = $1`, [item.id]);
      report.sent += 1;
    } catch (error) {
      const { giveUp, retryInSeconds, lastError } = afterFailure(Number(item.delivery_attempts), maxAttempts, error);
      await db.query(
        giveUp
          ? `update ${table} set ${c.status} = 'failed', ${c.lastError} = $2 where id = $1`
          : `update ${table} set ${c.nextAttemptAt} = now() + make_interval(secs => $3), ${c.lastError} = $2 where id = $1`,
        giveUp ? [item.id, lastError] : [item.id, lastError, retryInSeconds],
      );
      report[giveUp ? 'failed' : 'retried'] += 1;
    }
  }
  return report;
}

/**
 * Puts a failed item back in its outbox, as it was stored (the same message, the same lead): a
 * person looked at it and asks for another try. Its attempts start again, or the give-up rule would
 * mark it failed at the first refusal. Only a failed item: a pending one is in the queue (perhaps
 * being sent now) and a sent one was delivered, so sending either again would duplicate it. The
 * condition is in the update, so two people asking at once queue it once. Says whether it did.
 */
export async function requeueFailed(db: Queryable, outbox: OutboxTable, id: string): Promise<boolean> {
  const { table, columns: c } = outbox;
  const requeued = await db.query(
    `update ${table} set ${c.status} = 'pending', ${c.attempts} = 0, ${c.nextAttemptAt} = now(), ${c.lastError} = null
      where id = $1 and ${c.status} = 'failed' returning id`,
    [id],
  );
  return requeued.length > 0;
}
