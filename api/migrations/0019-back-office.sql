-- Issue #71: the back-office. Staff are a separate identity from customers (their own accounts,
-- sign-in challenges and sessions), every action they take is audited, and the requests customers
-- send from the portal get an owner, internal notes, replies the customer reads, and status
-- changes with their date.

create table staff_accounts (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  name text not null,
  password_hash text not null,
  roles text[] not null check (cardinality(roles) > 0 and roles <@ array['editor', 'publisher', 'agent', 'admin']),
  active boolean not null default true,
  created_at timestamptz not null default now()
);

-- Password checked, e-mailed code pending: the second factor is mandatory for staff.
create table staff_challenges (
  id uuid primary key default gen_random_uuid(),
  staff_id uuid not null references staff_accounts (id) on delete cascade,
  -- A code answers what it was sent for: opening a session, or confirming one (step-up).
  purpose text not null check (purpose in ('sign-in', 'step-up')),
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  completed_at timestamptz
);
create index staff_challenges_staff_idx on staff_challenges (staff_id);

-- Shorter than customers' sessions: 15 minutes idle, 8 hours at most. The refresh token is kept
-- as a hash and changes on every use; the one before is kept a moment, so a refresh that crossed
-- another (two tabs) is answered, and a stolen older one ends the session. `verified_at` is the last second factor: sensitive actions
-- (publishing) ask for a fresh one (step-up).
create table staff_sessions (
  id uuid primary key default gen_random_uuid(),
  staff_id uuid not null references staff_accounts (id) on delete cascade,
  refresh_hash text not null unique,
  previous_refresh_hash text unique,
  rotated_at timestamptz,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  verified_at timestamptz not null default now(),
  idle_expires_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);

-- Who did what, to what, with the state before and after, and when; refusals too.
create table staff_audit (
  id uuid primary key default gen_random_uuid(),
  -- The order things happened in: clocks can tie (PGlite's has millisecond steps).
  seq bigint generated always as identity unique,
  at timestamptz not null default now(),
  -- Staff accounts are deactivated, never deleted: the record of who did what stays whole.
  staff_id uuid references staff_accounts (id) on delete restrict,
  action text not null,
  outcome text not null check (outcome in ('ok', 'denied')),
  target text,
  before jsonb,
  after jsonb,
  ip text
);
create index staff_audit_at_idx on staff_audit (at desc, seq desc);

alter table customer_requests
  add column assigned_to uuid references staff_accounts (id) on delete set null,
  add column updated_at timestamptz not null default now();
update customer_requests set updated_at = created_at;
create index customer_requests_inbox_idx on customer_requests (kind, status, created_at);

-- A request's thread: internal notes (staff only), replies (the customer reads them) and status
-- changes (both sides see them).
create table customer_request_entries (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity unique,
  request_id uuid not null references customer_requests (id) on delete cascade,
  staff_id uuid references staff_accounts (id) on delete set null,
  kind text not null check (kind in ('note', 'reply', 'status')),
  body text not null,
  status text check (status in ('received', 'in_progress', 'closed')),
  created_at timestamptz not null default now()
);
create index customer_request_entries_request_idx on customer_request_entries (request_id, seq);
