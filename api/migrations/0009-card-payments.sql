-- Card payments through the bank's hosted page (issue #12). A payment is an order sent to the
-- gateway; it is decided once, by whichever signed answer arrives first (the browser's return, the
-- server-to-server notification, or reconciliation), and only then applied to the contract.

create table payments (
  id uuid primary key default gen_random_uuid(), -- the gateway's mp_order
  customer_id uuid not null references customers (id) on delete cascade,
  contract_id uuid not null references contracts (id) on delete cascade,
  folio text not null unique,
  option text not null check (option in ('due', 'overdue', 'custom')),
  amount_cents bigint not null check (amount_cents > 0),
  -- A double click (the same key) makes one payment.
  idempotency_key text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined', 'expired')),
  authorization_code text,
  bank_response text,
  bank_message text,
  gateway_date text,
  decided_by text check (decided_by in ('return', 'notification', 'reconciliation', 'expiry')),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  unique (customer_id, idempotency_key),
  check ((status = 'pending') = (decided_at is null))
);
create index payments_customer_idx on payments (customer_id, created_at desc);
-- The reconciliation job looks only at what is still pending.
create index payments_pending_idx on payments (created_at) where status = 'pending';

-- Every answer the gateway sent, accepted or not, as received (no card data ever reaches us).
create table payment_events (
  id bigint generated always as identity primary key,
  payment_id uuid references payments (id) on delete cascade,
  source text not null check (source in ('return', 'notification', 'reconciliation')),
  accepted boolean not null,
  reason text not null,
  fields jsonb not null,
  received_at timestamptz not null default now()
);
create index payment_events_payment_idx on payment_events (payment_id);
