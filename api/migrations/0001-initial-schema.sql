-- Initial schema: company data for the site chrome, customers with their contracts, the alert
-- popup, contact messages and the mail outbox. gen_random_uuid() is core PostgreSQL (13+), so
-- this runs unchanged on PGlite and on a real server.

create table company (
  id smallint primary key default 1 check (id = 1), -- one row: the site's own company
  name text not null,
  legal_name text not null,
  phone text not null,
  email text not null,
  hours_weekdays text not null,
  hours_saturday text not null,
  dealer_portal_url text not null,
  facebook_url text not null,
  linkedin_url text not null,
  job_board_url text not null,
  bus_brand_url text not null,
  truck_brand_url text not null,
  years_in_market integer not null check (years_in_market >= 0)
);

create table customers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  rfc text not null,
  password_hash text not null,
  created_at timestamptz not null default now()
);
-- E-mails are compared case-insensitively; the API stores them lower-cased.
create unique index customers_email_key on customers (lower(email));

create table contracts (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  number text not null unique,
  vehicle text not null,
  status text not null check (status in ('active', 'settled')),
  created_at timestamptz not null default now()
);
create index contracts_customer_id_idx on contracts (customer_id);

create table alerts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description_html text not null,
  img_back text,
  url text,
  textbutton text,
  active boolean not null default false,
  internal boolean not null default false,
  pc boolean not null default false,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now()
);

create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  to_address text not null,
  reply_to text,
  subject text not null,
  body_text text not null,
  body_html text,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
-- The worker only ever looks for due pending mail.
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending';
