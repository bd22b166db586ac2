-- Customer access (issue #10, DESIGN §4 "Auth"). A customer (the holder of contracts, as the
-- core system knows them) and their online account are different things: the account exists only
-- once the customer registers with a contract number and RFC and confirms the e-mail. Sessions,
-- one-time tokens, sign-in challenges, passkeys, rate-limit counters and the audit log live here
-- too, so any number of API processes share them (DESIGN §4: the API is stateless).

create table customer_accounts (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null unique references customers (id) on delete cascade,
  email text not null,
  password_hash text not null,
  -- Null until the confirmation link is used; an unconfirmed account cannot sign in.
  email_verified_at timestamptz,
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create unique index customer_accounts_email_key on customer_accounts (lower(email));

-- The accounts that existed before this migration were created by the seed: already confirmed.
insert into customer_accounts (customer_id, email, password_hash, email_verified_at, created_at)
select id, lower(email), password_hash, created_at, created_at from customers;

alter table customers drop column password_hash;
alter table customers drop column email;
drop index if exists customers_email_key;
-- The RFC proves who registers; it is compared upper-cased and without spaces.
create index customers_rfc_idx on customers (upper(rfc));

-- Links sent by e-mail: confirm the address (24 h) or set a new password (30 min). Only the
-- SHA-256 of the token is stored, so a copy of the database cannot be used to take an account.
create table account_tokens (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references customer_accounts (id) on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'reset_password')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index account_tokens_account_idx on account_tokens (account_id, purpose);

-- Password checked, second factor pending: the e-mailed 6-digit code (5 minutes, 5 tries; a new
-- code replaces the old one).
create table login_challenges (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references customer_accounts (id) on delete cascade,
  code_hash text not null,
  code_expires_at timestamptz not null,
  attempts integer not null default 0,
  codes_sent integer not null default 1,
  expires_at timestamptz not null,
  completed_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_challenges_account_idx on login_challenges (account_id);

-- A signed-in browser. Its refresh tokens form one family: presenting a used one revokes it.
create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references customer_accounts (id) on delete cascade,
  method text not null check (method in ('password_code', 'passkey')),
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index auth_sessions_account_idx on auth_sessions (account_id) where revoked_at is null;

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

create table passkeys (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references customer_accounts (id) on delete cascade,
  credential_id text not null unique, -- base64url
  public_key text not null,           -- base64url of the COSE key
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_account_idx on passkeys (account_id);

-- WebAuthn challenges between the options call and the answer (a few minutes, used once).
create table webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  account_id uuid references customer_accounts (id) on delete cascade,
  purpose text not null check (purpose in ('register', 'authenticate')),
  challenge text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- Fixed-window counters for the auth limits (per IP, per account, per IP + account), shared by
-- every API process.
create table rate_limit_counters (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
create index rate_limit_counters_window_idx on rate_limit_counters (window_start);

-- What happened to whose access, without secrets: no passwords, codes, tokens or hashes.
create table auth_events (
  id bigint generated always as identity primary key,
  account_id uuid,
  event text not null,
  ip text,
  user_agent text,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index auth_events_account_idx on auth_events (account_id, created_at);
