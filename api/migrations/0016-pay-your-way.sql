-- Issue #70: pay your way. Direct debit (domiciliación), SPEI to a reference CLABE per contract,
-- scheduled payments and opt-in notices. The jobs that run them live in pg-boss's own schema
-- (`pgboss`, created and migrated by pg-boss itself at start: jobs/job-engine.ts).

-- Every contract's SPEI reference: the CLABE is made from this number (payments/spei-reference.ts),
-- so it never changes and an incoming transfer finds its contract by it.
create sequence contract_spei_serial;
alter table contracts add column spei_serial bigint unique default nextval('contract_spei_serial');
update contracts set spei_serial = nextval('contract_spei_serial') where spei_serial is null;
alter table contracts alter column spei_serial set not null;

-- A mandate to debit a contract's installments from the customer's account. Pending until the
-- code e-mailed to the customer is typed (the acceptance), active until cancelled. One live mandate
-- per contract.
create table debit_mandates (
  id uuid primary key default gen_random_uuid(),
  folio text not null unique,
  customer_id uuid not null references customers (id) on delete cascade,
  contract_id uuid not null references contracts (id) on delete cascade,
  clabe text not null check (clabe ~ '^[0-9]{18}$'),
  bank_name text not null,
  holder_name text not null,
  status text not null default 'pending' check (status in ('pending', 'active', 'cancelled')),
  -- The acceptance code, as an HMAC bound to the mandate (never the code), like sign-in codes.
  code_hash text,
  code_expires_at timestamptz,
  code_attempts integer not null default 0,
  accepted_text text,
  accepted_at timestamptz,
  accepted_ip text,
  cancelled_at timestamptz,
  cancelled_by text check (cancelled_by in ('customer', 'bank')),
  created_at timestamptz not null default now(),
  check ((status = 'active') <= (accepted_at is not null))
);
create unique index debit_mandates_live_idx on debit_mandates (contract_id) where status in ('pending', 'active');
create index debit_mandates_customer_idx on debit_mandates (customer_id, created_at desc);

-- A one-time payment the customer set for a date: by direct debit (an active mandate) or by a
-- card kept at the bank for it (a token from the bank's page, never the card). Editable and
-- cancellable until the day before.
create table scheduled_payments (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  contract_id uuid not null references contracts (id) on delete cascade,
  method text not null check (method in ('debit', 'card')),
  amount_cents bigint not null check (amount_cents > 0),
  pay_on date not null,
  status text not null default 'scheduled' check (status in ('card-pending', 'scheduled', 'sent', 'done', 'failed', 'cancelled')),
  card_token text,
  card_last4 text,
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (customer_id, idempotency_key)
);
create index scheduled_payments_due_idx on scheduled_payments (pay_on) where status = 'scheduled';

-- Payments by every way: a card on the bank's page (as before), a direct debit or a scheduled card
-- charge the API sends, or a SPEI transfer that arrives. One table, so "Mis pagos", receipts and
-- reconciliation treat them alike.
alter table payments add column method text not null default 'card' check (method in ('card', 'debit', 'card-on-file', 'spei'));
alter table payments add column mandate_id uuid references debit_mandates (id);
alter table payments add column scheduled_payment_id uuid references scheduled_payments (id);
-- The due date an installment debit was sent for: one per contract and date, whatever happens to it.
alter table payments add column debit_due_date date;
alter table payments add column spei_tracking_key text unique;
create unique index payments_one_debit_per_due_date on payments (contract_id, debit_due_date) where debit_due_date is not null;
create unique index payments_one_per_scheduled on payments (scheduled_payment_id) where scheduled_payment_id is not null;
alter table payments drop constraint payments_option_check;
alter table payments add constraint payments_option_check check (option in ('due', 'overdue', 'custom', 'payoff', 'scheduled'));
alter table payments drop constraint payments_decided_by_check;
alter table payments add constraint payments_decided_by_check check (decided_by in ('return', 'notification', 'reconciliation', 'expiry', 'bank'));
alter table payment_events drop constraint payment_events_source_check;
alter table payment_events add constraint payment_events_source_check check (source in ('return', 'notification', 'reconciliation', 'charge-answer', 'spei'));

-- SPEI transfers received, applied or parked: what matched no contract (or one that cannot take
-- it) waits here for a person, who returns it or applies it by hand.
create table spei_transfers (
  id uuid primary key default gen_random_uuid(),
  tracking_key text not null unique,
  reference_clabe text not null,
  amount_cents bigint not null check (amount_cents > 0),
  sender_name text not null,
  sender_bank text not null,
  concept text not null default '',
  status text not null check (status in ('applied', 'parked', 'resolved')),
  parked_reason text,
  contract_id uuid references contracts (id),
  payment_id uuid references payments (id),
  received_at timestamptz not null default now()
);
create index spei_transfers_parked_idx on spei_transfers (received_at) where status = 'parked';

-- What each customer asked to be told, and by which channel (e-mail now; the column leaves room
-- for SMS or WhatsApp). Nothing is sent without a row saying so, but for a rejected debit.
create table notice_preferences (
  customer_id uuid not null references customers (id) on delete cascade,
  channel text not null default 'email' check (channel in ('email')),
  reminder_days smallint check (reminder_days in (1, 3, 5)),
  overdue boolean not null default false,
  statement boolean not null default false,
  debit_rejected boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (customer_id, channel)
);

-- Every notice sent, once per subject (a due date, a month, a debit): the unique key is what
-- makes a reminder go once even with several API processes running the same schedule.
create table notice_log (
  id bigint generated always as identity primary key,
  customer_id uuid not null references customers (id) on delete cascade,
  channel text not null,
  kind text not null check (kind in ('reminder', 'overdue', 'statement', 'debit-rejected')),
  subject_key text not null,
  outcome text not null check (outcome in ('sent', 'over-limit')),
  mail_id uuid references mail_outbox (id),
  created_at timestamptz not null default now(),
  unique (customer_id, channel, kind, subject_key)
);

-- A notice can wait for the end of the quiet hours, and carries the unsubscribe headers.
alter table mail_outbox add column headers jsonb;

-- When the bank acknowledged a charge the API sent (a debit, a kept card): until then the charge
-- is sent again by the next run of its job, never twice once acknowledged.
alter table payments add column sent_at timestamptz;
