import {
  BACKOFFICE_LIMITS,
  REQUEST_KIND_NAMES,
  type InboxItem,
  type InboxPage,
  type InboxQuery,
  type MyRequest,
  type RequestEntry,
  type RequestKind,
  type RequestStatus,
  type StaffRequestDetail,
} from '@fvc/shared/contracts';
import { listContractCards } from '../customer-data/contracts';
import type { Queryable } from '../db/database';

/**
 * The portal's requests as staff work them (issue #71) and as their customer follows them. Staff
 * see every customer's; a customer's own list is read with their id, as all customer data is.
 */

interface RequestRow {
  id: string;
  kind: RequestKind;
  folio: string;
  status: RequestStatus;
  subject: string | null;
  message: string | null;
  amount_cents: string | null;
  as_of: string | null;
  customer_id: string;
  customer_name: string;
  contract_number: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT_REQUEST = `
  select r.id, r.kind, r.folio, r.status, r.subject, r.message, r.amount_cents::text, to_char(r.as_of, 'YYYY-MM-DD') as as_of,
         r.customer_id, c.name as customer_name, k.number as contract_number,
         s.id as assignee_id, s.name as assignee_name, r.created_at, r.updated_at
    from customer_requests r
    join customers c on c.id = r.customer_id
    left join contracts k on k.id = r.contract_id
    left join staff_accounts s on s.id = r.assigned_to`;

const subjectOf = (row: Pick<RequestRow, 'subject' | 'kind'>) => row.subject ?? REQUEST_KIND_NAMES[row.kind];

function itemOf(row: RequestRow): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    folio: row.folio,
    status: row.status,
    subject: subjectOf(row),
    customer: { id: row.customer_id, name: row.customer_name },
    contractNumber: row.contract_number,
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** One inbox: a kind, filtered by status, age and customer (name, e-mail or contract), oldest first. */
export async function listInbox(db: Queryable, query: InboxQuery): Promise<InboxPage> {
  const conditions = ['r.kind = $1'];
  const params: unknown[] = [query.kind];
  if (query.status) {
    params.push(query.status);
    conditions.push(`r.status = $${params.length}`);
  }
  if (query.minAgeDays !== undefined) {
    params.push(query.minAgeDays);
    conditions.push(`r.created_at <= now() - make_interval(days => $${params.length})`);
  }
  const customer = query.customer?.trim();
  if (customer) {
    params.push(`%${customer.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const like = `$${params.length}`;
    conditions.push(`(lower(c.name) like ${like} or lower(coalesce(k.number, '')) like ${like} or exists (select 1 from customer_accounts a where a.customer_id = c.id and lower(a.email) like ${like}))`);
  }
  const where = conditions.join(' and ');
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from customer_requests r join customers c on c.id = r.customer_id left join contracts k on k.id = r.contract_id where ${where}`,
    params,
  );
  const page = query.page ?? 1;
  const rows = await db.query<RequestRow>(
    `${SELECT_REQUEST} where ${where} order by r.created_at asc, r.folio limit ${BACKOFFICE_LIMITS.pageSize} offset ${(page - 1) * BACKOFFICE_LIMITS.pageSize}`,
    params,
  );
  return { items: rows.map(itemOf), total: count?.total ?? 0 };
}

async function entriesOf(db: Queryable, requestId: string): Promise<RequestEntry[]> {
  const rows = await db.query<{ id: string; kind: RequestEntry['kind']; author: string | null; body: string; status: RequestStatus | null; created_at: Date }>(
    `select e.id, e.kind, s.name as author, e.body, e.status, e.created_at
       from customer_request_entries e left join staff_accounts s on s.id = e.staff_id
      where e.request_id = $1 order by e.seq`,
    [requestId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    author: row.author ?? 'Personal',
    body: row.body,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** A request with its customer's context (contact, contracts and standing) and its thread. */
export async function findRequestDetail(db: Queryable, requestId: string, today: string): Promise<StaffRequestDetail | null> {
  const [row] = await db.query<RequestRow>(`${SELECT_REQUEST} where r.id = $1`, [requestId]);
  if (!row) return null;
  const [contact] = await db.query<{ email: string | null; phone: string | null }>(
    'select a.email, c.phone from customers c left join customer_accounts a on a.customer_id = c.id where c.id = $1',
    [row.customer_id],
  );
  const contracts = await listContractCards(db, row.customer_id, today);
  return {
    ...itemOf(row),
    message: row.message,
    amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
    asOf: row.as_of,
    customerContext: {
      email: contact?.email ?? '',
      phone: contact?.phone ?? null,
      contracts: contracts.map((card) => ({
        number: card.number,
        vehicle: card.vehicle,
        standing: card.standing,
        balance: card.balance,
        daysOverdue: card.daysOverdue,
      })),
    },
    entries: await entriesOf(db, row.id),
  };
}

/** The request's state as the audit keeps it before and after a change. */
export async function requestState(db: Queryable, requestId: string) {
  const [row] = await db.query<{ status: RequestStatus; assigned_to: string | null; customer_id: string; folio: string }>(
    'select status, assigned_to, customer_id, folio from customer_requests where id = $1',
    [requestId],
  );
  return row ?? null;
}

export async function addEntry(
  db: Queryable,
  entry: { requestId: string; staffId: string; kind: RequestEntry['kind']; body: string; status?: RequestStatus },
): Promise<void> {
  await db.query('insert into customer_request_entries (request_id, staff_id, kind, body, status) values ($1, $2, $3, $4, $5)', [
    entry.requestId,
    entry.staffId,
    entry.kind,
    entry.body,
    entry.status ?? null,
  ]);
}

export async function setStatus(db: Queryable, requestId: string, status: RequestStatus): Promise<void> {
  await db.query('update customer_requests set status = $2, updated_at = now() where id = $1', [requestId, status]);
}

export async function setAssignee(db: Queryable, requestId: string, staffId: string | null): Promise<void> {
  await db.query('update customer_requests set assigned_to = $2, updated_at = now() where id = $1', [requestId, staffId]);
}

/** "Mis solicitudes": the customer's own requests, newest first, with the replies (never the notes). */
export async function listMyRequests(db: Queryable, customerId: string): Promise<MyRequest[]> {
  const rows = await db.query<RequestRow>(`${SELECT_REQUEST} where r.customer_id = $1 order by r.created_at desc limit 200`, [customerId]);
  if (rows.length === 0) return [];
  const replies = await db.query<{ request_id: string; body: string; created_at: Date }>(
    `select e.request_id, e.body, e.created_at from customer_request_entries e join customer_requests r on r.id = e.request_id
      where r.customer_id = $1 and e.kind = 'reply' order by e.seq`,
    [customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    folio: row.folio,
    status: row.status,
    subject: subjectOf(row),
    contractNumber: row.contract_number,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    replies: replies
      .filter((reply) => reply.request_id === row.id)
      .map((reply) => ({ body: reply.body, createdAt: new Date(reply.created_at).toISOString() })),
  }));
}
